import type { CollectionKey } from 'astro:content';

/**
 * The address of every content entry: the file's path below content/<collection>/ is the page's
 * path below the collection's base. One place, used by the catch-all route, the link filter and
 * breadcrumbs. (The blog has its own routes under /blog/making-tax-digital.)
 */
export const contentRoutes = {
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

export type RoutedCollection = keyof typeof contentRoutes;
export const routedCollections = Object.keys(contentRoutes) as RoutedCollection[];
