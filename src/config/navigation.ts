import { z } from 'astro/zod';
import { parseConfig } from './parse';

/*
 * Site navigation: the header and the footer both render from this structure. It holds where each
 * link leads; the words (label and the summary hub pages show) are in
 * content/i18n/interface/<locale>.yaml under `nav`, by the link's key. The Italian navigation has the
 * same structure: each link leads to the Italian twin of its page, or to the English page (its label
 * then says so) while there is no twin. The old site's seven dropdowns are grouped into three panels
 * (services, industries, Making Tax Digital) beside two plain links; the logo leads home.
 */

const linkSchema = z.object({
  /** Site-relative path of the English page, starting with '/'. */
  href: z.string().regex(/^\/[a-z0-9\-/]*$/, "must be a site path such as '/services/overview'"),
  /** The link's words under `nav` in content/i18n/interface/<locale>.yaml. */
  key: z.string().regex(/^[a-zA-Z]+$/, 'must be a key of nav in content/i18n/interface/en.yaml'),
});

/** A hub page and its child pages: one column of a header panel, and the list on the hub page itself. */
const groupSchema = linkSchema.extend({
  /** Child pages shown in the header panel and on the hub page. */
  children: z.array(linkSchema).default([]),
});

/** A top-level header entry: a plain link, or a link with a panel of one or more groups. */
const headerEntrySchema = linkSchema.extend({
  /** Columns of the entry's panel, each a hub and its pages; none for a plain link. */
  groups: z.array(groupSchema).default([]),
});

const navigationSchema = z
  .object({
    /**
     * Header entries, in order: at most five, so the bar stays readable beside the call to action.
     * Every page is two clicks away at most: an entry's panel lists each group's hub and pages.
     */
    header: z.array(headerEntrySchema).min(1).max(5),
    /** Footer link list. */
    footer: z.array(linkSchema).min(1),
  })
  .strict();

export type NavigationStructure = z.infer<typeof navigationSchema>;
export type NavLinkStructure = z.infer<typeof linkSchema>;

/** A link as a page shows it, in the page's language. */
export interface NavLink {
  label: string;
  href: string;
  /** The English page's path, the same in both languages (content's `navGroup` names it). */
  page: string;
  summary?: string | undefined;
}
export interface NavGroup extends NavLink {
  children: NavLink[];
}
export interface NavEntry extends NavLink {
  groups: NavGroup[];
}
export interface Navigation {
  header: NavEntry[];
  footer: NavLink[];
}

export function parseNavigation(value: unknown): NavigationStructure {
  return parseConfig('navigation.ts', navigationSchema, value);
}

/** Every group (hub and its pages) of a navigation, across all header entries. */
export function groupsOf(nav: Navigation): NavGroup[] {
  return nav.header.flatMap((entry) => entry.groups);
}

/** The structure of the navigation (the same for both languages). */
export const navigation = parseNavigation({
  header: [
    {
      key: 'services',
      href: '/services',
      groups: [
        {
          key: 'services',
          href: '/services',
          children: [
            { key: 'servicesOverview', href: '/services/overview' },
            { key: 'accounting', href: '/services/accounting' },
            { key: 'virtualAssistant', href: '/services/virtual-assistant-bookkeeping' },
            { key: 'digitalBookkeeping', href: '/services/digital-bookkeeping' },
            { key: 'automatedBookkeeping', href: '/services/automated-bookkeeping' },
            { key: 'cloudAccounting', href: '/services/cloud-accounting' },
            { key: 'ecommerceAccounting', href: '/services/ecommerce' },
            { key: 'italianServices', href: '/services/italian-businesses' },
            { key: 'aiServices', href: '/services/ai-services' },
          ],
        },
        {
          key: 'specialties',
          href: '/specialties',
          children: [{ key: 'italianBusinessAccounting', href: '/specialties/italian-business-accounting' }],
        },
      ],
    },
    {
      key: 'industries',
      href: '/industries',
      groups: [
        {
          key: 'industries',
          href: '/industries',
          children: [
            { key: 'ecommerceIndustry', href: '/industries/ecommerce' },
            { key: 'italianIndustry', href: '/industries/italian-businesses' },
            { key: 'restaurants', href: '/industries/restaurants' },
            { key: 'startups', href: '/industries/startups' },
          ],
        },
        {
          key: 'locations',
          href: '/locations',
          children: [{ key: 'scotland', href: '/locations/accounting-services-scotland' }],
        },
      ],
    },
    {
      key: 'taxDigital',
      href: '/making-tax-digital',
      groups: [
        {
          key: 'makingTaxDigital',
          href: '/making-tax-digital',
          children: [
            { key: 'mtdGuide', href: '/making-tax-digital-uk' },
            { key: 'mtdSoleTraders', href: '/making-tax-digital-sole-traders-contractors' },
            { key: 'mtdSoftware', href: '/mtd-software-setup-service' },
            { key: 'mtdCompliance', href: '/mtd-compliance-requirements-guide' },
          ],
        },
        {
          key: 'tools',
          href: '/tools',
          children: [{ key: 'cashFlow', href: '/tools/cash-flow-analysis' }],
        },
      ],
    },
    { key: 'about', href: '/about' },
    { key: 'contact', href: '/contact' },
  ],
  footer: [
    { key: 'about', href: '/about' },
    { key: 'services', href: '/services' },
    { key: 'industries', href: '/industries' },
    { key: 'resources', href: '/resources' },
    { key: 'contact', href: '/contact' },
    { key: 'privacy', href: '/privacy' },
    { key: 'terms', href: '/terms' },
  ],
});
