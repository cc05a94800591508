import { htmlLang, type Locale } from '../config/locale';

/** How much of a day to write: "31 December 2026" (`long`) or "31 December" (`dayMonth`). */
export type DateStyle = 'long' | 'dayMonth';

// Calendar days are UTC midnights (content dates, the MTD calendar) or ISO days read at UTC noon,
// so formatting in UTC gives the same day wherever the page is built or read.
const styles: Record<DateStyle, Intl.DateTimeFormatOptions> = {
  long: { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' },
  dayMonth: { day: 'numeric', month: 'long', timeZone: 'UTC' },
};

/**
 * The site's one date formatter: a calendar day in words in the page's language, "31 December 2026"
 * in English, "31 dicembre 2026" in Italian. `date` is a Date at UTC midnight or an ISO day ("2026-12-31").
 */
export function formatDate(date: Date | string, locale: Locale, style: DateStyle = 'long'): string {
  const day = typeof date === 'string' ? new Date(`${date}T12:00:00Z`) : date;
  return day.toLocaleDateString(htmlLang[locale], styles[style]);
}
