/*
 * Quarterly update periods and deadlines of Making Tax Digital for Income Tax, computed from the
 * periods of content/firm/mtd-facts.yaml and a date (never hard-coded), and the countdown's tick.
 * Dates are UK calendar days. Pure: islands import it with the periods passed in as props.
 */

/** A standard quarterly period as the facts file gives it (month-day strings). */
export interface Period {
  quarter: number;
  start: string;
  end: string;
  due: string;
}

interface Quarter {
  quarter: number;
  /** Tax year, e.g. "2026 to 2027". */
  taxYear: string;
  start: Date;
  end: Date;
  /** Day the update is due (the whole UK day counts). */
  due: Date;
}

const utcDay = (year: number, mmdd: string) => {
  const [m, d] = mmdd.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(year, m - 1, d));
};

/** The UK calendar date of an instant, as a UTC midnight Date. */
export function ukDate(instant: Date): Date {
  const [y, m, d] = instant.toLocaleDateString('en-CA', { timeZone: 'Europe/London' }).split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d));
}

/** The four standard quarters of the tax year that starts on 6 April `startYear`. */
export function quartersOfTaxYear(startYear: number, periods: Period[]): Quarter[] {
  // A month-day on or after 6 April falls in the tax year's first calendar year, else in the second.
  const inTaxYear = (mmdd: string) => utcDay(mmdd >= '04-06' ? startYear : startYear + 1, mmdd);
  return periods.map((p) => {
    const start = inTaxYear(p.start);
    const end = inTaxYear(p.end);
    // The update is due on the first such day after the period ends.
    let due = utcDay(end.getUTCFullYear(), p.due);
    if (due <= end) due = utcDay(end.getUTCFullYear() + 1, p.due);
    return { quarter: p.quarter, taxYear: `${startYear} to ${startYear + 1}`, start, end, due };
  });
}

/**
 * The month-day of the final declaration, from its words in content/firm/mtd-facts.yaml
 * (`incomeTax.finalDeclaration`, "31 January after the end of the tax year" → "01-31"), or undefined
 * when the words no longer read that way.
 */
export function finalDeclarationDay(words: string): string | undefined {
  const m = /^(\d{1,2}) ([A-Z][a-z]+) after the end of the tax year$/.exec(words);
  const month = m ? new Date(`${m[2]} 1, 2001 12:00 UTC`) : undefined;
  if (!m || !month || Number.isNaN(month.getTime())) return undefined;
  return `${String(month.getUTCMonth() + 1).padStart(2, '0')}-${m[1]!.padStart(2, '0')}`;
}

/** The first day with that month-day (e.g. "01-31") after the end (5 April) of the tax year that starts in `startYear`. */
export function dayAfterTaxYear(startYear: number, mmdd: string): Date {
  const end = utcDay(startYear + 1, '04-05');
  const day = utcDay(startYear + 1, mmdd);
  return day > end ? day : utcDay(startYear + 2, mmdd);
}

/** The tax year (by its starting calendar year) that a UK date falls in: 6 April to 5 April. */
export function taxYearOf(date: Date): number {
  const y = date.getUTCFullYear();
  return date >= new Date(Date.UTC(y, 3, 6)) ? y : y - 1;
}

/** The quarter cards at an instant: the UK day, the four quarters of its tax year and the one containing it. */
export function taxYearAt(instant: Date, periods: Period[]): { today: Date; quarters: Quarter[]; current: Quarter } {
  const today = ukDate(instant);
  const quarters = quartersOfTaxYear(taxYearOf(today), periods);
  const current = quarters.find((q) => today >= q.start && today <= q.end);
  if (!current) throw new Error(`No quarter contains ${today.toISOString()}`);
  return { today, quarters, current };
}

/** The quarter whose period contains the date. */
export const currentQuarter = (instant: Date, periods: Period[]): Quarter => taxYearAt(instant, periods).current;

/** The next quarterly update deadline on or after the date (a deadline day still counts). */
export function nextDeadline(instant: Date, periods: Period[]): Quarter {
  const day = ukDate(instant);
  const year = taxYearOf(day);
  const candidates = [year - 1, year, year + 1].flatMap((y) => quartersOfTaxYear(y, periods));
  const next = candidates.filter((q) => q.due >= day).sort((a, b) => a.due.getTime() - b.due.getTime())[0];
  if (!next) throw new Error(`No deadline after ${day.toISOString()}`);
  return next;
}

/** The instant a deadline day ends in the UK (23:59:59 London time). */
export function endOfUkDay(day: Date): Date {
  const y = day.getUTCFullYear();
  const m = day.getUTCMonth();
  const d = day.getUTCDate();
  // London is UTC+1 in summer (BST) and UTC+0 in winter: find the offset on that day.
  const probe = new Date(Date.UTC(y, m, d, 12));
  const londonHour = Number(probe.toLocaleString('en-GB', { timeZone: 'Europe/London', hour: '2-digit', hour12: false }));
  const offsetHours = londonHour - 12;
  return new Date(Date.UTC(y, m, d, 23 - offsetHours, 59, 59));
}

/* ---- Countdown: days, hours, minutes, seconds; ticks each second, borrows, stops at zero ---- */

export interface Remaining {
  days: number;
  hours: number;
  minutes: number;
  seconds: number;
}

export const zero: Remaining = { days: 0, hours: 0, minutes: 0, seconds: 0 };

export function isZero(r: Remaining): boolean {
  return r.days === 0 && r.hours === 0 && r.minutes === 0 && r.seconds === 0;
}

/** One second less: seconds roll over to 59 borrowing from minutes, minutes from hours, hours from days; zero stays zero. */
export function tick(r: Remaining): Remaining {
  if (isZero(r)) return r;
  if (r.seconds > 0) return { ...r, seconds: r.seconds - 1 };
  if (r.minutes > 0) return { ...r, minutes: r.minutes - 1, seconds: 59 };
  if (r.hours > 0) return { ...r, hours: r.hours - 1, minutes: 59, seconds: 59 };
  return { days: r.days - 1, hours: 23, minutes: 59, seconds: 59 };
}

/** Time left from `now` until `target`, never negative. */
export function remainingUntil(target: Date, now: Date): Remaining {
  const total = Math.max(0, Math.floor((target.getTime() - now.getTime()) / 1000));
  return {
    days: Math.floor(total / 86_400),
    hours: Math.floor((total % 86_400) / 3600),
    minutes: Math.floor((total % 3600) / 60),
    seconds: total % 60,
  };
}
