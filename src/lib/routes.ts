/**
 * Paths of the pages that components link to by name. Content links are checked by the link
 * crawl in tests/e2e/links.spec.ts, so a renamed page shows up there too.
 */
export const routes = {
  home: '/',
  about: '/about',
  contact: '/contact',
  services: '/services',
  servicesOverview: '/services/overview',
  industries: '/industries',
  resources: '/resources',
  locations: '/locations',
  specialties: '/specialties',
  tools: '/tools',
  cashFlowTool: '/tools/cash-flow-analysis',
  makingTaxDigital: '/making-tax-digital',
  privacy: '/privacy',
  terms: '/terms',
} as const;

/** True when `href` is the current page or, for a section link, one of its descendants. */
export function isCurrent(href: string, pathname: string, { exact = true } = {}): boolean {
  const clean = (p: string) => (p.length > 1 ? p.replace(/\/+$/, '') : p);
  const a = clean(href);
  const b = clean(pathname);
  if (a === b) return true;
  return !exact && a !== '/' && b.startsWith(`${a}/`);
}
