import { z } from 'astro/zod';
import { locales } from '../../config/locale';
import { priceRefs } from '../../config/offers';

/*
 * The site's menus, content/navigation/menus.yaml: the header and the footer render from it, in both
 * languages. The old site's seven dropdowns are grouped into three panels (services, industries,
 * Making Tax Digital) beside plain links; the logo leads home. Every link must lead to a page the build
 * publishes: a missing page stops the build, naming the entry.
 */

/** Words in every language of the site: `{ en: "About us", it: "Chi siamo" }`. */
const inEveryLanguage = z
  .object(Object.fromEntries(locales.map((locale) => [locale, z.string().min(1)])) as Record<(typeof locales)[number], z.ZodString>)
  .strict();

/** A link: the English page's address (Italian pages lead to its Italian twin by themselves), its label and an optional summary. */
const link = z
  .object({
    href: z.string().regex(/^\/[a-z0-9\-/]*$/, "must be the address of a page, such as '/services/accounting/bookkeeping'").meta({ editor: { references: 'english-site-paths' } }).describe('The address of the English page, e.g. /services/accounting/bookkeeping.'),
    label: inEveryLanguage.describe('What the link says, in each language.'),
    summary: inEveryLanguage.optional().describe('The sentence hub pages and the 404 page show under the link, in each language.'),
    price: z
      .enum(priceRefs)
      .optional()
      .describe(
        "For a service: its starting price in content/firm/prices.yaml, shown with it in the menu, on the home page and on the services page: a key of startingPrices (a monthly fee, e.g. digital-bookkeeping) or mtd- and a key of mtdPackages (a quarterly fee, e.g. mtd-essential). Leave it out when the firm has no set price: the service then says its fee is agreed in writing before work starts. The keys payroll, year-end-accounts, self-assessment and ecommerce may stay empty in prices.yaml: until the firm fills one, the service says the same.",
      ),
    audience: inEveryLanguage
      .optional()
      .describe(
        'For a core service (the Services group): who it is for, in a few words in each language, e.g. "For employers, from the first member of staff". Shown on its card on the services page only, so the page says more than the home page\'s list.',
      ),
  })
  .strict();

/** A hub page and its pages: one column of a header panel, and the list on the hub page itself. */
const group = link.extend({ children: z.array(link).default([]) }).strict();

/** A header entry: a plain link, or a link with a panel of one or more columns. */
const headerEntry = link.extend({ groups: z.array(group).default([]) }).strict();

export const navigationSchema = z
  .object({
    header: z.array(headerEntry).min(1).max(5).describe('Header entries, in order: at most five, so the bar stays readable beside the call to action.'),
    footer: z.array(link).min(1).describe('Footer links, in order.'),
  })
  .strict();

export type NavLinkData = z.infer<typeof link>;

/* The menus as pages show them, in the page's language (src/lib/navigation.ts reads them). */

/** A link as a page shows it, in the page's language. */
export interface NavLink {
  label: string;
  href: string;
  /** The English page's path, the same in both languages (content's `navGroup` names it). */
  page: string;
  summary?: string | undefined;
}
interface NavGroup extends NavLink {
  children: NavLink[];
}
interface NavEntry extends NavLink {
  groups: NavGroup[];
}
export interface Navigation {
  header: NavEntry[];
  footer: NavLink[];
}

/** Every group (hub and its pages) of a navigation, across all header entries. */
export function groupsOf(nav: Navigation): NavGroup[] {
  return nav.header.flatMap((entry) => entry.groups);
}
