import { defaultLocale, locales, type Locale } from '../config/locale';

export { htmlLang, ogLocale, type Locale } from '../config/locale';

/**
 * The language of the page being rendered, from `Astro.currentLocale` (set by the i18n routing in
 * astro.config.mjs from the page's address).
 */
export function pageLocale(currentLocale: string | undefined): Locale {
  return locales.find((locale) => locale === currentLocale) ?? defaultLocale;
}
