import { defaultLocale, type Locale } from '../config/locale';
import { navigation, type Navigation, type NavLink, type NavLinkStructure } from '../config/navigation';
import { localisedPath } from './content-routes';
import { publishedPaths } from './published';
import { interfaceWords } from './words';

const cache = new Map<Locale, Promise<Navigation>>();

/**
 * The navigation of a language: the structure of src/config/navigation.ts with the words of
 * content/i18n/interface/<locale>.yaml. Outside English, a link leads to its page's twin in that
 * language, or to the English page (its label then says "in English" in that language) while the
 * twin does not exist.
 */
export function navigationFor(locale: Locale): Promise<Navigation> {
  let nav = cache.get(locale);
  if (!nav) {
    nav = (async () => {
      const words = await interfaceWords(locale);
      const published = await publishedPaths();
      const link = (item: NavLinkStructure): NavLink => {
        const own = (words.nav as Record<string, { label: string; summary?: string | undefined }>)[item.key];
        if (!own) throw new Error(`src/config/navigation.ts: no words for the link key '${item.key}' under nav in content/i18n/interface/${locale}.yaml.`);
        const base = { page: item.href, summary: own.summary };
        if (locale === defaultLocale) return { ...base, label: own.label, href: item.href };
        const twin = localisedPath(item.href, defaultLocale, locale);
        return published.has(twin) ? { ...base, label: own.label, href: twin } : { ...base, label: `${own.label}${words.navInEnglish}`, href: item.href };
      };
      return {
        header: navigation.header.map((entry) => ({
          ...link(entry),
          groups: entry.groups.map((group) => ({ ...link(group), children: group.children.map(link) })),
        })),
        footer: navigation.footer.map(link),
      };
    })();
    cache.set(locale, nav);
  }
  return nav;
}
