import { defaultLocale, type Locale, localisedPath } from '../config/locale';
import { contentRoutes } from './content-routes';
import { navigationFor } from './navigation';
import { interfaceWords } from './words';
import { labelCase } from './sentence-case';

const labels = new Map<Locale, Promise<Map<string, string>>>();

/**
 * Short label of every page of a language: its own breadcrumb name if it has one, else its navigation
 * label, else its page heading (the hero's h1, "Trend reporting"), else its title. English labels are
 * in sentence case, as headings are shown; a page's title is written for search results and is too
 * long for a trail ("Trend Reporting: Month-on-Month and Year-on-Year Figures").
 */
function pageLabels(locale: Locale): Promise<Map<string, string>> {
  let map = labels.get(locale);
  if (!map) {
    map = (async () => {
      const result = new Map<string, string>();
      for (const { route, entry, locale: own } of await contentRoutes()) {
        if (own === locale) result.set(route, 'hero' in entry.data && entry.data.hero ? entry.data.hero.heading : entry.data.title);
      }
      const nav = await navigationFor(locale);
      for (const item of nav.header) {
        result.set(item.href, item.label);
        for (const group of item.groups) {
          result.set(group.href, group.label);
          for (const child of group.children) result.set(child.href, child.label);
        }
      }
      // A page's own short breadcrumb name wins over its menu label.
      for (const { route, entry, locale: own } of await contentRoutes()) {
        const short = own === locale && 'breadcrumb' in entry.data ? entry.data.breadcrumb : undefined;
        if (short) result.set(route, short);
      }
      for (const [route, label] of result) result.set(route, labelCase(label, locale));
      return result;
    })();
    labels.set(locale, map);
  }
  return map;
}

/**
 * The breadcrumb trail of a nested page (`route` from the route list): home, each ancestor that is
 * a page, then the page. Top-level pages get none (an empty trail). Labels are in the page's language.
 */
export async function breadcrumbTrail(route: string, locale: Locale, currentLabel: string): Promise<{ label: string; href: string }[]> {
  const home = localisedPath('/', defaultLocale, locale);
  const segments = localisedPath(route, locale, defaultLocale).split('/').filter(Boolean);
  if (segments.length < 2) return [];
  const map = await pageLabels(locale);
  const trail = [{ label: (await interfaceWords(locale)).breadcrumbHome, href: home }];
  for (let i = 1; i < segments.length; i++) {
    const href = localisedPath(`/${segments.slice(0, i).join('/')}`, defaultLocale, locale);
    const label = map.get(href);
    if (label) trail.push({ label, href });
  }
  trail.push({ label: map.get(route) || labelCase(currentLabel, locale), href: route });
  return trail;
}

/**
 * The trail search engines read (BreadcrumbList): the visible trail of a nested page, or for a
 * top-level page, which shows none, the home page then the page. Empty for the home page.
 */
export async function structuredTrail(route: string, locale: Locale, currentLabel: string): Promise<{ label: string; href: string }[]> {
  const trail = await breadcrumbTrail(route, locale, currentLabel);
  const home = localisedPath('/', defaultLocale, locale);
  if (trail.length > 0 || route === home) return trail;
  const labels = await pageLabels(locale);
  // The free tools are one family: a tool of the menu's tools group whose address is not under /tools (the tax deadlines
  // calendar) sits under the tools hub, as its siblings do.
  const tools = (await navigationFor(locale)).header.flatMap((entry) => entry.groups).find((group) => group.page === toolsHub);
  const hub = tools && tools.href !== route && tools.children.some((child) => child.href === route) ? [{ label: labels.get(tools.href) ?? tools.label, href: tools.href }] : [];
  return [{ label: (await interfaceWords(locale)).breadcrumbHome, href: home }, ...hub, { label: labels.get(route) || labelCase(currentLabel, locale), href: route }];
}

/** The English address of the tools hub: its trail shows "Home" (src/components/site/Breadcrumbs.astro), like its tools'. */
export const toolsHub = '/tools';
