import { createHash } from 'node:crypto';
import type { Page, Route } from '@playwright/test';

/*
 * GitHub cannot be reached from the test machine, so the tests stand in for it at the network, as they
 * stand in for the email service: the editor signed in with a token, and the firm's repository holding
 * a few files on its branch, each last changed at `changedAt`, with the builds' checks on the branch
 * head that a test sets. Only the requests the editor and its publishing notice make are answered
 * (GitHub's REST and GraphQL APIs, as documented); anything else is refused and recorded.
 */

export interface CheckRun {
  name: string;
  status: 'queued' | 'in_progress' | 'completed';
  conclusion: 'success' | 'failure' | null;
  html_url?: string;
  output?: { title?: string; summary?: string };
}

export interface GitHub {
  /** The builds' check runs on the branch head (and on every commit): set them to change what the builds say. */
  checks: CheckRun[];
  /** Requests nobody stands in for. */
  unanswered: string[];
}

const headId = 'a'.repeat(40);
const idOf = (path: string) => createHash('sha1').update(path).digest('hex');

export async function standInGitHub(page: Page, files: Record<string, string>, changedAt = '2026-11-20T10:00:00Z'): Promise<GitHub> {
  const github: GitHub = { checks: [], unanswered: [] };
  const user = { id: 1, login: 'ponte-editor', name: 'Maria Rossi', email: 'maria@example.com', avatar_url: '', html_url: 'https://github.com/ponte-editor' };
  const byId = new Map(Object.entries(files).map(([path, text]) => [idOf(path), text]));
  const json = (route: Route, body: unknown, status = 200) => route.fulfill({ status, contentType: 'application/json', body: JSON.stringify(body) });

  /** Answers a GraphQL query by what it asks for. */
  const graphql = (query: string): unknown => {
    if (query.includes('pullRequests(')) return { repository: { pullRequests: { nodes: [] } } };
    if (query.includes('... on Blob'))
      return { repository: Object.fromEntries([...query.matchAll(/(\w+): object\(oid: "(\w+)"\)/g)].map(([, alias, id]) => [alias, { text: byId.get(id!) ?? '', isTruncated: false }])) };
    if (query.includes('history(first: 1, path:'))
      return {
        repository: Object.fromEntries(
          [...query.matchAll(/(\w+):\s+ref\(/g)].map(([, alias]) => [
            alias,
            { target: { history: { nodes: [{ author: { name: user.name, email: user.email, user: { id: user.id, login: user.login } }, committedDate: changedAt }] } } },
          ]),
        ),
      };
    if (query.includes('history(first: 1)')) return { repository: { ref: { target: { history: { nodes: [{ oid: headId, message: 'Change the phone number' }] } } } } };
    if (query.includes('... on Commit { oid }')) return { repository: { ref: { target: { oid: headId } } } };
    if (query.includes('... on Commit {'))
      return {
        repository: Object.fromEntries(
          [...query.matchAll(/(\w+): object\(oid:/g)].map(([, alias]) => [
            alias,
            {
              status: { contexts: [] },
              deployments: { nodes: [] },
              checkSuites: {
                nodes: [
                  {
                    checkRuns: {
                      nodes: github.checks.map((c) => ({
                        name: c.name,
                        status: c.status.toUpperCase(),
                        conclusion: c.conclusion?.toUpperCase() ?? null,
                        detailsUrl: c.html_url ?? null,
                        summary: c.output?.summary ?? null,
                      })),
                    },
                  },
                ],
              },
            },
          ]),
        ),
      };
    return undefined;
  };

  await page.route('https://api.github.com/**', async (route) => {
    const request = route.request();
    const url = new URL(request.url());
    const path = url.pathname;
    if (path === '/user') return json(route, user);
    if (path === '/graphql') {
      const data = graphql(String((request.postDataJSON() as { query?: string }).query ?? ''));
      if (data) return json(route, { data });
    }
    if (/^\/repos\/[^/]+\/[^/]+\/collaborators\//.test(path)) return route.fulfill({ status: 204, body: '' });
    if (/\/git\/trees\//.test(path))
      return json(route, { sha: headId, truncated: false, tree: Object.keys(files).map((p) => ({ path: p, mode: '100644', type: 'blob', sha: idOf(p), size: files[p]!.length })) });
    if (/\/commits$/.test(path))
      return json(route, url.searchParams.get('path') && files[url.searchParams.get('path')!] !== undefined ? [{ sha: headId, commit: { committer: { date: changedAt } } }] : []);
    if (/\/commits\/[^/]+\/check-runs$/.test(path)) return json(route, { total_count: github.checks.length, check_runs: github.checks });
    if (/\/commits\/[^/]+\/status$/.test(path)) return json(route, { state: 'pending', statuses: [] });
    if (/\/pulls$/.test(path)) return json(route, []);
    github.unanswered.push(`${request.method()} ${request.url()}`);
    return json(route, { message: 'Not Found' }, 404);
  });
  return github;
}
