import site from 'virtual:editor-site';
import { buildState, entryOf, type BuildState, type CheckRun, type CommitStatus } from '../lib/editor/build-status';

/*
 * A small notice at the foot of the editor: is the site live with the latest change, being built, or
 * did the build refuse it (and what it said)? Read from GitHub's API with the editor's own sign-in, for
 * the branch the site is built from and, for an open entry, its last change and its change waiting
 * to be published. Worded in src/lib/editor/build-status.ts.
 */

const api = 'https://api.github.com';
const [owner] = site.repository.split('/');

/** The GitHub token the editor signed in with, if it signed in with GitHub (not a folder on this computer). */
function token(): string | undefined {
  try {
    const user = JSON.parse(localStorage.getItem('sveltia-cms.user') ?? '{}') as { backendName?: string; token?: string };
    return user.backendName === 'github' ? user.token : undefined;
  } catch {
    return undefined;
  }
}

async function get<T>(path: string): Promise<T | undefined> {
  const signedIn = token();
  const response = await fetch(`${api}/repos/${site.repository}${path}`, {
    headers: { Accept: 'application/vnd.github+json', ...(signedIn ? { Authorization: `Bearer ${signedIn}` } : {}) },
  });
  if (response.status === 404 || response.status === 401 || response.status === 403) return undefined;
  if (!response.ok) throw new Error(`GitHub answered ${response.status}`);
  return (await response.json()) as T;
}

/** What the builds said about a commit (a branch name or a commit's id). */
async function stateOf(ref: string): Promise<BuildState | undefined> {
  const [checks, status] = await Promise.all([
    get<{ check_runs: CheckRun[] }>(`/commits/${encodeURIComponent(ref)}/check-runs?per_page=100`),
    get<{ statuses: CommitStatus[] }>(`/commits/${encodeURIComponent(ref)}/status`),
  ]);
  if (!checks && !status) return undefined;
  return buildState(checks?.check_runs ?? [], status?.statuses ?? []);
}

type Commit = { sha: string; commit: { committer?: { date?: string }; author?: { date?: string } } };
const dateOf = (c: Commit) => c.commit.committer?.date ?? c.commit.author?.date ?? '';
const when = (iso: string) => new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit', timeZone: 'Europe/London' }).format(new Date(iso));

/** The notice's element, made once. */
function notice(): HTMLElement {
  let box = document.getElementById('build-status');
  if (box) return box;
  box = document.createElement('aside');
  box.id = 'build-status';
  box.setAttribute('role', 'status');
  box.setAttribute('aria-label', 'Publishing');
  const style = box.style;
  Object.assign(style, {
    position: 'fixed',
    left: '12px',
    bottom: '12px',
    zIndex: '1000',
    maxWidth: 'min(28rem, calc(100vw - 24px))',
    padding: '8px 12px',
    borderRadius: '8px',
    font: '14px/1.45 system-ui, sans-serif',
    boxShadow: '0 2px 10px rgb(0 0 0 / 0.2)',
  });
  document.body.append(box);
  return box;
}

const colours = { passed: ['#e7f5ec', '#14532d'], building: ['#fff7e0', '#5c4400'], refused: ['#fdecec', '#7f1d1d'], none: ['#f1f3f5', '#1f2933'] } as const;

/** What the notice said when it was hidden: it stays hidden until it has something else to say. */
let hidden = '';

/** Shows `lines` (text, and a link where given) in the colours of `state`. */
function show(state: keyof typeof colours, lines: { text: string; link?: { href: string; label: string } }[]) {
  const box = notice();
  const said = JSON.stringify(lines);
  box.hidden = said === hidden;
  box.dataset.state = state;
  box.style.background = colours[state][0];
  box.style.color = colours[state][1];
  // It sits over the foot of the form: it can be put away.
  const close = document.createElement('button');
  close.type = 'button';
  close.textContent = '×';
  close.setAttribute('aria-label', 'Hide this notice');
  Object.assign(close.style, { float: 'right', marginLeft: '8px', border: '0', background: 'none', color: 'inherit', font: 'inherit', fontSize: '18px', lineHeight: '1', cursor: 'pointer' });
  close.addEventListener('click', () => {
    hidden = said;
    box.hidden = true;
  });
  box.replaceChildren(
    close,
    ...lines.map(({ text, link }) => {
      const p = document.createElement('p');
      p.style.margin = '0';
      p.append(text);
      if (link) {
        const a = document.createElement('a');
        a.href = link.href;
        a.target = '_blank';
        a.rel = 'noreferrer';
        a.textContent = link.label;
        a.style.color = 'inherit';
        p.append(' ', a);
      }
      return p;
    }),
  );
}

/** The lines for what the builds said. */
function said(state: BuildState): { text: string; link?: { href: string; label: string } }[] {
  return state.refusals.map((r) => ({ text: `${r.name}: ${r.said || 'stopped.'}`, ...(r.url ? { link: { href: r.url, label: 'Open its report' } } : {}) }));
}

let run = 0;
let again: ReturnType<typeof setTimeout> | undefined;

/** Reads the state for the address the editor shows and updates the notice; again in 30 s while a build runs. */
async function updateBuildStatus(): Promise<void> {
  const mine = ++run;
  clearTimeout(again);
  // Working on a folder of this computer, or before sign-in: nothing here is published by a save.
  if (!token()) {
    document.getElementById('build-status')?.remove();
    return;
  }
  const entry = entryOf(location.hash, site.entries);
  try {
    const [live, last, waiting] = await Promise.all([
      stateOf(site.branch),
      entry ? Promise.all(entry.paths.map((p) => get<Commit[]>(`/commits?sha=${encodeURIComponent(site.branch)}&path=${encodeURIComponent(p)}&per_page=1`))) : undefined,
      entry ? get<{ head: { sha: string } }[]>(`/pulls?state=open&head=${encodeURIComponent(`${owner}:cms/${entry.collection}/${entry.slug}`)}`) : undefined,
    ]);
    if (mine !== run) return;
    if (!live) {
      show('none', [{ text: `The site’s builds cannot be read from ${site.repository}.` }]);
      return;
    }
    const lastChange = (last ?? [])
      .flat()
      .filter((c): c is Commit => Boolean(c))
      .map(dateOf)
      .sort()
      .at(-1);
    const lines: { text: string; link?: { href: string; label: string } }[] = [];
    const changed = lastChange ? ` This page was last changed on ${when(lastChange)}.` : '';
    if (live.state === 'passed') lines.push({ text: `Live: the site’s last build passed.${changed}` });
    if (live.state === 'building') lines.push({ text: `Publishing: the site is being built (about two minutes).${changed}` });
    if (live.state === 'none') lines.push({ text: `No build has reported on the latest change yet.${changed}` });
    if (live.state === 'refused')
      lines.push({ text: `Not published: the site’s last build stopped on a mistake, so the site still shows the version before it. Correct it and save again.${changed}` }, ...said(live));
    let shown: BuildState['state'] = live.state;
    const pending = waiting?.[0];
    if (pending) {
      const check = await stateOf(pending.head.sha);
      if (mine !== run) return;
      if (check?.state === 'refused') {
        lines.push({ text: 'Your saved change waiting to be published was refused by the checks: it cannot be published until it is corrected.' }, ...said(check));
        shown = 'refused';
      } else if (check?.state === 'building') lines.push({ text: 'Your saved change waiting to be published is being checked.' });
      else if (check?.state === 'passed') lines.push({ text: 'Your saved change waiting to be published passed the checks: set it to Ready and publish it.' });
    }
    show(shown, lines);
    if (shown === 'building') again = setTimeout(() => void updateBuildStatus(), 30_000);
  } catch {
    if (mine === run) show('none', [{ text: 'Whether the site is live could not be read from GitHub (no connection?).' }]);
  }
}

/** Starts the notice: now, at every change of address, and after every save. */
export function startBuildStatus(onSave: (handler: () => void) => void): void {
  addEventListener('hashchange', () => void updateBuildStatus());
  onSave(() => void updateBuildStatus());
  void updateBuildStatus();
}
