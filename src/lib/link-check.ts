import { readFileSync } from 'node:fs';
import { didYouMean, editorError, type EditorError, type Place } from '../core/editor-errors';
import { normalisePath, publishedPathsOf, routedCollections, type StoredEntry } from './content-paths';

/*
 * Every link an editor writes must lead to a page the build publishes: in a page's or a post's fields
 * (a button's or a card's href, navGroup), in its text ([words](/path), href="/path"), in a
 * testimonial's `pages` and in the menus. A link to a missing page stops the build with the file, the
 * line or field, and the nearest existing address; a mistyped link is never published, and never
 * silently dropped. The content sync checks it as it ends, before anything is bundled
 * (src/content/loader.ts); `npm run dev` shows it in the open page (src/middleware.ts).
 */

/** Route files under src/pages; dynamic ones ([param]) serve content entries. */
const pageFiles = Object.keys(import.meta.glob('/src/pages/**/*.{astro,md,mdx,ts}'));

/** Every path the build publishes, from the entries of the collections (src/lib/content-paths.ts). */
export const sitePaths = (entries: readonly StoredEntry[]) => publishedPathsOf(entries, pageFiles);

/** The collections whose entries hold links an editor writes. */
export const linkedCollections = [...routedCollections, 'blog', 'navigation', 'testimonials'] as const;

/** The error for a link to a page that does not exist. */
function deadLink(place: Place, href: string, paths: Set<string>) {
  return editorError(place, `the link ${href} leads to no page.`, didYouMean(normalisePath(href), paths, 'Link to a page that exists, or add the page first.'));
}

/** Each href in an entry's fields, with its field path: every `href` key, and `navGroup`. */
function* fieldLinks(value: unknown, path: (string | number)[] = []): Generator<{ href: string; field: (string | number)[] }> {
  if (Array.isArray(value)) {
    for (const [i, item] of value.entries()) yield* fieldLinks(item, [...path, i]);
  } else if (value && typeof value === 'object' && !(value instanceof Date)) {
    for (const [key, item] of Object.entries(value)) {
      if ((key === 'href' || key === 'navGroup' || key === 'group') && typeof item === 'string') yield { href: item, field: [...path, key] };
      else yield* fieldLinks(item, [...path, key]);
    }
  }
}

/** Each site link in an MDX file's text, with its line: [words](/path) and href="/path". */
function* bodyLinks(file: string): Generator<{ href: string; line: number }> {
  const source = readFileSync(file, 'utf8');
  const bodyAt = /^---\r?\n[\s\S]*?\r?\n---/.exec(source)?.[0].length ?? 0;
  const pattern = /\]\((\/[^)\s]*)\)|href=["'](\/[^"']*)["']/g;
  for (const m of source.slice(bodyAt).matchAll(pattern)) {
    yield { href: (m[1] ?? m[2])!, line: source.slice(0, bodyAt + m.index).split('\n').length };
  }
}

/**
 * Every link to a page that does not exist, in the published entries of the collections (`entries`:
 * all of them, drafts included), one a file. `refused`: entries the content sync refused, whose
 * addresses still count (the editor fixes the file, not the links to it).
 */
export function deadLinks(entries: readonly StoredEntry[], refused: readonly StoredEntry[] = []): EditorError[] {
  const paths = sitePaths([...entries, ...refused]);
  const ok = (href: string) => !href.startsWith('/') || paths.has(normalisePath(href));
  const problems: EditorError[] = [];
  for (const entry of entries) {
    if (entry.data.draft) continue;
    const file = entry.filePath ?? `content/${entry.collection}/${entry.id}`;
    if (entry.collection === 'testimonials') {
      const pages = Array.isArray(entry.data.pages) ? entry.data.pages : [];
      pages.forEach((page, i) => {
        if (!paths.has(normalisePath(String(page)))) problems.push(deadLink({ file, field: ['pages', i] }, String(page), paths));
      });
      continue;
    }
    const fieldProblem = [...fieldLinks(entry.data)].find(({ href }) => !ok(href));
    const bodyProblem = entry.filePath && /\.mdx?$/.test(entry.filePath) ? [...bodyLinks(entry.filePath)].find(({ href }) => !ok(href)) : undefined;
    // One mistake a file, as for every other mistake: the first in its fields, else in its text.
    if (fieldProblem) problems.push(deadLink({ file, field: fieldProblem.field }, fieldProblem.href, paths));
    else if (bodyProblem) problems.push(deadLink({ file, line: bodyProblem.line }, bodyProblem.href, paths));
  }
  return problems;
}
