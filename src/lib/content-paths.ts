import { defaultLocale, locales, type Locale } from '../config/locale';

/*
 * Where each content file is published: the file's path below content/<collection>/ is the page's
 * path below the collection's base, and a translation in content/<collection>/it/ is served under
 * /it. Pure: the build's routes (src/lib/content-routes.ts), the editor's page lists and the editor
 * itself in the browser (a page saved in this session) all read it.
 */
export const englishRoutes = {
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
};

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
export function routeOf(collection: RoutedCollection, entryId: string): { route: string; locale: Locale } {
  for (const locale of locales) {
    if (locale === defaultLocale) continue;
    // Astro gives content/industries/it/index.mdx the id 'it' (an index file takes its folder's name).
    const id = entryId === locale ? `${locale}/index` : entryId;
    if (id.startsWith(`${locale}/`)) return { route: localisedPath(englishRoutes[collection](id.slice(locale.length + 1)), defaultLocale, locale), locale };
  }
  return { route: englishRoutes[collection](entryId), locale: defaultLocale };
}

/** The address of a page's file (content/services/it/payroll.mdx → /it/services/payroll), or undefined for a file that is no page. */
export function routeOfFile(file: string): string | undefined {
  const m = /^content\/([a-z]+)\/(.+)\.mdx?$/.exec(file);
  if (!m || !(m[1]! in englishRoutes)) return undefined;
  return routeOf(m[1] as RoutedCollection, m[2]!).route;
}
