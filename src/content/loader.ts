import { existsSync, readFileSync } from 'node:fs';
import { glob } from 'astro/loaders';
import type { Loader, LoaderContext } from 'astro/loaders';
import { parse } from 'yaml';
import { z } from 'astro/zod';
import { EditorError, editorError, problemsError } from '../core/editor-errors';
import { fieldRefusals } from '../core/safety';
import { assertOnlyContent } from './body-check';
import { prepareBody } from '../integrations/content-bodies';
import { foreignNameError } from '../lib/word-names';
import { deadLinks } from '../lib/link-check';
import type { StoredEntry } from '../lib/content-paths';

/*
 * Every collection loads through `contentGlob`, Astro's glob loader with three changes:
 *
 * 1. Dates as written. Astro's YAML reader turns 2026-13-01 into 1 January 2027 before any schema sees
 *    it; the entry's YAML is read again with the `yaml` package, which keeps dates as text for the
 *    schema's `day()` to check.
 * 2. Mistakes in an editor's words: a schema's refusal becomes an EditorError naming the file, the line
 *    and the field counted from 1, and `npm run dev` shows it in the page (src/middleware.ts reads it
 *    from the `contentProblems` collection below).
 * 3. Content can only be content (src/core/safety.ts): HTML in a field, and in a page's text
 *    anything but words, links and the site's components, stop the content sync, the build's first step,
 *    so a page's text is refused before MDX compiles it and a bad file costs seconds, not a build.
 *
 * An entry is stored as its file writes it, {tokens} included: pages fill them as they render
 * (src/lib/facts.ts), so an entry depends on its own file only and Astro's digest of it is enough.
 */

/** An entry's data as its file writes it: the YAML of a data file, or an MDX file's frontmatter. */
function rawData(file: string): Record<string, unknown> | undefined {
  if (!existsSync(file)) return undefined;
  const source = readFileSync(file, 'utf8');
  const yaml = /\.ya?ml$/.test(file) ? source : /^---\r?\n([\s\S]*?)\r?\n---/.exec(source)?.[1];
  if (yaml === undefined) return undefined;
  const data: unknown = parse(yaml);
  return data && typeof data === 'object' && !Array.isArray(data) ? (data as Record<string, unknown>) : undefined;
}

/** Refuses, naming the file, the line and the fix, a field or a page's text that holds something other than content. */
function assertContent(file: string, data: Record<string, unknown> | undefined): void {
  const [field] = fieldRefusals(data);
  if (field) throw editorError({ file, field: field.field }, field.problem, field.fix);
  // The words of another language (content/i18n/<kind>/it.yaml) keep the English words' {names}, untranslated.
  const english = file.replace(/(content\/i18n\/[\w-]+\/)(?!en\.)[a-z]{2}\.yaml$/, '$1en.yaml');
  if (english !== file && data) {
    const refused = foreignNameError(file, rawData(english), data);
    if (refused) throw refused;
  }
  if (/\.mdx$/.test(file)) prepareBody(readFileSync(file, 'utf8'), file);
  else if (/\.md$/.test(file)) assertOnlyContent(readFileSync(file, 'utf8'), file);
}

/** The field path and words of each problem in Astro's schema error ("  **sections.1.cards.3.text**: Too small…"). */
function schemaIssues(message: string): { field: (string | number)[]; words: string }[] {
  return [...message.matchAll(/^\s*\*\*(.*?)\*\*: (.*)$/gm)].map((m) => ({
    field: (m[1] ?? '').split('.').filter(Boolean).map((part) => (/^\d+$/.test(part) ? Number(part) : part)),
    words: m[2] ?? '',
  }));
}

/** The schema's refusal as one paragraph in an editor's words, naming the file, line and field of the first problem. */
function editorWordsFor(error: unknown, absoluteFile: string): EditorError {
  if (error instanceof EditorError) return error;
  const message = error instanceof Error ? error.message : String(error);
  const issues = schemaIssues(message);
  return issues.length ? problemsError(absoluteFile, issues) : editorError({ file: absoluteFile }, message.replace(/\*\*/g, ''));
}

/**
 * The build's content sync (one with no watcher: `npm run build`, `astro sync`, `astro check`): a
 * file's mistake is kept and the other files still load, so that, once every collection has loaded,
 * the sync stops with every mistake at once, one paragraph a file, links to missing pages included
 * (src/lib/link-check.ts), before anything is bundled. A refused file is never stored.
 */
interface Sync {
  /** Collections still loading. */
  loading: number;
  stores: Map<string, LoaderContext['store']>;
  problems: EditorError[];
  /** The entries refused, as their files write them: their addresses still exist for the link check. */
  refused: StoredEntry[];
  loaded: () => void;
  /** Settles once every collection has loaded: rejects with the mistakes. */
  checked: Promise<void>;
}

/** How many collections load through contentGlob (each calls it once as content.config.ts loads). */
let globCollections = 0;
let sync: Sync | undefined;

function startSync(): Sync {
  let loaded = () => {};
  const all = new Promise<void>((resolve) => (loaded = resolve));
  const next: Sync = { loading: globCollections, stores: new Map(), problems: [], refused: [], loaded, checked: Promise.resolve() };
  next.checked = all.then(() => {
    const entries = [...next.stores].flatMap(([collection, store]) => store.values().map((entry) => ({ ...entry, collection })));
    const problems = [...next.problems, ...deadLinks(entries, next.refused)].map((p) => p.message).sort();
    if (problems.length) throw new EditorError(problems.join('\n\n'));
  });
  // Each collection's load awaits it; the last may have ended with an error of its own.
  next.checked.catch(() => {});
  return next;
}

/*
 * `npm run dev` keeps running when an editor saves a mistake: the mistakes of the refused files are the one
 * entry (`content`) of the `contentProblems` collection, which src/middleware.ts reads and shows in the page.
 * Astro's data store is the channel because the loaders and the pages run in separate module graphs.
 * Mistakes found before that collection has loaded wait in `problems`.
 */
const problems = new Map<string, string>();
let problemStore: LoaderContext['store'] | undefined;
const publishProblems = () => problemStore?.set({ id: 'content', data: { byFile: Object.fromEntries(problems) } });

function setProblem(file: string, problem: Error): void {
  problems.set(file, problem.message);
  publishProblems();
}

function clearProblem(file: string): void {
  if (problems.delete(file)) publishProblems();
}

/** The loader of the `contentProblems` collection: the mistakes of content/ that `npm run dev` shows, none in a build. */
export const contentProblemsLoader: Loader = {
  name: 'content-problems',
  schema: z.object({ byFile: z.record(z.string(), z.string()) }),
  load: async ({ store }) => {
    problemStore = store;
    publishProblems();
  },
};

/** The glob loader, with dates as written and mistakes in an editor's words. */
export function contentGlob(options: Parameters<typeof glob>[0]): Loader {
  const loader = glob(options);
  globCollections++;
  return {
    ...loader,
    load: async (context: LoaderContext) => {
      if (!context.watcher) return loadAll(context);
      // A saved file's old mistake goes with the save: the parse below names it again if it is still there.
      // (A file put back as Astro last held it is not parsed again, so this is what clears the page in `npm run dev`.)
      // Registered before the glob loader's own listener, so it runs first.
      context.watcher.on('all', (_event, file) => clearProblem(file));
      return loader.load({
        ...context,
        parseData: async (props) => {
          const file = props.filePath ?? '';
          try {
            const parsed = (await parseChecked(context, props)) as typeof props.data;
            clearProblem(file);
            return parsed;
          } catch (error) {
            const problem = editorWordsFor(error, file);
            setProblem(file, problem);
            throw problem;
          }
        },
      });
    },
  };

  /** The build's load: every file parsed, the refused ones kept out of the store, then the check of the whole sync. */
  async function loadAll(context: LoaderContext): Promise<void> {
    const current = (sync ??= startSync());
    const refused = new Set<string>();
    // Astro's glob loader stores what parseData returns: a refused file's entry is left out (and an older one of it deleted).
    const store = new Proxy(context.store, {
      get(target, key) {
        if (key === 'set') return (entry: { id: string }) => (refused.has(entry.id) ? (target.delete(entry.id), false) : target.set(entry as Parameters<typeof target.set>[0]));
        const value: unknown = Reflect.get(target, key);
        return typeof value === 'function' ? value.bind(target) : value;
      },
    });
    try {
      await loader.load({
        ...context,
        store,
        parseData: async (props) => {
          try {
            return (await parseChecked(context, props)) as typeof props.data;
          } catch (error) {
            refused.add(props.id);
            current.refused.push({ collection: context.collection, id: props.id, data: props.data, filePath: props.filePath });
            current.problems.push(editorWordsFor(error, props.filePath ?? ''));
            return props.data;
          }
        },
      });
    } finally {
      current.stores.set(context.collection, context.store);
      if (--current.loading === 0) {
        sync = undefined;
        current.loaded();
      }
    }
    await current.checked;
  }
}

/** An entry's data checked: dates as written, content only, then the collection's schema. */
async function parseChecked(context: LoaderContext, props: Parameters<LoaderContext['parseData']>[0]) {
  const file = props.filePath ?? '';
  const data = (file && rawData(file)) || props.data;
  if (file) assertContent(file, data as Record<string, unknown> | undefined);
  return context.parseData({ ...props, data: data as typeof props.data });
}
