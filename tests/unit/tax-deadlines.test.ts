import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { buildDay } from '../../src/lib/build-day';
import { mtdFacts } from '../../src/config/mtd-facts';
import { escapeText, fold, icsText, reminderBefore } from '../../src/lib/ics';
import { finalDeclarationDay, quartersOfTaxYear, taxYearOf } from '../../src/lib/mtd-calendar';
import { deadlinesBetween, feedIds, monthsAfter, pageMonths, type DeadlineFacts } from '../../src/lib/tax-deadlines';

/*
 * The deadline calendar's dates (src/lib/tax-deadlines.ts) against the facts of content/firm/mtd-facts.yaml,
 * for days given to it (never the clock), and the iCalendar writer (src/lib/ics.ts) read back by a
 * maintained parser, ical.js.
 */

const facts: DeadlineFacts = mtdFacts;
const days = ['2026-11-27', '2027-04-05', '2027-04-06', '2028-02-29'];
const md = (iso: string) => iso.slice(5);
const dayOf = (iso: string) => new Date(`${iso}T00:00:00Z`);

describe('deadlines from the facts, for any day', () => {
  it.each(days)('from %s: the next 12 months, in order, none before the day', (today) => {
    const until = monthsAfter(today, pageMonths);
    const list = deadlinesBetween(facts, today, until);
    expect(list.length).toBeGreaterThan(15);
    expect(list.every((d) => d.due >= today && d.due <= until)).toBe(true);
    expect(list.map((d) => d.due)).toEqual([...list.map((d) => d.due)].sort());
    expect(new Set(list.map((d) => d.id)).size).toBe(list.length);
    // Every calendar has dates in any 12 months: four VAT returns a year for each pattern of quarters.
    for (const feed of feedIds) expect(list.filter((d) => d.feed === feed).length, feed).toBeGreaterThanOrEqual(feed.startsWith('vat') ? 4 : 2);
  });

  it.each(days)('from %s: each date is the one the facts give', (today) => {
    const list = deadlinesBetween(facts, today, monthsAfter(today, 18));
    const firstMtdYear = taxYearOf(dayOf([...facts.incomeTax.phases].sort((a, b) => a.from.localeCompare(b.from))[0]!.from));
    for (const d of list) {
      if (d.kind === 'mtd-update') {
        const year = Number(d.values.taxYear!.slice(0, 4));
        expect(year).toBeGreaterThanOrEqual(firstMtdYear);
        const q = quartersOfTaxYear(year, facts.quarters.periods).find((x) => x.quarter === d.values.quarter)!;
        expect(d.due).toBe(q.due.toISOString().slice(0, 10));
        expect(facts.quarters.periods.map((p) => p.due)).toContain(md(d.due));
      }
      if (d.kind === 'final-declaration') expect(md(d.due)).toBe(finalDeclarationDay(facts.incomeTax.finalDeclaration));
      if (d.kind === 'sa-return') expect(md(d.due)).toBe(facts.selfAssessment.onlineReturn);
      if (d.kind === 'sa-payment') expect(md(d.due)).toBe(facts.selfAssessment.payment);
      if (d.kind === 'sa-second-payment') expect(md(d.due)).toBe(facts.selfAssessment.secondPaymentOnAccount);
      if (d.kind === 'final-declaration' || d.kind.startsWith('sa-')) {
        // Due after the end of its tax year (5 April), within the next two years.
        const end = `${Number(d.values.taxYear!.slice(0, 4)) + 1}-04-05`;
        expect(d.due > end, d.id).toBe(true);
        expect(d.due < `${Number(end.slice(0, 4)) + 1}-04-06`, d.id).toBe(true);
      }
      if (d.kind === 'vat-return') {
        // The period's last day, plus the facts' calendar months, then days: counted here month by month.
        const { months, days } = facts.vatReturns.dueAfterPeriodEnd;
        const end = dayOf(d.values.end!);
        const plusMonths = new Date(Date.UTC(end.getUTCFullYear(), end.getUTCMonth() + 1 + months, 1) - 86_400_000);
        expect(d.due).toBe(new Date(plusMonths.getTime() + days * 86_400_000).toISOString().slice(0, 10));
        const pattern = facts.vatReturns.quarterEnds[feedIds.indexOf(d.feed) - 2]!;
        expect(pattern).toContain(end.getUTCMonth() + 1);
        expect(d.source).toBe(facts.vatReturns.source);
      }
    }
  });

  it('reads the facts it is given: a VAT return due three days later moves every VAT date', () => {
    const later: DeadlineFacts = { ...facts, vatReturns: { ...facts.vatReturns, dueAfterPeriodEnd: { ...facts.vatReturns.dueAfterPeriodEnd, days: facts.vatReturns.dueAfterPeriodEnd.days + 3 } } };
    const vat = (f: DeadlineFacts) => deadlinesBetween(f, '2026-11-27', '2027-11-27').filter((d) => d.kind === 'vat-return');
    const before = new Map(vat(facts).map((d) => [d.id, d.due]));
    for (const d of vat(later)) if (before.has(d.id)) expect((dayOf(d.due).getTime() - dayOf(before.get(d.id)!).getTime()) / 86_400_000).toBe(3);
  });

  it('keeps an id per deadline across days, so a calendar updates its event rather than adding one', () => {
    const a = deadlinesBetween(facts, '2026-11-27', '2027-11-27');
    const b = deadlinesBetween(facts, '2027-02-01', '2028-02-01');
    const shared = a.filter((d) => b.some((e) => e.id === d.id));
    expect(shared.length).toBeGreaterThan(10);
    for (const d of shared) expect(b.find((e) => e.id === d.id)).toEqual(d);
  });

  it('no MTD date before the first phase of MTD for Income Tax', () => {
    const first = [...facts.incomeTax.phases].sort((a, b) => a.from.localeCompare(b.from))[0]!.from;
    const list = deadlinesBetween(facts, '2024-01-01', '2026-12-31', 'mtd-income-tax');
    expect(list.every((d) => d.due > first)).toBe(true);
  });
});

describe('the build day', () => {
  it('is the day given in SITE_TODAY, and refuses one that is not a day', () => {
    expect(buildDay({ SITE_TODAY: '2027-03-01' })).toBe('2027-03-01');
    expect(() => buildDay({ SITE_TODAY: '1 March 2027' })).toThrow(/SITE_TODAY/);
  });
});

describe('iCalendar files (RFC 5545), read back by ical.js', () => {
  const text = icsText({
    prodId: '-//Ponte Accounting//Tax deadlines//IT',
    name: 'IVA: scadenze, trimestri; marzo',
    description: 'Per le attività registrate ai fini IVA, con un promemoria\nuna settimana prima.',
    url: 'https://www.example.co.uk/it/tax-deadlines',
    stamp: '2026-11-27',
    events: [
      {
        uid: 'vat-return-1-2027-03-it@www.example.co.uk',
        date: '2027-05-07',
        summary: 'Scadenza della dichiarazione e del versamento IVA del trimestre chiuso il 31 marzo 2027, con testo abbastanza lungo da andare a capo più volte: ’àèìòù’',
        description: 'La regola su GOV.UK: https://www.gov.uk/submit-vat-return\n\nUn promemoria; grazie, a presto',
        url: 'https://www.gov.uk/submit-vat-return',
        alarm: 'Tra una settimana',
      },
    ],
  });

  it('parses, with every field as written', () => {
    const calendar = new ICAL.Component(ICAL.parse(text));
    expect(calendar.getFirstPropertyValue('version')).toBe('2.0');
    expect(calendar.getFirstPropertyValue('description')).toBe('Per le attività registrate ai fini IVA, con un promemoria\nuna settimana prima.');
    // ical.js does not know the calendar's name properties (RFC 7986, and the X-WR- one most applications read): they keep the text as escaped.
    expect(calendar.getFirstPropertyValue('x-wr-calname')).toBe(escapeText('IVA: scadenze, trimestri; marzo'));
    const [vevent] = calendar.getAllSubcomponents('vevent');
    const event = new ICAL.Event(vevent);
    expect(event.uid).toBe('vat-return-1-2027-03-it@www.example.co.uk');
    expect(event.startDate.isDate).toBe(true);
    expect(event.startDate.toString()).toBe('2027-05-07');
    expect(event.endDate.toString()).toBe('2027-05-08');
    expect(event.summary).toContain('’àèìòù’');
    expect(event.description).toBe('La regola su GOV.UK: https://www.gov.uk/submit-vat-return\n\nUn promemoria; grazie, a presto');
    expect(vevent!.getFirstPropertyValue('dtstamp')!.toString()).toBe('2026-11-27T00:00:00Z');
    const alarm = vevent!.getFirstSubcomponent('valarm')!;
    const trigger = alarm.getFirstPropertyValue('trigger') as ICAL.Duration;
    expect(trigger.toString()).toBe(reminderBefore);
    // 09:00 on the day a week before an all-day event.
    expect(trigger.toSeconds()).toBe(-(7 * 24 - 9) * 3600);
  });

  it('ends lines with CRLF and folds them at 75 octets, never inside a character', () => {
    const lines = text.split('\r\n');
    expect(lines.at(-1)).toBe('');
    expect(text.replace(/\r\n/g, '')).not.toContain('\n');
    for (const line of lines) expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
    expect(lines.some((l) => l.startsWith(' '))).toBe(true);
    expect(fold('é'.repeat(60)).split('\r\n ').join('')).toBe('é'.repeat(60));
  });
});
