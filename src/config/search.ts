import { contact, phoneHref } from './contact';
import { defaultLocale, localisedPath, locales, type Locale } from './locale';

/**
 * Site search: where its pages and its empty state's links lead. The wording is in
 * content/i18n/interface/<locale>.yaml (`search…` and `section…` keys), the phone number in content/firm/contact.yaml.
 */

/** The links of the search's empty state. */
export interface SearchHelpLinks {
  helpHref: string;
  contactHref: string;
  phone: string;
  phoneHref: string;
}

/** The search page of each language (src/pages/search.astro, src/pages/it/search.astro). */
export const searchPage = Object.fromEntries(locales.map((l) => [l, localisedPath('/search', defaultLocale, l)])) as Record<Locale, string>;

/**
 * The help page: where the header's search link leads without JavaScript, and the first suggestion
 * when a search finds nothing (on an Italian page, its Italian twin).
 */
export const helpPage = '/making-tax-digital-help-support';

/** The empty state's links on a page in `locale`. */
export function searchLinksFor(locale: Locale): SearchHelpLinks {
  return { helpHref: localisedPath(helpPage, defaultLocale, locale), contactHref: localisedPath('/contact', defaultLocale, locale), phone: contact.phone, phoneHref };
}
