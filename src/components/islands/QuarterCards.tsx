import { useEffect, useState } from 'react';
import { fill } from '../../lib/fill';
import type { MtdLabels } from '../../content/schemas/mtd';
import type { Locale } from '../../config/locale';
import { formatTaxYear, currentQuarter, formatUkDate, quartersOfTaxYear, taxYearOf, ukDate, type Period } from '../../lib/mtd-calendar';

export interface QuarterCardsProps {
  periods: Period[];
  /** The instant the page was built: the pre-rendered cards show that day; the island updates to today. */
  builtAt: string;
  labels: Omit<MtdLabels['quarters'], 'heading' | 'rule'>;
  locale: Locale;
  /** Language tag of the dates ('en-GB', 'it-IT'). */
  dateLocale: string;
}

/** The four quarterly periods of the current tax year, the current one marked, computed from today's date. */
export default function QuarterCards({ periods, builtAt, labels, locale, dateLocale }: QuarterCardsProps) {
  const [now, setNow] = useState(() => new Date(builtAt));
  useEffect(() => setNow(new Date()), []);
  const today = ukDate(now);
  const quarters = quartersOfTaxYear(taxYearOf(today), periods);
  const current = currentQuarter(now, periods).quarter;
  const date = (day: Date) => formatUkDate(day, dateLocale);
  const taxYear = quarters[0]?.taxYear ?? '';
  return (
    <div>
      <p className="text-muted">{fill(labels.taxYearToday, { taxYear: formatTaxYear(taxYear, locale), today: date(today) })}</p>
      <ol className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {quarters.map((q) => {
          const isCurrent = q.quarter === current;
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
