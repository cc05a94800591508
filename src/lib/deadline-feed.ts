import { defaultLocale, htmlLang, type Locale, localisedPath } from '../config/locale';
import { mtdFacts } from '../config/mtd-facts';
import { site } from '../config/site';
import type { MtdToolsWords } from '../content/schemas/mtd-tools';
import { buildDay } from './build-day';
import { formatDate, formatTaxYear, shortMonth } from './dates';
import { fill } from './fill';
import { icsText } from './ics';
import { deadlinesBetween, feedIds, feedMonths, monthsAfter, type Deadline, type FeedId } from './tax-deadlines';
import { mtdToolsWords } from './words';

/*
 * The deadline calendar's words and addresses, shared by its page (src/components/deadlines/) and its
 * calendar feeds (src/pages/tax-deadlines/feeds/[feed].ics.ts and the Italian twin): every date from
 * src/lib/tax-deadlines.ts, every word from content/i18n/mtd-tools/<locale>.yaml.
 */

type DeadlineWords = MtdToolsWords['deadlines'];

/** The deadline page of a language. */
const deadlinesPage = (locale: Locale) => localisedPath('/tax-deadlines', defaultLocale, locale);

/** Where a feed is served: /tax-deadlines/feeds/vat-1.ics, /it/tax-deadlines/feeds/vat-1.ics. */
export const feedPath = (feed: FeedId, locale: Locale) => localisedPath(`/tax-deadlines/feeds/${feed}.ics`, defaultLocale, locale);

/** The address a calendar application subscribes to: the feed on the site's own host, as webcal:. */
export const webcalUrl = (feed: FeedId, locale: Locale) => `webcal://${new URL(site.url).host}${feedPath(feed, locale)}`;

/** "March, June, September and December" / "marzo, giugno, settembre e dicembre": the months a pattern of VAT quarters ends in. */
function monthList(months: number[], locale: Locale, short = false): string {
  const names = months.map((m) => (short ? shortMonth(m, locale) : new Date(Date.UTC(2001, m - 1, 1)).toLocaleDateString(htmlLang[locale], { month: 'long', timeZone: 'UTC' })));
  return short ? names.join(', ') : new Intl.ListFormat(htmlLang[locale], { type: 'conjunction' }).format(names);
}

/** The months a VAT feed's quarters end in, in words ("March, June, September and December"). */
export const vatMonths = (feed: FeedId, locale: Locale) => monthList(mtdFacts.vatReturns.quarterEnds[feedIds.indexOf(feed) - 2] ?? [], locale);

/** A feed's title, who it is for, and its short name beside each date of the list ("VAT: Mar, Jun, Sep, Dec"). */
export function feedText(feed: FeedId, w: DeadlineWords, locale: Locale): { title: string; who: string; short: string } {
  if (feed === 'mtd-income-tax' || feed === 'self-assessment') return { ...w.feeds[feed], short: w.feeds[feed].title };
  const months = mtdFacts.vatReturns.quarterEnds[feedIds.indexOf(feed) - 2] ?? [];
  return { title: fill(w.feeds.vat.title, { months: monthList(months, locale) }), who: w.feeds.vat.who, short: fill(w.feeds.vat.short, { months: monthList(months, locale, true) }) };
}

/**
 * A deadline in words: "VAT return and payment due for the quarter ending 31 March 2027"; on a page (`keepDates`) no date
 * or tax year breaks across two lines (review 17: "for 2025 to" ended a line, "2026" began the next).
 */
function deadlineSummary(d: Deadline, w: DeadlineWords, locale: Locale, keepDates = false): string {
  const v = d.values;
  const keep = (text: string) => text.replace(/ /g, keepDates ? '\u00a0' : ' ');
  const date = (iso: string | undefined) => (iso ? keep(formatDate(iso, locale)) : '');
  const year = (taxYear: string | undefined) => (taxYear ? keep(formatTaxYear(taxYear, locale)) : '');
  return fill(w.events[d.kind], { quarter: v.quarter ?? '', start: date(v.start), end: date(v.end), taxYear: year(v.taxYear), nextTaxYear: year(v.nextTaxYear) });
}

/** The deadlines a feed carries: from the build day, for `feedMonths` months. */
export function feedDeadlines(feed: FeedId | undefined, today = buildDay(), months = feedMonths): Deadline[] {
  return deadlinesBetween(mtdFacts, today, monthsAfter(today, months), feed);
}

/**
 * The label of each calendar beside its dates: its colours say which tax it is. VAT's is a neutral grey with an outline: green
 * reads as done or "does not apply" elsewhere on the site (review 14).
 */
export const tagColour = (feed: FeedId) =>
  feed === 'mtd-income-tax' ? 'bg-brand-soft text-brand' : feed === 'self-assessment' ? 'bg-accent-soft text-accent-dark' : 'bg-mist text-ink ring-1 ring-line-strong ring-inset';

/**
 * The deadlines from the build day for `months` months, each as a day tile shows it: its day, short month and weekday, the
 * date in words, what is due, and the calendar it is in (the deadlines page's agenda and the tools' cards).
 */
export function deadlineTiles(w: DeadlineWords, locale: Locale, months: number, today = buildDay()) {
  const at = (iso: string, options: Intl.DateTimeFormatOptions) => new Date(`${iso}T12:00:00Z`).toLocaleDateString(htmlLang[locale], { ...options, timeZone: 'UTC' }).replace(/\.$/, '');
  return feedDeadlines(undefined, today, months).map((d) => ({
    deadline: d,
    due: d.due,
    feed: d.feed,
    day: Number(d.due.slice(8)),
    weekday: at(d.due, { weekday: 'short' }),
    month: shortMonth(Number(d.due.slice(5, 7)), locale),
    date: formatDate(d.due, locale),
    summary: deadlineSummary(d, w, locale, true),
    tag: feedText(d.feed, w, locale).short,
    colour: tagColour(d.feed),
  }));
}

/** The .ics file of a feed in a language. */
export async function deadlineFeed(feed: FeedId, locale: Locale): Promise<Response> {
  const w = (await mtdToolsWords(locale)).deadlines;
  const today = buildDay();
  const host = new URL(site.url).host;
  const { title, who } = feedText(feed, w, locale);
  const page = `${site.url}${deadlinesPage(locale)}`;
  const contactPage = `${site.url}${localisedPath('/contact', defaultLocale, locale)}`;
  const body = icsText({
    prodId: `-//${site.name}//Tax deadlines//${locale.toUpperCase()}`,
    name: fill(w.calendarName, { title }),
    description: fill(w.calendarDescription, { who, firm: site.name, url: page }),
    url: page,
    stamp: today,
    events: feedDeadlines(feed, today).map((d) => {
      const summary = deadlineSummary(d, w, locale);
      return {
        uid: `${d.id}-${locale}@${host}`,
        date: d.due,
        summary,
        description: fill(w.eventDescription, { source: d.source, firm: site.name, url: contactPage }),
        url: d.source,
        alarm: fill(w.alarm, { summary }),
      };
    }),
  });
  return new Response(body, { headers: { 'Content-Type': 'text/calendar; charset=utf-8' } });
}
