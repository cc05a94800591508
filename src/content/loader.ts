import { existsSync, readFileSync } from 'node:fs';
import { glob } from 'astro/loaders';
import type { Loader, LoaderContext } from 'astro/loaders';
import { parse } from 'yaml';
import { EditorError, editorError, problemsError } from './editor-errors';
import { contentProblems } from '../lib/content-problems';
import { fieldRefusals } from './safety';
import { assertOnlyContent } from './body-check';
import { prepareBody } from '../integrations/content-bodies';
import { foreignNameError } from '../lib/word-names';

/*
 * Every collection loads through `contentGlob`, Astro's glob loader with three changes:
 *
 * 1. Dates as written. Astro's YAML reader turns 2026-13-01 into 1 January 2027 before any schema sees
 *    it; the entry's YAML is read again with the `yaml` package, which keeps dates as text for the
 *    schema's `day()` to check.
 * 2. Mistakes in an editor's words: a schema's refusal becomes an EditorError naming the file, the line
 *    and the field counted from 1, and `npm run dev` shows it in the page (src/middleware.ts).
 * 3. Content can only be content (src/content/safety.ts): HTML in a field, and in a page's text
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
export function editorWordsFor(error: unknown, absoluteFile: string): EditorError {
  if (error instanceof EditorError) return error;
  const message = error instanceof Error ? error.message : String(error);
  const issues = schemaIssues(message);
  return issues.length ? problemsError(absoluteFile, issues) : editorError({ file: absoluteFile }, message.replace(/\*\*/g, ''));
}

/** The glob loader, with dates as written and mistakes in an editor's words. */
export function contentGlob(options: Parameters<typeof glob>[0]): Loader {
  const loader = glob(options);
  return {
    ...loader,
    load: (context: LoaderContext) => {
      // A saved file's old mistake goes with the save: the parse below names it again if it is still there.
      // (A file put back as Astro last held it is not parsed again, so this is what clears the page in `npm run dev`.)
      // Registered before the glob loader's own listener, so it runs first.
      context.watcher?.on('all', (_event, file) => contentProblems.clear(file));
      return loader.load({
        ...context,
        parseData: async (props) => {
          const file = props.filePath ?? '';
          try {
            const data = (file && rawData(file)) || props.data;
            if (file) assertContent(file, data as Record<string, unknown> | undefined);
            const parsed = await context.parseData({ ...props, data: data as typeof props.data });
            contentProblems.clear(file);
            return parsed;
          } catch (error) {
            const problem = editorWordsFor(error, file);
            contentProblems.set(file, problem);
            throw problem;
          }
        },
      });
    },
  };
}
