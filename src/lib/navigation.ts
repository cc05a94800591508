import { getEntry } from 'astro:content';
import { defaultLocale, type Locale } from '../config/locale';
import type { Navigation, NavLink } from '../config/navigation';
import type { NavLinkData } from '../content/schemas/navigation';
import { localisedPath } from './content-routes';
import { publishedPaths } from './published';
import { interfaceWords } from './words';

/** The menus as content/navigation/menus.yaml writes them, checked by its schema. */
export async function menus() {
  const entry = await getEntry('navigation', 'menus');
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
