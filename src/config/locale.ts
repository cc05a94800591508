/** The site's two languages: English at the root, Italian under /it/. The one Locale type. */
export const locales = ['en', 'it'] as const;
export type Locale = (typeof locales)[number];
export const defaultLocale: Locale = 'en';

/** The value of <html lang> and hreflang for each language. */
export const htmlLang: Record<Locale, string> = { en: 'en-GB', it: 'it' };
/** The other language of the two. */
export const otherLocale = (locale: Locale): Locale => locales.find((l) => l !== locale) ?? defaultLocale;
/** The og:locale of each language. */
export const ogLocale: Record<Locale, string> = { en: 'en_GB', it: 'it_IT' };
