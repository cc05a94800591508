import { describe, expect, it } from 'vitest';
import { formatDate, formatTaxYear, joinDayMonth, shortMonth } from '../../src/lib/dates';
import { daysIt, hoursIt, monthsIt, monthsEn } from '../../src/lib/tokens-it';

describe('formatDate', () => {
  // A no-break space joins the day to its month: a line never ends after "31".
  it('writes a day in words in each language', () => {
    expect(formatDate('2027-02-07', 'en')).toBe('7\u00a0February 2027');
    expect(formatDate('2027-02-07', 'it')).toBe('7\u00a0febbraio 2027');
    expect(formatDate(new Date(Date.UTC(2026, 11, 31)), 'en')).toBe('31\u00a0December 2026');
  });

  it('leaves the year out when asked for the day and month', () => {
    expect(formatDate('2001-08-07', 'en', 'dayMonth')).toBe('7\u00a0August');
    expect(formatDate('2001-08-07', 'it', 'dayMonth')).toBe('7\u00a0agosto');
  });

  it('reads a UTC midnight and an ISO day as that calendar day', () => {
    // A UTC midnight is still that day in the UK and in Italy, and an ISO day is read at noon.
    expect(formatDate(new Date('2026-04-06T00:00:00Z'), 'en')).toBe('6\u00a0April 2026');
    expect(formatDate('2026-04-06', 'it')).toBe('6\u00a0aprile 2026');
  });

  it('writes the first of a month as an ordinal in Italian, and only the first', () => {
    expect(formatDate('2022-04-01', 'it')).toBe('1°\u00a0aprile 2022');
    expect(formatDate('2001-07-01', 'it', 'dayMonth')).toBe('1°\u00a0luglio');
    expect(formatDate('2026-04-11', 'it')).toBe('11\u00a0aprile 2026');
    expect(formatDate('2022-04-01', 'en')).toBe('1\u00a0April 2022');
  });
});

describe('short months and dates in words', () => {
  it('abbreviates every English month to three letters, September too (not "Sept" beside "Jan")', () => {
    expect(Array.from({ length: 12 }, (_, i) => shortMonth(i + 1, 'en'))).toEqual(['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec']);
    expect(shortMonth(9, 'it')).toBe('set');
  });
  it('joins a day to its month in a fact written in words', () => {
    expect(joinDayMonth('31 January after the end of the tax year')).toBe('31\u00a0January after the end of the tax year');
    expect(joinDayMonth('entro il 31 gennaio e il 1° aprile, 30 giorni')).toBe('entro il 31\u00a0gennaio e il 1°\u00a0aprile, 30 giorni');
  });
});

describe('formatTaxYear', () => {
  it('writes a tax year as each language does', () => {
    expect(formatTaxYear('2026 to 2027', 'en')).toBe('2026 to 2027');
    expect(formatTaxYear('2026 to 2027', 'it')).toBe('2026\u201127');
    expect(formatTaxYear('2029 to 2030', 'it')).toBe('2029\u201130');
  });
});

describe('lengths in words', () => {
  it('writes an offer length with its unit, singular or plural, so the firm can change the number', () => {
    expect(hoursIt(1)).toBe('un’ora');
    expect(hoursIt(2)).toBe('2 ore');
    expect(hoursIt(1.5)).toBe('1,5 ore');
    expect(monthsIt(1)).toBe('un mese');
    expect(monthsIt(3)).toBe('3 mesi');
    expect(monthsEn(1)).toBe('1 month');
    expect(monthsEn(2)).toBe('2 months');
  });
});

describe('opening days in Italian, from the firm’s schema.org days', () => {
  const weekdays = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'];
  it('writes a run of days as a range, short in cards and in words in running text', () => {
    expect(daysIt(weekdays, 'short')).toBe('Lun–ven');
    expect(daysIt(weekdays, 'prose')).toBe('dal lunedì al venerdì');
    expect(daysIt([...weekdays, 'Saturday', 'Sunday'], 'prose')).toBe('dal lunedì alla domenica');
  });
  it('lists days that are not a run, and names a single day with its article', () => {
    expect(daysIt(['Friday', 'Monday', 'Wednesday'], 'short')).toBe('Lun, mer, ven');
    expect(daysIt(['Monday', 'Wednesday', 'Friday'], 'prose')).toBe('lunedì, mercoledì e venerdì');
    expect(daysIt(['Saturday'], 'prose')).toBe('il sabato');
    expect(daysIt(['Sunday'], 'short')).toBe('Dom');
  });
});
