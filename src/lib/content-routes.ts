import { getCollection, type CollectionEntry } from 'astro:content';
import { defaultLocale, type Locale, locales, localisedPath } from '../config/locale';
import { routeOf, routedCollections, type RoutedCollection } from './content-paths';
import { filledEntry } from './facts';
import { assertCardIcons, withEnglishArt, type ArtData } from './shared-art';

export { routedCollections, type RoutedCollection } from './content-paths';

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

/** Every published content route, each entry's {tokens} filled with the firm's facts as they are now (src/lib/facts.ts). */
export async function contentRoutes(): Promise<ContentRoute[]> {
  return Promise.all((await storedRoutes()).map(async (route) => ({ ...route, entry: await filledEntry(route.entry) })));
}

/** Every published content route, entries as stored (tokens as written). Two entries claiming one address stop the build. */
export function storedRoutes(): Promise<ContentRoute[]> {
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
    const routes = list.map((item) => {
      const other = locales.find((l) => l !== item.locale) as Locale;
      const twin = localisedPath(item.route, item.locale, other);
      return { ...item, twin: seen.has(twin) ? twin : undefined };
    });
    return routes.map((item) => ({ ...item, entry: withSharedArt(item, routes) }));
  })();
  return cache;
}

/** The file of an entry, from the project folder. */
const fileOf = (entry: CollectionEntry<RoutedCollection>) => entry.filePath ?? `content/${entry.collection}/${entry.id}`;

/**
 * An entry whose icons and illustration are its English page's when it is an Italian twin
 * (src/lib/shared-art.ts); an English page (or an Italian one without a twin) must name every card's icon.
 */
function withSharedArt(item: ContentRoute, routes: ContentRoute[]): CollectionEntry<RoutedCollection> {
  const { entry } = item;
  if (!('hero' in entry.data)) return entry;
  const english = item.locale !== defaultLocale && item.twin ? routes.find((r) => r.route === item.twin)?.entry : undefined;
  if (!english || !('hero' in english.data)) {
    assertCardIcons(entry.data, fileOf(entry), (href) => iconIn(routes, href));
    return entry;
  }
  return { ...entry, data: withEnglishArt(entry.data, english.data as ArtData, { italian: fileOf(entry), english: fileOf(english) }) } as CollectionEntry<RoutedCollection>;
}

/** The `icon:` of the page at `path` among `routes` (an Italian page's is its English twin's). */
function iconIn(routes: ContentRoute[], path: string): string | undefined {
  const find = (route: string | undefined) => routes.find((r) => r.route === route);
  const page = find((path.split(/[?#]/)[0] ?? '').replace(/(.)\/+$/, '$1'));
  const english = page && page.locale !== defaultLocale && page.twin ? find(page.twin) : page;
  return english && 'icon' in english.entry.data ? english.entry.data.icon : undefined;
}

/** `iconOfPage` for many pages at once, without waiting for each. */
export const pageIcons = async () => {
  const routes = await contentRoutes();
  return (path: string) => iconIn(routes, path);
};
