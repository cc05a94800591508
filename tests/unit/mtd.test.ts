import { describe, expect, it } from 'vitest';
import { mtdFacts } from '../../src/config/mtd-facts';
import { formatDate } from '../../src/lib/dates';
import { currentQuarter, endOfUkDay, isZero, taxYearAt, nextDeadline, quartersOfTaxYear, remainingUntil, tick, zero } from '../../src/lib/mtd-calendar';

// The quarters of the facts file, as the pages pass them to the calendar.
const periods = mtdFacts.quarters.periods;
// A date as a reader reads it: the no-break space that joins its day to its month (src/lib/dates.ts) read as a space.
const day = (date: Date) => formatDate(date, 'en').replaceAll('\u00a0', ' ');

describe('quarters and deadlines', () => {
  it('lays out the 2026 to 2027 tax year', () => {
    expect(quartersOfTaxYear(2026, periods).map((q) => [day(q.start), day(q.end), day(q.due)])).toEqual([
      ['6 April 2026', '5 July 2026', '7 August 2026'],
      ['6 July 2026', '5 October 2026', '7 November 2026'],
      ['6 October 2026', '5 January 2027', '7 February 2027'],
      ['6 January 2027', '5 April 2027', '7 May 2027'],
    ]);
  });

  it.each([
    ['2026-11-01T10:00:00Z', 3, '7 November 2026', 2],
    ['2026-11-07T22:30:00Z', 3, '7 November 2026', 2],
    ['2026-11-08T00:30:00Z', 3, '7 February 2027', 3],
    ['2026-12-31T12:00:00Z', 3, '7 February 2027', 3],
    ['2027-04-06T09:00:00Z', 1, '7 May 2027', 4],
    ['2027-04-05T09:00:00Z', 4, '7 May 2027', 4],
  ])('on %s the current quarter is Q%d and the next deadline is %s (Q%d)', (now, current, due, dueQuarter) => {
    expect(currentQuarter(new Date(now), periods).quarter).toBe(current);
    const next = nextDeadline(new Date(now), periods);
    expect(day(next.due)).toBe(due);
    expect(next.quarter).toBe(dueQuarter);
  });

  it('gives the quarter cards the UK day, the four quarters of its tax year and the current one', () => {
    const view = taxYearAt(new Date('2027-04-05T23:30:00Z'), periods);
    expect(view.today.toISOString().slice(0, 10)).toBe('2027-04-06');
    expect(view.quarters.map((q) => q.quarter)).toEqual([1, 2, 3, 4]);
    expect(view.current).toBe(view.quarters[0]);
    expect(view.current.taxYear).toBe('2027 to 2028');
  });

  it('uses the UK day: 23:30 UTC on 7 November is still 7 November, but in summer 23:30 UTC on 7 August is 8 August', () => {
    expect(day(nextDeadline(new Date('2026-11-07T23:30:00Z'), periods).due)).toBe('7 November 2026');
    expect(day(nextDeadline(new Date('2026-08-07T23:30:00Z'), periods).due)).toBe('7 November 2026');
  });

  it('a deadline ends at the end of the UK day, in summer and winter time', () => {
    expect(endOfUkDay(new Date(Date.UTC(2026, 7, 7))).toISOString()).toBe('2026-08-07T22:59:59.000Z');
    expect(endOfUkDay(new Date(Date.UTC(2026, 10, 7))).toISOString()).toBe('2026-11-07T23:59:59.000Z');
  });
});

describe('countdown: days, hours, minutes and seconds, one tick a second, stopping at zero', () => {
  const start = { days: 30, hours: 12, minutes: 45, seconds: 30 };

  it('ticks one second from 30 days 12:45:30', () => {
    expect(tick(start)).toEqual({ days: 30, hours: 12, minutes: 45, seconds: 29 });
  });

  it('borrows: seconds from minutes, minutes from hours, hours from days', () => {
    expect(tick({ days: 30, hours: 12, minutes: 45, seconds: 0 })).toEqual({ days: 30, hours: 12, minutes: 44, seconds: 59 });
    expect(tick({ days: 30, hours: 12, minutes: 0, seconds: 0 })).toEqual({ days: 30, hours: 11, minutes: 59, seconds: 59 });
    expect(tick({ days: 30, hours: 0, minutes: 0, seconds: 0 })).toEqual({ days: 29, hours: 23, minutes: 59, seconds: 59 });
  });

  it('stops at zero', () => {
    expect(tick({ days: 0, hours: 0, minutes: 0, seconds: 1 })).toEqual(zero);
    expect(tick(zero)).toEqual(zero);
    expect(isZero(tick(zero))).toBe(true);
  });

  it('reaches zero from 30 days 12:45:30 in exactly its number of seconds', () => {
    let r = start;
    const total = 30 * 86_400 + 12 * 3600 + 45 * 60 + 30;
    for (let i = 0; i < total; i++) r = tick(r);
    expect(r).toEqual(zero);
  });

  it('computes the time left to a real deadline, never negative', () => {
    const due = endOfUkDay(new Date(Date.UTC(2026, 10, 7)));
    expect(remainingUntil(due, new Date('2026-11-06T23:59:59Z'))).toEqual({ days: 1, hours: 0, minutes: 0, seconds: 0 });
    expect(remainingUntil(due, new Date('2026-12-01T00:00:00Z'))).toEqual(zero);
  });
});
