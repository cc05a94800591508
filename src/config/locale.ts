/**
 * The site's two languages, declared once: English at the root, Italian under /it/. astro.config.mjs gives them to
 * Astro's i18n routing (Astro.currentLocale, astro:i18n's getRelativeLocaleUrl); pure code reads them here.
 */
export const locales = ['en', 'it'] as const;
export type Locale = (typeof locales)[number];
export const defaultLocale: Locale = 'en';

/** The language `value` names (Astro.currentLocale, a ?lang= parameter), or English for anything else. */
export const localeOf = (value: string | null | undefined): Locale => locales.find((l) => l === value) ?? defaultLocale;
/** The BCP 47 tag of each language: <html lang>, hreflang, and the numbers Intl writes. */
export const htmlLang: Record<Locale, string> = { en: 'en-GB', it: 'it' };
/** The other language of the two. */
export const otherLocale = (locale: Locale): Locale => locales.find((l) => l !== locale) ?? defaultLocale;
/** Whether a language's headings and labels are put in sentence case (English; Italian writes them so already). */
export const sentenceCased: Record<Locale, boolean> = { en: true, it: false };
/** The address prefix of a language: none for English, /it for Italian. */
const prefixOf = (locale: Locale) => (locale === defaultLocale ? '' : `/${locale}`);
/**
 * The same address in another language (whether or not a page exists there), without a trailing slash: /about ↔ /it/about.
 * Pure, for code that also runs outside Astro (the editor, unit tests); a page's link is astro:i18n's getRelativeLocaleUrl.
 */
export function localisedPath(path: string, from: Locale, to: Locale): string {
  const bare = path.slice(prefixOf(from).length) || '/';
  const prefix = prefixOf(to);
  return prefix && bare === '/' ? prefix : `${prefix}${bare}`;
}
/**
 * A route's static paths in every language, for the routes under src/pages/[...lang]/: English at the route's own
 * address, another language under its prefix (`lang: 'it'`, from which Astro sets Astro.currentLocale).
 */
export const inEachLocale = async <T extends { params: object }>(paths: (locale: Locale) => T[] | Promise<T[]>) =>
  (await Promise.all(locales.map(async (l) => (await paths(l)).map((p) => ({ ...p, params: { ...p.params, lang: l === defaultLocale ? undefined : l } }))))).flat();
/** The og:locale of each language. */
export const ogLocale: Record<Locale, string> = { en: 'en_GB', it: 'it_IT' };
