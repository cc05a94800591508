import { htmlLang, type Locale } from '../config/locale';

/** How much of a day to write: "31 December 2026" (`long`) or "31 December" (`dayMonth`). */
type DateStyle = 'long' | 'dayMonth';

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
  // A no-break space joins the day to its month, so a line never ends after "31" (in either language).
  return (locale == 'it' ? text.replace(/^1 /, '1° ') : text).replace(' ', '\u00a0');
}

/**
 * Months abbreviated where space is short (a deadline's date tile and calendar tag), one style in each language: three
 * letters, GOV.UK's truncated months ("Jan, Feb", its A to Z, "dates"), so September is "Sep" (the browser's en-GB gives
 * "Sept" beside "Jan"); in Italian the usual three letters ("gen", "set").
 */
const shortMonthsEn = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
export function shortMonth(month: number, locale: Locale): string {
  if (locale == 'en') return shortMonthsEn[month - 1]!;
  return new Date(Date.UTC(2001, month - 1, 1)).toLocaleDateString(htmlLang[locale], { month: 'short', timeZone: 'UTC' }).replace(/\.$/, '');
}

const monthNames =
  'January|February|March|April|May|June|July|August|September|October|November|December|gennaio|febbraio|marzo|aprile|maggio|giugno|luglio|agosto|settembre|ottobre|novembre|dicembre';
/** A date written in a fact's words ("31 January after the end of the tax year") with its day and month joined, as formatDate joins them. */
export const joinDayMonth = (text: string): string => text.replace(new RegExp(`\\b(\\d{1,2}°?) (${monthNames})\\b`, 'g'), '$1\u00a0$2');

/**
 * A tax year as each language writes it: "2026 to 2027" in English, "2026-27" in Italian, its hyphen a non-breaking one
 * (U+2011), so a line never ends with "2026-" and starts the next with "27".
 */
export function formatTaxYear(taxYear: string, locale: Locale): string {
  return locale == 'it' ? taxYear.replace(/ to \d\d/, '\u2011') : taxYear;
}

/** Today as the visitor's own calendar shows it, as an ISO day ("2026-11-23"), for formatDate. */
export const visitorToday = (): string => new Date().toLocaleDateString('en-CA');
