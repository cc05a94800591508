import { contact, phoneHref } from './contact';
import { copyByLocale, searchCopy, type SearchCopy } from './copy';
import type { Locale } from './locale';
import { localeOf } from '../lib/i18n';
import type { SearchHelpLinks } from '../lib/site-search';

/**
 * Site search (issue 18): where its pages and its empty state's links lead. The wording is in
 * copy.ts (`search…` and `section…` keys), the phone number in contact.ts.
 */

/** The search page of each language (src/pages/search.astro, src/pages/it/search.astro). */
export const searchPage: Record<Locale, string> = { en: '/search', it: '/it/search' };

/**
 * The help page: where the header's search link leads without JavaScript, and the first suggestion
 * when a search finds nothing. It is in English only (no Italian edition yet).
 */
export const helpPage = '/making-tax-digital-help-support';

const contactPage: Record<Locale, string> = { en: '/contact', it: '/it/contact' };

/** The empty state's links for a page at `path`. */
export function searchLinksFor(path: string): SearchHelpLinks {
  return { helpHref: helpPage, contactHref: contactPage[localeOf(path)], phone: contact.phone, phoneHref };
}

/** The search wording for a page at `path`. */
export function searchCopyFor(path: string): SearchCopy {
  return searchCopy(copyByLocale[localeOf(path)]);
}
