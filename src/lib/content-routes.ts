import type { CollectionKey } from 'astro:content';

/**
 * The address of every content entry: the file's path below content/<collection>/ is the page's
 * path below the collection's base. One place, used by the catch-all route, the link filter and
 * breadcrumbs. (The blog has its own routes under /blog/making-tax-digital.)
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

/**
 * Italian translations live beside the English files in an `it/` folder of the same collection and
 * are served under /it/ at the English address: content/pages/it/about.mdx is /it/about.
 */
export const contentRoutes = Object.fromEntries(
  routedCollections.map((collection) => [
    collection,
    (entryId: string) => {
      // Astro gives content/industries/it/index.mdx (or services/it/index.mdx) the id 'it' (an index file takes its folder's
      // name), which is the Italian twin of the collection's index page.
      const id = entryId === 'it' ? 'it/index' : entryId;
      if (!id.startsWith('it/')) return englishRoutes[collection](id);
      const english = englishRoutes[collection](id.slice(3));
      return english === '/' ? '/it' : `/it${english}`;
    },
  ]),
) as Record<RoutedCollection, (id: string) => string>;
