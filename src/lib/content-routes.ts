import { getCollection, type CollectionEntry, type CollectionKey } from 'astro:content';
import { defaultLocale, locales, type Locale } from '../config/locale';
import { assertCardIcons, withEnglishArt, type ArtData } from './shared-art';

/**
 * The one list of content routes: every published content entry with its address, its language and
 * the address of its twin in the other language. The catch-all route, the published list,
 * breadcrumbs, hreflang and the language switcher all read it (built once per build, then cached).
 * The file's path below content/<collection>/ is the page's path below the collection's base.
 * (The blog has its own routes under /blog/making-tax-digital.)
 */
const englishRoutes = {
  /** content/pages/about.mdx → /about; home.mdx → / */
  pages: (id: string) => (id === 'home' ? '/' : `/${id}`),
  /** content/services/accounting.mdx → /services/accounting; index.mdx → /services */
  services: (id: string) => (id === 'index' ? '/services' : `/services/${id}`),
  /** content/industries/ecommerce.mdx → /industries/ecommerce; index.mdx → /industries */
  industries: (id: string) => (id === 'index' ? '/industries' : `/industries/${id}`),
  /** content/landings/services/cloud-accounting.mdx → /services/cloud-accounting */
  landings: (id: string) => `/${id}`,
  /** content/legal/privacy.mdx → /privacy */
  legal: (id: string) => `/${id}`,
  /** content/resources/guides/x.mdx → /resources/guides/x */
  resources: (id: string) => `/resources/${id}`,
  /** content/mtd/making-tax-digital-uk.mdx → /making-tax-digital-uk */
  mtd: (id: string) => `/${id}`,
} satisfies Partial<Record<CollectionKey, (id: string) => string>>;

export type RoutedCollection = keyof typeof englishRoutes;
export const routedCollections = Object.keys(englishRoutes) as RoutedCollection[];

/** The address prefix of a language: none for English, /it for Italian. */
const prefixOf = (locale: Locale) => (locale === defaultLocale ? '' : `/${locale}`);

/** The same address in another language (whether or not a page exists there): /about ↔ /it/about. */
export function localisedPath(path: string, from: Locale, to: Locale): string {
  const bare = path.slice(prefixOf(from).length) || '/';
  const prefix = prefixOf(to);
  return prefix && bare === '/' ? prefix : `${prefix}${bare}`;
}

/**
 * The language and address of an entry. Translations live beside the English files in a folder named
 * after the language (content/pages/it/about.mdx) and are served at the English address under that
 * prefix (/it/about).
 */
function routeOf(collection: RoutedCollection, entryId: string): { route: string; locale: Locale } {
  for (const locale of locales) {
    if (locale === defaultLocale) continue;
    // Astro gives content/industries/it/index.mdx the id 'it' (an index file takes its folder's name).
    const id = entryId === locale ? `${locale}/index` : entryId;
    if (id.startsWith(`${locale}/`)) return { route: localisedPath(englishRoutes[collection](id.slice(locale.length + 1)), defaultLocale, locale), locale };
  }
  return { route: englishRoutes[collection](entryId), locale: defaultLocale };
}

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
  const page = find((path.split('#')[0] ?? '').replace(/(.)\/+$/, '$1'));
  const english = page && page.locale !== defaultLocale && page.twin ? find(page.twin) : page;
  return english && 'icon' in english.entry.data ? english.entry.data.icon : undefined;
}

/** The icon of the page at `path` (its `icon:`), for a card that links to it without naming its own. */
export const iconOfPage = async (path: string) => iconIn(await contentRoutes(), path);
