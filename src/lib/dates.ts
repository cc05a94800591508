import { htmlLang, type Locale } from '../config/locale';

/** How much of a day to write: "31 December 2026" (`long`) or "31 December" (`dayMonth`). */
export type DateStyle = 'long' | 'dayMonth';

/**
 * The site's one date formatter: a calendar day in words in the page's language, "31 December 2026"
 * in English, "31 dicembre 2026" in Italian, where the first of a month is an ordinal ("1° aprile").
 * `date` is a Date at UTC midnight (content dates, the MTD calendar) or an ISO day ("2026-12-31",
 * read at UTC noon); formatting in UTC keeps the same day wherever the page is built or read.
 */
export function formatDate(date: Date | string, locale: Locale, style: DateStyle = 'long'): string {
  const text = new Date(typeof date == 'string' ? `${date}T12:00:00Z` : date).toLocaleDateString(htmlLang[locale], {
    day: 'numeric',
    month: 'long',
    year: style == 'long' ? 'numeric' : undefined,
    timeZone: 'UTC',
  });
  return locale == 'it' ? text.replace(/^1 /, '1° ') : text;
}

/** A tax year as each language writes it: "2026 to 2027" in English, "2026-27" in Italian. */
export function formatTaxYear(taxYear: string, locale: Locale): string {
  return locale == 'it' ? taxYear.replace(/ to \d\d/, '-') : taxYear;
}

/** Today as the visitor's own calendar shows it, as an ISO day ("2026-11-23"), for formatDate. */
export const visitorToday = (): string => new Date().toLocaleDateString('en-CA');
