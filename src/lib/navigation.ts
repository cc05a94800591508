import { entryOf } from './entries';
import { defaultLocale, type Locale, localisedPath } from '../config/locale';
import { priceLine } from './price-line';
import { groupsOf, type Navigation, type NavLink, type NavLinkData } from '../content/schemas/navigation';
import { publishedPaths } from './published';
import { interfaceWords } from './words';

/** The menus as content/navigation/menus.yaml writes them, checked by its schema. */
export async function menus() {
  const entry = await entryOf('navigation', 'menus');
  if (!entry) throw new Error('content/navigation/menus.yaml is missing: the header and footer are built from it.');
  return entry;
}

/**
 * The navigation of a language, from content/navigation/menus.yaml. Outside English, a link leads to its
 * page's twin in that language, or to the English page (its label then says "in English" in that
 * language) while the twin does not exist.
 */
export async function navigationFor(locale: Locale): Promise<Navigation> {
  const { data } = await menus();
  const words = await interfaceWords(locale);
  const published = await publishedPaths();
  const link = (item: NavLinkData): NavLink => {
    const base = { page: item.href, summary: item.summary?.[locale] };
    const label = item.label[locale];
    if (locale === defaultLocale) return { ...base, label, href: item.href };
    const twin = localisedPath(item.href, defaultLocale, locale);
    return published.has(twin) ? { ...base, label, href: twin } : { ...base, label: `${label} ${words.navInEnglish}`, href: item.href };
  };
  return {
    header: data.header.map((entry) => ({ ...link(entry), groups: entry.groups.map((group) => ({ ...link(group), children: group.children.map(link) })) })),
    footer: data.footer.map(link),
  };
}

/** One of the firm's core services as pages show it: its menu entry with its price line in the page's language. */
interface CoreService extends NavLink {
  /** "From £… plus VAT per month" (the amount from content/firm/prices.yaml), or, with no set price there, the short "Priced for your business" (interface words: priceQuoted). */
  price: string;
  /** True when the price line quotes a figure from content/firm/prices.yaml. */
  priced: boolean;
  /** Who the service is for, in a few words (its menu entry's `audience`): the services page shows it on the service's card. */
  audience?: string | undefined;
}

/**
 * The core services: the pages of the header's Services group (content/navigation/menus.yaml, the group whose
 * address is /services), each with its "from" price from content/firm/prices.yaml. The menu, the services page
 * and the home page all show this one list.
 */
export async function coreServices(locale: Locale): Promise<CoreService[]> {
  const { data } = await menus();
  const group = data.header.flatMap((entry) => entry.groups).find((g) => g.href === '/services');
  if (!group) throw new Error('content/navigation/menus.yaml: the header needs a group with href /services: its pages are the core services the home and services pages list.');
  const links = groupsOf(await navigationFor(locale)).find((g) => g.page === '/services')!.children;
  const words = await interfaceWords(locale);
  return Promise.all(
    group.children.map(async (item, i) => {
      const { text, priced } = await priceLine(item.price, locale);
      // In a list of services, a service with no set price says so in a few words; the list's one note says how its fee is agreed.
      return { ...links[i]!, price: priced ? text : words.priceQuoted, priced, audience: item.audience?.[locale] };
    }),
  );
}
