import { getCollection, type CollectionEntry } from 'astro:content';
import { locales, type Locale } from '../config/locale';
import { localisedPath, routeOf, routedCollections, type RoutedCollection } from './content-paths';

export { localisedPath, routedCollections, type RoutedCollection } from './content-paths';

/**
 * The one list of content routes: every published content entry with its address, its language and
 * the address of its twin in the other language. The catch-all route, the published list,
 * breadcrumbs, hreflang and the language switcher all read it (built once per build, then cached).
 * The file's path below content/<collection>/ is the page's path below the collection's base.
 * (The blog has its own routes under /blog/making-tax-digital.)
 */
export interface ContentRoute {
  /** The page's address, without a trailing slash ('/', '/about', '/it/about'). */
  route: string;
  collection: RoutedCollection;
  entry: CollectionEntry<RoutedCollection>;
  locale: Locale;
  /** The address of the same page in the other language, when that page exists. */
  twin: string | undefined;
}

let cache: Promise<ContentRoute[]> | undefined;

/** Every published content route. Two entries claiming one address stop the build. */
export function contentRoutes(): Promise<ContentRoute[]> {
  cache ??= (async () => {
    const list: Omit<ContentRoute, 'twin'>[] = [];
    const seen = new Map<string, string>();
    for (const collection of routedCollections) {
      for (const entry of await getCollection(collection, (e) => !e.data.draft)) {
        const { route, locale } = routeOf(collection, entry.id);
        const where = `content/${collection}/${entry.id}`;
        if (seen.has(route)) throw new Error(`${where} and ${seen.get(route)} both want the address ${route}.`);
        seen.set(route, where);
        list.push({ route, collection, entry, locale });
      }
    }
    return list.map((item) => {
      const other = locales.find((l) => l !== item.locale) as Locale;
      const twin = localisedPath(item.route, item.locale, other);
      return { ...item, twin: seen.has(twin) ? twin : undefined };
    });
  })();
  return cache;
}
