import { useEffect, useState } from 'react';
import { fill } from '../../lib/fill';
import type { MtdLabels } from '../../content/schemas/mtd';
import type { Locale } from '../../config/locale';
import { formatDate, formatTaxYear } from '../../lib/dates';
import { endOfUkDay, isZero, nextDeadline, remainingUntil, tick, type Period, type Remaining } from '../../lib/mtd-calendar';

export interface CountdownProps {
  /** Quarterly periods from content/firm/mtd-facts.yaml. */
  periods: Period[];
  /** The instant the page was built, so the pre-rendered countdown is a real value. */
  builtAt: string;
  labels: MtdLabels['countdown'];
  locale: Locale;
}

function stateAt(now: Date, periods: Period[]) {
  const next = nextDeadline(now, periods);
  return { next, remaining: remainingUntil(endOfUkDay(next.due), now) };
}

const totalSeconds = (r: Remaining) => ((r.days * 24 + r.hours) * 60 + r.minutes) * 60 + r.seconds;

const units = ['days', 'hours', 'minutes', 'seconds'] as const;

/**
 * Counts down to the next real quarterly update deadline (from the facts file, computed from today's
 * date), ticking each second borrowing from the next unit up as a clock does. At zero it stops, then moves on to the
 * following deadline. Nothing is announced each second: the deadline itself is stated once in text.
 */
export default function Countdown({ periods, builtAt, labels, locale }: CountdownProps) {
  const [state, setState] = useState(() => stateAt(new Date(builtAt), periods));

  useEffect(() => {
    setState(stateAt(new Date(), periods));
    const timer = window.setInterval(() => {
      setState((current) => {
        const actual = stateAt(new Date(), periods);
        // Stopped at zero: once the deadline day has ended, count to the following deadline.
        if (isZero(current.remaining)) return actual;
        const next = { ...current, remaining: tick(current.remaining) };
        // A sleeping tab or a changed clock: follow the clock rather than drift.
        const drift = Math.abs(totalSeconds(next.remaining) - totalSeconds(actual.remaining));
        return actual.next.due.getTime() !== current.next.due.getTime() || drift > 1 ? actual : next;
      });
    }, 1000);
    return () => window.clearInterval(timer);
  }, [periods]);

  const { next, remaining } = state;
  const date = formatDate(next.due, locale);
  return (
    <div className="rounded-xl border-2 border-brand bg-brand-soft p-5 sm:p-6">
      <p className="text-lg font-semibold text-brand-dark">
        {labels.next} <time dateTime={next.due.toISOString().slice(0, 10)}>{date}</time> {fill(labels.nextDetail, { quarter: next.quarter, taxYear: formatTaxYear(next.taxYear, locale) })}
      </p>
      <div role="timer" aria-live="off" aria-label={fill(labels.timerLabel, { date })} className="mt-4 grid grid-cols-4 gap-2 text-center sm:gap-4">
        {units.map((key) => (
          <div key={key} className="rounded-lg bg-paper p-2 sm:p-4">
            <span className="block font-serif text-3xl font-bold text-brand-dark tabular-nums sm:text-5xl" data-unit={key}>
              {String(remaining[key]).padStart(2, '0')}
            </span>
            <span className="text-sm text-muted">{labels[key]}</span>
          </div>
        ))}
      </div>
      <p className="mt-3 text-sm text-muted">{labels.note}</p>
    </div>
  );
}
