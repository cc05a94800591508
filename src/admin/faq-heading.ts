import type { Locale } from '../config/locale';

/**
 * The heading over a page's questions in the preview, as the site shows it (src/components/ui/PageBody.astro and
 * FaqList.astro): the page's own FAQ heading, or, left empty, the usual one of the interface words in the tab's
 * language; English in sentence case, Italian as written. Pure, so a unit test runs it beside the site's rule.
 */
export function faqHeadingShown(typed: string | undefined, usual: Record<string, string>, lang: Locale, cased: (text: string) => string): string {
  return cased(typed || usual[lang] || '');
}
