import { getCollection } from 'astro:content';
import { type Locale, localisedPath, otherLocale } from '../config/locale';
import { contentRoutes, routedCollections } from './content-routes';
import { normalisePath } from './content-paths';
import { sitePaths } from './link-check';

export { normalisePath } from './content-paths';

/**
 * Which site paths the build publishes, so navigation and content can point at a planned page
 * without ever rendering a broken link: a link to a page that does not exist yet is left out
 * (or shown as plain text) and the build warns once, naming it.
 */

let cache: Promise<Set<string>> | undefined;

/** Every path the build publishes (src/lib/link-check.ts), from the collections as they are now. */
export function publishedPaths(): Promise<Set<string>> {
  cache ??= (async () => sitePaths((await Promise.all([...routedCollections, 'blog' as const].map((c) => getCollection(c)))).flat()))();
  return cache;
}

const warned = new Set<string>();

/**
 * True when `href` leads somewhere: an external, tel: or mailto: link, an in-page anchor, or a
 * site path the build publishes. Warns once per unpublished path.
 */
export async function isPublished(href: string): Promise<boolean> {
  if (!href.startsWith('/')) return true; // anchors, contact:, tel:, mailto:, https:
  const ok = (await publishedPaths()).has(normalisePath(href));
  if (!ok && !warned.has(href)) {
    warned.add(href);
    console.warn(`[links] ${normalisePath(href)} has no page yet: links to it are not shown.`);
  }
  return ok;
}

/** Keeps the items whose `href` is published, preserving order. */
export async function onlyPublished<T extends { href?: string | undefined }>(items: T[]): Promise<T[]> {
  const keep = await Promise.all(items.map((item) => (item.href ? isPublished(item.href) : Promise.resolve(true))));
  return items.filter((_, i) => keep[i]);
}

/**
 * The address of the page at `path` in the other language, when that page exists: a content page's
 * twin from the route list, or the same address under the other language's prefix for the pages in
 * src/pages (the search pages).
 */
export async function twinOf(path: string, locale: Locale): Promise<string | undefined> {
  const clean = normalisePath(path);
  const other = otherLocale(locale);
  const content = (await contentRoutes()).find((r) => r.route === clean);
  if (content) return content.twin;
  const mirror = localisedPath(clean, locale, other);
  return (await publishedPaths()).has(mirror) ? mirror : undefined;
}
