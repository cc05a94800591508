import { useEffect, useState } from 'react';
import { fill } from '../../lib/fill';
import type { MtdLabels } from '../../content/schemas/mtd';
import type { Locale } from '../../config/locale';
import { formatDate, formatTaxYear } from '../../lib/dates';
import { taxYearAt, type Period } from '../../lib/mtd-calendar';

export interface QuarterCardsProps {
  periods: Period[];
  /** The instant the page was built: the pre-rendered cards show that day; the island updates to today. */
  builtAt: string;
  labels: Omit<MtdLabels['quarters'], 'heading' | 'rule'>;
  locale: Locale;
}

/** The four quarterly periods of the current tax year, the current one marked, computed from today's date. */
export default function QuarterCards({ periods, builtAt, labels, locale }: QuarterCardsProps) {
  const [now, setNow] = useState(() => new Date(builtAt));
  useEffect(() => setNow(new Date()), []);
  const { today, quarters, current } = taxYearAt(now, periods);
  const date = (day: Date) => formatDate(day, locale);
  return (
    <div>
      <p className="text-muted">{fill(labels.taxYearToday, { taxYear: formatTaxYear(current.taxYear, locale), today: date(today) })}</p>
      <ol className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {quarters.map((q) => {
          const isCurrent = q === current;
          const past = q.due < today;
          return (
            <li key={q.quarter} className={`rounded-xl border-2 p-5 ${isCurrent ? 'border-brand bg-brand-soft' : 'border-line bg-paper'}`} aria-current={isCurrent ? 'date' : undefined}>
              <p className="font-sans text-sm font-bold tracking-wide text-muted uppercase">
                {fill(labels.quarter, { quarter: q.quarter })}
                {isCurrent && <span className="ml-2 rounded-full bg-brand px-2 py-0.5 text-xs text-white normal-case">{labels.current}</span>}
              </p>
              <p className="mt-2">{fill(labels.range, { start: date(q.start), end: date(q.end) })}</p>
              <p className="mt-2 text-lg font-bold text-brand-dark">{fill(labels.due, { date: date(q.due) })}</p>
              {past && <p className="mt-1 text-sm text-muted">{labels.passed}</p>}
            </li>
          );
        })}
      </ol>
    </div>
  );
}
