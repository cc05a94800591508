import { useEffect, useState } from 'react';
import { endOfUkDay, formatUkDate, isZero, nextDeadline, remainingUntil, tick, type Period, type Remaining } from '../../lib/mtd-calendar';

export interface CountdownProps {
  /** Quarterly periods from src/config/mtd-facts.ts. */
  periods: Period[];
  /** The instant the page was built, so the pre-rendered countdown is a real value. */
  builtAt: string;
}

function stateAt(now: Date, periods: Period[]) {
  const next = nextDeadline(now, periods);
  return { next, remaining: remainingUntil(endOfUkDay(next.due), now) };
}

const totalSeconds = (r: Remaining) => ((r.days * 24 + r.hours) * 60 + r.minutes) * 60 + r.seconds;

const units: { key: keyof Remaining; label: string }[] = [
  { key: 'days', label: 'Days' },
  { key: 'hours', label: 'Hours' },
  { key: 'minutes', label: 'Minutes' },
  { key: 'seconds', label: 'Seconds' },
];

/**
 * Counts down to the next real quarterly update deadline (from the facts file, computed from today's
 * date), ticking each second with the borrow rules of spec 4. At zero it stops, then moves on to the
 * following deadline. Nothing is announced each second: the deadline itself is stated once in text.
 */
export default function Countdown({ periods, builtAt }: CountdownProps) {
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
  return (
    <div className="rounded-xl border-2 border-brand bg-brand-soft p-5 sm:p-6">
      <p className="text-lg font-semibold text-brand-dark">
        Next quarterly update deadline: <time dateTime={next.due.toISOString().slice(0, 10)}>{formatUkDate(next.due)}</time> (quarter {next.quarter}, tax year {next.taxYear})
      </p>
      <div role="timer" aria-live="off" aria-label={`Time left until ${formatUkDate(next.due)}`} className="mt-4 grid grid-cols-4 gap-2 text-center sm:gap-4">
        {units.map((u) => (
          <div key={u.key} className="rounded-lg bg-paper p-2 sm:p-4">
            <span className="block font-serif text-3xl font-bold text-brand-dark tabular-nums sm:text-5xl" data-unit={u.key}>
              {String(remaining[u.key]).padStart(2, '0')}
            </span>
            <span className="text-sm text-muted">{u.label}</span>
          </div>
        ))}
      </div>
      <p className="mt-3 text-sm text-muted">Updates are due by the end of the day. The countdown follows HMRC's standard quarterly periods.</p>
    </div>
  );
}
