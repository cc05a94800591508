import type { MtdFacts } from '../config/mtd-facts';
import { dayAfterTaxYear, finalDeclarationDay, quartersOfTaxYear, taxYearOf } from './mtd-calendar';

/*
 * The tax deadlines of the deadline calendar (/tax-deadlines) and its calendar feeds, worked out from
 * the facts of content/firm/mtd-facts.yaml (passed in) and a day (passed in, never read from the
 * clock): MTD for Income Tax quarterly updates (the quarters of src/lib/mtd-calendar.ts) and final
 * declarations, the Self Assessment return and payments, and quarterly VAT returns for each of the
 * three patterns of VAT quarters. Pure; no words (content/i18n/mtd-tools/ words each deadline).
 */

/** The facts the deadlines come from. */
export type DeadlineFacts = Pick<MtdFacts, 'incomeTax' | 'quarters' | 'selfAssessment' | 'vatReturns'>;

/** The calendar feeds, one per kind of client: vat-1 to vat-3 are the three patterns of VAT quarters, in the order of `vatReturns.quarterEnds`. */
export const feedIds = ['mtd-income-tax', 'self-assessment', 'vat-1', 'vat-2', 'vat-3'] as const;
export type FeedId = (typeof feedIds)[number];

/** The kinds of client the deadline page lets a visitor choose (any number of them): each sees the feeds below that name it. */
export const clientKinds = ['sole-trader', 'landlord', 'partner', 'company', 'vat'] as const;
export type ClientKind = (typeof clientKinds)[number];

/**
 * Who each feed is for. MTD for Income Tax: sole traders and landlords (partnerships have no date yet). Self Assessment:
 * anyone who files a tax return, partners and company directors included. VAT: VAT-registered businesses, whatever their form.
 */
export const feedKinds: Record<FeedId, readonly ClientKind[]> = {
  'mtd-income-tax': ['sole-trader', 'landlord'],
  'self-assessment': ['sole-trader', 'landlord', 'partner', 'company'],
  'vat-1': ['vat'],
  'vat-2': ['vat'],
  'vat-3': ['vat'],
};

/** The kinds of deadline, in the order a day lists them (a return before its payment). */
const kinds = ['mtd-update', 'final-declaration', 'sa-return', 'sa-payment', 'sa-second-payment', 'vat-return'] as const;
type DeadlineKind = (typeof kinds)[number];

export interface Deadline {
  /** The same deadline has the same id in every build (the feeds' UIDs are made from it), even if its date changes. */
  id: string;
  kind: DeadlineKind;
  feed: FeedId;
  /** The day it is due, ISO (the whole UK day counts). */
  due: string;
  /** What the words quote: a tax year ("2026 to 2027"), the next one, a quarter number, a period's first and last days (ISO). */
  values: { taxYear?: string; nextTaxYear?: string; quarter?: number; start?: string; end?: string };
  /** The gov.uk page that states it. */
  source: string;
}

const iso = (day: Date) => day.toISOString().slice(0, 10);
const taxYearName = (startYear: number) => `${startYear} to ${startYear + 1}`;
const slug = (taxYear: string) => taxYear.replace(/\s+/g, '-');

/**
 * Adds calendar months, then days, to the last day of a month (a VAT period's end): a calendar month
 * after the last day of a month is the last day of the next month, however long each is.
 */
const afterMonthEnd = (end: Date, months: number, days: number) => new Date(Date.UTC(end.getUTCFullYear(), end.getUTCMonth() + months + 1, 0) + days * 86_400_000);

/** Every deadline of the tax years around `from` to `until`, before filtering by date. */
function allDeadlines(facts: DeadlineFacts, firstYear: number, lastYear: number): Deadline[] {
  const list: Deadline[] = [];
  const finalDay = finalDeclarationDay(facts.incomeTax.finalDeclaration);
  if (!finalDay) throw new Error('content/firm/mtd-facts.yaml: incomeTax.finalDeclaration must read as "31 January after the end of the tax year".');
  // MTD for Income Tax starts with the tax year of its first phase: no quarterly update or final declaration before it.
  const firstMtdYear = taxYearOf(new Date(`${[...facts.incomeTax.phases].sort((a, b) => a.from.localeCompare(b.from))[0]!.from}T00:00:00Z`));
  const sa = facts.selfAssessment;
  for (let year = firstYear; year <= lastYear; year++) {
    const taxYear = taxYearName(year);
    if (year >= firstMtdYear) {
      for (const q of quartersOfTaxYear(year, facts.quarters.periods)) {
        list.push({
          id: `mtd-update-${slug(taxYear)}-q${q.quarter}`,
          kind: 'mtd-update',
          feed: 'mtd-income-tax',
          due: iso(q.due),
          values: { taxYear, quarter: q.quarter, start: iso(q.start), end: iso(q.end) },
          source: facts.quarters.source,
        });
      }
      list.push({
        id: `final-declaration-${slug(taxYear)}`,
        kind: 'final-declaration',
        feed: 'mtd-income-tax',
        due: iso(dayAfterTaxYear(year, finalDay)),
        values: { taxYear },
        source: facts.incomeTax.source,
      });
    }
    list.push(
      { id: `sa-return-${slug(taxYear)}`, kind: 'sa-return', feed: 'self-assessment', due: iso(dayAfterTaxYear(year, sa.onlineReturn)), values: { taxYear }, source: sa.source },
      // The balance of a tax year is due with the first payment on account of the next.
      {
        id: `sa-payment-${slug(taxYear)}`,
        kind: 'sa-payment',
        feed: 'self-assessment',
        due: iso(dayAfterTaxYear(year, sa.payment)),
        values: { taxYear, nextTaxYear: taxYearName(year + 1) },
        source: sa.source,
      },
      {
        id: `sa-second-payment-${slug(taxYear)}`,
        kind: 'sa-second-payment',
        feed: 'self-assessment',
        due: iso(dayAfterTaxYear(year, sa.secondPaymentOnAccount)),
        values: { taxYear },
        source: sa.source,
      },
    );
  }
  const { months, days } = facts.vatReturns.dueAfterPeriodEnd;
  facts.vatReturns.quarterEnds.forEach((ends, i) => {
    const feed = feedIds[2 + i] as FeedId;
    for (let year = firstYear; year <= lastYear + 1; year++) {
      for (const month of ends) {
        const end = new Date(Date.UTC(year, month, 0));
        const start = new Date(Date.UTC(year, month - 3, 1));
        list.push({
          id: `vat-return-${i + 1}-${iso(end).slice(0, 7)}`,
          kind: 'vat-return',
          feed,
          due: iso(afterMonthEnd(end, months, days)),
          values: { start: iso(start), end: iso(end) },
          source: facts.vatReturns.source,
        });
      }
    }
  });
  return list;
}

/**
 * The deadlines due from `from` up to and including `until` (ISO days), in date order (then by feed),
 * optionally of one feed only.
 */
export function deadlinesBetween(facts: DeadlineFacts, from: string, until: string, feed?: FeedId): Deadline[] {
  const firstYear = taxYearOf(new Date(`${from}T00:00:00Z`)) - 2;
  const lastYear = taxYearOf(new Date(`${until}T00:00:00Z`));
  return allDeadlines(facts, firstYear, lastYear)
    .filter((d) => d.due >= from && d.due <= until && (!feed || d.feed === feed))
    .sort((a, b) => a.due.localeCompare(b.due) || feedIds.indexOf(a.feed) - feedIds.indexOf(b.feed) || kinds.indexOf(a.kind) - kinds.indexOf(b.kind));
}

/** The ISO day `months` calendar months after `day` (the last day of a shorter month if need be). */
export function monthsAfter(day: string, months: number): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const last = new Date(Date.UTC(y, m - 1 + months + 1, 0)).getUTCDate();
  return iso(new Date(Date.UTC(y, m - 1 + months, Math.min(d, last))));
}

/** How far ahead the deadline page lists dates, and how far the calendar feeds reach (further, so a subscribed calendar stays useful between builds). */
export const pageMonths = 12;
export const feedMonths = 18;
