import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useReady } from '../../lib/ready';
import { deadlineTag } from '../deadlines/tag';

/** One deadline as the tile shows it, written by the page in its language (src/components/ui/ToolCards.astro). */
interface DeadlineTile {
  /** The day it is due, ISO (2027-01-31). */
  due: string;
  /** The day written out for screen readers ("31 January 2027"). */
  date: string;
  month: string;
  day: number;
  weekday: string;
  /** What is due, in one sentence. */
  summary: string;
  /** The calendar it is in, and that label's colours. */
  tag: string;
  colour: string;
}

export interface NextDeadlineProps {
  /** The deadlines of the next few months from the build day, in order. */
  items: DeadlineTile[];
  /** The build day (ISO): the tile shows the first date from it until the island wakes. */
  builtOn: string;
  /** Shown when every date listed has passed (a site not rebuilt for months): the link to the full list says the rest. */
  none: string;
  /** The tile's label ("Next deadline"). */
  heading: string;
  /** The classes of the tile's panel (the tools' cards share them). */
  panel: string;
  /** The card's icon, title and text (server markup), so a touch anywhere on the card wakes the island. */
  children?: ReactNode;
}

/**
 * The next tax deadline on the tools' cards (home page, tools hub): built with the build day's next date (right without
 * JavaScript), it wakes on the visitor's first interaction (client:interaction) and moves on to the first date that has not
 * passed by the visitor's UK day, as the deadlines page does, so a page built days ago never leads with a past date.
 */
export default function NextDeadline({ items, builtOn, none, heading, panel, children }: NextDeadlineProps) {
  const [today, setToday] = useState(builtOn);
  const root = useRef<HTMLDivElement>(null);
  useReady(root);
  useEffect(() => setToday(new Date().toLocaleDateString('en-CA', { timeZone: 'Europe/London' })), []);
  const at = items.findIndex((item) => item.due >= today);
  const next = items[at];
  // The date after it, in one short line: the panel shows what comes next, not only the first date.
  const then = next && items[at + 1];
  return (
    <div ref={root} className="flex grow flex-col" data-next-deadline={next?.due ?? ''}>
      {children}
      <div className={panel}>
        {/* The day tile beside the label and the calendar's tag; what is due under them, on the panel's full width (in Italian it runs long). */}
        <div className="flex items-center gap-4">
          {next && (
            <p className="shrink-0 rounded-control bg-paper px-3 py-1.5 text-center leading-tight shadow-card" aria-hidden="true">
              <span className="block text-sm font-semibold text-accent uppercase">{next.month}</span>
              <span className="block font-serif text-3xl font-bold text-brand-dark">{next.day}</span>
              <span className="block text-sm text-muted">{next.weekday}</span>
            </p>
          )}
          <div>
            <p className="eyebrow">{heading}</p>
            {next && <p className={`mt-2 ${deadlineTag}${next.colour}`}>{next.tag}</p>}
          </div>
        </div>
        <p className={`mt-3 text-[0.9375rem] leading-snug ${next ? 'font-semibold text-ink' : 'text-muted'}`}>
          {next ? (
            <>
              <time dateTime={next.due} className="sr-only">
                {next.date}:{' '}
              </time>
              {next.summary}
            </>
          ) : (
            none
          )}
        </p>
        {then && (
          <p className="mt-3 border-t border-line pt-3 text-sm leading-snug text-muted">
            {/* Its own calendar's tag: under the first date's tag it read as the same VAT cycle (review 12b). */}
            <span className={`mb-1.5 ${deadlineTag}${then.colour}`}>{then.tag}</span>
            <br />
            <time dateTime={then.due} className="font-semibold whitespace-nowrap text-ink">
              {then.date}
            </time>
            : {then.summary}
          </p>
        )}
      </div>
    </div>
  );
}
