import { defaultLocale, localisedPath, locales, type Locale } from '../config/locale';
import { redirects } from './redirects';

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

/** The Making Tax Digital blog's address: English posts (content/blog/<slug>.mdx) below it, Italian ones (content/blog/it/) below /it. */
const blogBase = '/blog/making-tax-digital';
export const postsPerPage = 6;

/** The blog's address in a language: /blog/making-tax-digital, /it/blog/making-tax-digital. */
export const blogBaseFor = (locale: Locale) => localisedPath(blogBase, defaultLocale, locale);

/** The language of a post: from its folder (content/blog/it/x.mdx is Italian). */
export function postLocale(post: { id: string }): Locale {
  return locales.find((l) => l !== defaultLocale && post.id.startsWith(`${l}/`)) ?? defaultLocale;
}

/** A post's slug, the same in both languages: 'it/choosing-mtd-software' → 'choosing-mtd-software'. */
export const postSlug = (post: { id: string }) => post.id.replace(/^[a-z]{2}\//, '');

export const postPath = (post: { id: string }) => `${blogBaseFor(postLocale(post))}/${postSlug(post)}`;
export const categoryPath = (slug: string, locale: Locale = defaultLocale) => `${blogBaseFor(locale)}/category/${slug}`;
export const tagPath = (slug: string, locale: Locale = defaultLocale) => `${blogBaseFor(locale)}/tag/${slug}`;
export const pagePath = (n: number, locale: Locale = defaultLocale) => (n <= 1 ? blogBaseFor(locale) : `${blogBaseFor(locale)}/page/${n}`);
/** The RSS feed of a language's blog. */
export const feedPath = (locale: Locale = defaultLocale) => `${blogBaseFor(locale)}/rss.xml`;

/** Normalises a path: no trailing slash (except the root), no hash or query. */
export function normalisePath(href: string): string {
  const path = href.split(/[?#]/)[0] ?? '';
  return path.length > 1 ? path.replace(/\/+$/, '') : path || '/';
}

/** Maps a route file of src/pages to its path, or null for a dynamic route or an endpoint. */
function fileToPath(file: string): string | null {
  const rel = file.replace(/^\/src\/pages/, '').replace(/\.(astro|mdx?|ts)$/, '');
  if (rel.includes('[') || file.endsWith('.ts')) return null;
  return normalisePath(rel.replace(/\/index$/, '') || '/');
}

/** A content entry as the content layer holds it (getCollection, or a loader's store while content loads). */
export interface StoredEntry {
  collection: string;
  id: string;
  data: Record<string, unknown>;
  filePath?: string | undefined;
}

/**
 * Every address the build publishes: the route files of src/pages (`pageFiles`, as import.meta.glob
 * names them), each published entry of a routed collection, the blog's posts, pages, categories and
 * tags, and the redirects. The one list the menus, the link check and the content sync read.
 */
export function publishedPathsOf(entries: readonly StoredEntry[], pageFiles: readonly string[]): Set<string> {
  const paths = new Set(pageFiles.map(fileToPath).filter((p): p is string => p !== null));
  const live = entries.filter((e) => !e.data.draft);
  for (const e of live) if (e.collection in englishRoutes) paths.add(routeOf(e.collection as RoutedCollection, e.id).route);
  for (const locale of locales) {
    const posts = live.filter((e) => e.collection === 'blog' && postLocale(e) === locale);
    if (posts.length === 0) continue;
    // The numbered pages list every post but the featured one, which leads page 1 on its own card.
    const listed = posts.length - (posts.some((p) => p.data.featured) ? 1 : 0);
    for (let n = 1; n <= Math.max(1, Math.ceil(listed / postsPerPage)); n++) paths.add(pagePath(n, locale));
    for (const post of posts) {
      paths.add(postPath(post));
      if (typeof post.data.category === 'string') paths.add(categoryPath(post.data.category, locale));
      for (const tag of Array.isArray(post.data.tags) ? post.data.tags : []) paths.add(tagPath(String(tag), locale));
    }
  }
  for (const path of Object.keys(redirects)) paths.add(path);
  return paths;
}
