import { useEffect, useState } from 'react';
import { currentQuarter, formatUkDate, quartersOfTaxYear, taxYearOf, ukDate, type Period } from '../../lib/mtd-calendar';

export interface QuarterCardsProps {
  periods: Period[];
  /** The instant the page was built: the pre-rendered cards show that day; the island updates to today. */
  builtAt: string;
}

/** The four quarterly periods of the current tax year, the current one marked, computed from today's date. */
export default function QuarterCards({ periods, builtAt }: QuarterCardsProps) {
  const [now, setNow] = useState(() => new Date(builtAt));
  useEffect(() => setNow(new Date()), []);
  const today = ukDate(now);
  const quarters = quartersOfTaxYear(taxYearOf(today), periods);
  const current = currentQuarter(now, periods).quarter;
  return (
    <div>
      <p className="text-muted">
        Tax year {quarters[0]?.taxYear}. Today is {formatUkDate(today)}.
      </p>
      <ol className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {quarters.map((q) => {
          const isCurrent = q.quarter === current;
          const past = q.due < today;
          return (
            <li key={q.quarter} className={`rounded-xl border-2 p-5 ${isCurrent ? 'border-brand bg-brand-soft' : 'border-line bg-paper'}`} aria-current={isCurrent ? 'date' : undefined}>
              <p className="font-sans text-sm font-bold tracking-wide text-muted uppercase">
                Quarter {q.quarter}
                {isCurrent && <span className="ml-2 rounded-full bg-brand px-2 py-0.5 text-xs text-white normal-case">Current quarter</span>}
              </p>
              <p className="mt-2">
                {formatUkDate(q.start)} to {formatUkDate(q.end)}
              </p>
              <p className="mt-2 text-lg font-bold text-brand-dark">Update due {formatUkDate(q.due)}</p>
              {past && <p className="mt-1 text-sm text-muted">Deadline passed</p>}
            </li>
          );
        })}
      </ol>
    </div>
  );
}
