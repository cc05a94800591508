/*
 * "Saved" in the editor means the change is in the firm's repository; the site is live only once the
 * host has built it, and a build that stops on a mistake publishes nothing. The editor says which
 * (src/admin/build-status.ts): for the open entry, it reads from GitHub's API the checks and statuses
 * the builds report on the commits (the host's deploy and the CI check), and words them here.
 */

/** Where an entry's files are, by collection (written into the editor's bundle at build time). */
export type EntryLocations = Record<string, { folder?: string; extension?: string; twins?: boolean; files?: Record<string, string[]> }>;

/** The collections of the editor's configuration, as far as where their files are. */
interface LocatedCollection {
  name: string;
  folder?: string;
  extension?: string;
  i18n?: unknown;
  files?: { name: string; file: string }[];
}

/** Where every collection's entries are, from the editor's configuration. */
export function entryLocations(config: { collections: LocatedCollection[]; i18n?: { locales?: string[] } }): EntryLocations {
  const locales = config.i18n?.locales ?? [];
  const out: EntryLocations = {};
  for (const c of config.collections) {
    if (c.files) out[c.name] = { files: Object.fromEntries(c.files.map((f) => [f.name, f.file.includes('{{locale}}') ? locales.map((l) => f.file.replace('{{locale}}', l)) : [f.file]])) };
    else if (c.folder) out[c.name] = { folder: c.folder.replace(/\/\{\{locale\}\}$/, ''), extension: c.extension, twins: c.folder.endsWith('/{{locale}}') };
  }
  return out;
}

/** The entry an address of the editor shows (#/collections/pages/entries/about), with its files; undefined elsewhere. */
export function entryOf(hash: string, locations: EntryLocations, otherLocales: string[] = ['it']): { collection: string; slug: string; paths: string[] } | undefined {
  const match = /^#\/collections\/([^/]+)\/entries\/(.+?)\/?$/.exec(decodeURIComponent(hash));
  if (!match) return undefined;
  const [, collection, slug] = match as unknown as [string, string, string];
  const where = locations[collection];
  if (!where) return undefined;
  if (where.files) return where.files[slug] ? { collection, slug, paths: where.files[slug] } : undefined;
  const path = `${where.folder}/${slug}.${where.extension}`;
  return { collection, slug, paths: where.twins ? [path, ...otherLocales.map((l) => `${where.folder}/${l}/${slug}.${where.extension}`)] : [path] };
}

/** A check run as GitHub's API gives it (GET /repos/{repo}/commits/{ref}/check-runs). */
export interface CheckRun {
  name: string;
  status: string;
  conclusion: string | null;
  html_url?: string;
  details_url?: string;
  output?: { title?: string | null; summary?: string | null };
}

/** A commit status as GitHub's API gives it (GET /repos/{repo}/commits/{ref}/status). */
export interface CommitStatus {
  context: string;
  state: string;
  description?: string | null;
  target_url?: string | null;
}

/** What the builds said about one commit. */
export interface BuildState {
  state: 'passed' | 'building' | 'refused' | 'none';
  /** The builds that refused it: their name, what they said, and their report. */
  refusals: { name: string; said: string; url?: string }[];
}

const failed = new Set(['failure', 'error', 'timed_out', 'cancelled', 'action_required', 'startup_failure']);

/** The checks and statuses of one commit, summed up: refused if any build refused it, building while any runs. */
export function buildState(checkRuns: CheckRun[], statuses: CommitStatus[]): BuildState {
  const refusals = [
    ...checkRuns
      .filter((c) => c.status === 'completed' && failed.has(c.conclusion ?? ''))
      .map((c) => ({ name: c.name, said: [c.output?.title, c.output?.summary].filter(Boolean).join(': '), url: c.html_url ?? c.details_url })),
    ...statuses.filter((s) => failed.has(s.state)).map((s) => ({ name: s.context, said: s.description ?? '', url: s.target_url ?? undefined })),
  ];
  if (refusals.length > 0) return { state: 'refused', refusals };
  if (checkRuns.some((c) => c.status !== 'completed') || statuses.some((s) => s.state === 'pending')) return { state: 'building', refusals };
  if (checkRuns.length + statuses.length === 0) return { state: 'none', refusals };
  return { state: 'passed', refusals };
}
