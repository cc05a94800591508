import { readFileSync } from 'node:fs';
import { getCollection } from 'astro:content';
import { contentRoutes } from './content-routes';
import { didYouMean, editorError, type Place } from '../content/editor-errors';
import { normalisePath, publishedPaths } from './published';
import { menus } from './navigation';

/*
 * Every link an editor writes must lead to a page the build publishes: in a page's fields (a button's
 * or a card's href, navGroup), in its text ([words](/path), href="/path"), in a testimonial's `pages`
 * and in the menus. A link to a missing page stops the build with the file, the line or field, and the
 * nearest existing address; a mistyped link is never published, and never silently dropped.
 */

/** True for a link that leaves the site or stays on the page (https:, tel:, mailto:, #anchor, contact:phone). */
const external = (href: string) => !href.startsWith('/');

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
      if ((key === 'href' || key === 'navGroup') && typeof item === 'string') yield { href: item, field: [...path, key] };
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

/** Stops the build (or shows the error in `npm run dev`) at the first link to a page that does not exist. */
export async function assertLinksLeadSomewhere(): Promise<void> {
  const paths = await publishedPaths();
  const ok = (href: string) => external(href) || paths.has(normalisePath(href));
  const entries = [...(await contentRoutes()).map((r) => r.entry), ...(await getCollection('blog', (e) => !e.data.draft)), await menus()];
  for (const entry of entries) {
    const file = entry.filePath ?? `content/${entry.collection}/${entry.id}`;
    for (const { href, field } of fieldLinks(entry.data)) if (!ok(href)) throw deadLink({ file, field }, href, paths);
    if (entry.filePath) for (const { href, line } of bodyLinks(entry.filePath)) if (!ok(href)) throw deadLink({ file, line }, href, paths);
  }
  for (const testimonial of await getCollection('testimonials', (e) => !e.data.draft)) {
    const file = testimonial.filePath ?? `content/testimonials/${testimonial.id}`;
    testimonial.data.pages.forEach((page, i) => {
      if (!paths.has(normalisePath(page))) throw deadLink({ file, field: ['pages', i] }, page, paths);
    });
  }
}

