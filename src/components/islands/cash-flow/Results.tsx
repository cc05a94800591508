import { useId, type ReactNode, type RefObject } from 'react';
import type { Locale } from '../../../config/locale';
import type { CashFlowWords } from '../../../content/schemas/cash-flow';
import { fieldNames, formatAmount, formatRatio, type FieldName, type Inputs, type ShownAnalysis } from '../../../lib/cash-flow';
import { fill } from '../../../lib/fill';
import { downloadReport, printReport, thresholds, type Firm } from './Report';

const statusStyle = {
  healthy: 'border-success bg-success-soft text-success',
  'at-risk': 'border-accent bg-[#fdf1e8] text-accent',
  critical: 'border-danger bg-danger-soft text-danger',
} as const;
/** An amount in pounds, the pound sign first in both languages as the site's prices are (config/offers.ts: formatPounds), pence only when there are some. */
const pounds = (value: number, lang: Locale) =>
  `£${value.toLocaleString(lang === 'it' ? 'it-IT' : 'en-GB', { useGrouping: true, minimumFractionDigits: Number.isInteger(value) ? 0 : 2, maximumFractionDigits: 2 })}`;
const statusIcon = { healthy: '✓', 'at-risk': '!', critical: '✕' } as const;
const button = 'inline-flex min-h-12 items-center rounded-lg border-2 border-brand px-5 font-semibold';
const secondary = `${button} bg-paper text-brand hover:bg-brand-soft`;

interface ResultsProps {
  analysis: ShownAnalysis;
  inputs: Inputs;
  lang: Locale;
  t: CashFlowWords;
  /** Prefix of the ids inside the tool. */
  uid: string;
  /** The heading, which takes focus when a submit shows the results. */
  headingRef: RefObject<HTMLHeadingElement | null>;
  /** The firm's details, for the downloaded report. */
  firm: Firm;
  /** Whether the share link has just been copied. */
  copied: boolean;
  onShare: () => void;
  /** "Change figures": back to the form, which still holds them. */
  onChange: () => void;
  /** The report's language switch, shown with the report's buttons. */
  children?: ReactNode;
}

/** The analysis: ratio, status in words and colour, recommendations, chart, and the report's language, report and share buttons. */
export default function Results({ analysis, inputs, lang, t, uid, headingRef, firm, copied, onShare, onChange, children }: ResultsProps) {
  return (
    <section aria-labelledby={`${uid}-results`} className="space-y-8 rounded-xl border border-line bg-paper p-5 shadow-sm sm:p-8" data-results>
      {/* The result opens with the figures a visitor came for: what comes in, what goes out and the difference, beside its heading. */}
      <div className="flex flex-col gap-5 border-b border-line pb-6 lg:flex-row lg:items-end lg:justify-between lg:gap-10">
        <h2 id={`${uid}-results`} ref={headingRef} tabIndex={-1} className="text-3xl font-bold outline-none">
          {t.resultsHeading}
        </h2>
        <dl className="grid gap-y-1 sm:flex sm:gap-x-8" data-totals>
          {(
            [
              { label: t.income, value: analysis.income, colour: 'text-brand-dark' },
              { label: t.outgoings, value: analysis.outgoings, colour: 'text-brand-dark' },
              analysis.income >= analysis.outgoings
                ? { label: t.leftOver, value: analysis.income - analysis.outgoings, colour: 'text-success' }
                : { label: t.shortBy, value: analysis.outgoings - analysis.income, colour: 'text-danger' },
            ] satisfies { label: string; value: number; colour: string }[]
          ).map(({ label, value, colour }) => (
            <div key={label} className="flex items-baseline justify-between gap-4 sm:block">
              <dt className="text-sm font-semibold text-muted">{label}</dt>
              <dd className={`font-serif text-xl font-bold whitespace-nowrap sm:mt-1 sm:text-3xl ${colour}`}>{pounds(value, lang)}</dd>
            </div>
          ))}
        </dl>
      </div>
      <dl className="grid gap-6 sm:grid-cols-2">
        <div className="rounded-lg bg-mist p-5">
          <dt className="font-semibold">{t.ratioLabel}</dt>
          <dd className="mt-1 text-4xl font-bold text-brand-dark" data-ratio>
            {analysis.kind === 'ratio' ? formatRatio(analysis.ratio, lang) : '—'}
          </dd>
          <dd className="mt-2 text-sm text-muted">{analysis.kind === 'ratio' ? t.ratioExplained : t.noOutgoings}</dd>
        </div>
        <div className={`rounded-lg border-2 p-5 ${statusStyle[analysis.status]}`}>
          <dt className="font-semibold text-ink">{t.statusLabel}</dt>
          <dd className="mt-1 flex items-center gap-2 text-3xl font-bold" data-status={analysis.status}>
            <span aria-hidden="true" className="inline-flex size-9 items-center justify-center rounded-full border-2 border-current text-xl">
              {statusIcon[analysis.status]}
            </span>
            {t.status[analysis.status]}
          </dd>
          <dd className="mt-2 text-sm text-ink">{t.statusMeaning[analysis.status]}</dd>
        </div>
      </dl>
      <p className="text-sm text-muted">{thresholds(t, lang)}</p>

      <div>
        <h3 className="text-2xl font-bold">{t.recommendationsHeading}</h3>
        <ul className="mt-4 space-y-3" data-recommendations>
          {analysis.recommendations.map((rec) => (
            <li key={rec} className="flex gap-3">
              <span aria-hidden="true" className="mt-2 size-2 shrink-0 rounded-full bg-brand" />
              <span>{t.recommendations[rec]}</span>
            </li>
          ))}
        </ul>
      </div>

      <div className="space-y-6" data-figures>
        <Chart analysis={analysis} inputs={inputs} lang={lang} t={t} />
        <button type="button" onClick={onChange} className={`no-print ${secondary}`}>
          {t.change}
        </button>
      </div>

      <div className="no-print space-y-4 border-t border-line pt-6">
        {children}
        <div className="flex flex-wrap gap-3">
          <button type="button" onClick={() => downloadReport({ analysis, inputs, lang, t, firm })} className={`${button} bg-brand text-white hover:bg-brand-dark`}>
            {t.download}
          </button>
          <button type="button" onClick={printReport} className={secondary}>
            {t.print}
          </button>
          <button type="button" onClick={onShare} className={secondary}>
            {t.share}
          </button>
        </div>
        <p className="text-sm text-muted" aria-live="polite">
          {copied ? t.shareCopied : t.shareHint}
        </p>
      </div>
      <p className="text-sm text-muted">{t.disclaimer}</p>
    </section>
  );
}

/** Income against outgoings, and what the outgoings are made of: an SVG with a table as its text equivalent, which lists every figure typed, in the form's order. */
function Chart({ analysis, inputs, lang, t }: { analysis: ShownAnalysis; inputs: Inputs; lang: Locale; t: CashFlowWords }) {
  const uid = useId();
  const max = Math.max(analysis.income, analysis.outgoings) || 1;
  const width = 600;
  const barWidth = (v: number) => Math.max(0, (v / max) * width);
  // What the outgoings bar is made of, in order, each in a colour of the site's palette (global.css: brand blues, accent, slate).
  const parts = [
    ['rent', '#0f3d5c'],
    ['salaries', '#2f6f98'],
    ['utilities', '#6b9cbd'],
    ['operationalCosts', '#a4481b'],
    ['outstandingPayables', '#45525e'],
  ] as const;
  // The table's key: income in the income bar's green, each outgoing in its part's colour; the unpaid invoices (cited by the
  // advice) are in neither bar, so their key is an empty outline.
  const colours: Partial<Record<FieldName, string>> = { monthlyRevenue: '#1d6b3a', receivables: '#1d6b3a', ...Object.fromEntries(parts) };
  let x = 0;
  return (
    <figure className="space-y-4">
      <h3 className="text-2xl font-bold">{t.chartHeading}</h3>
      {/* The labels are text of the page, not of the drawing: on a phone a 600-unit drawing shrinks its own text to about 7 px. */}
      <div role="img" aria-labelledby={`${uid}-desc`} className="grid max-w-2xl grid-cols-[auto_minmax(0,1fr)] items-center gap-x-4 gap-y-5 font-semibold">
        <span aria-hidden="true">{t.income}</span>
        <svg viewBox={`0 0 ${width} 30`} preserveAspectRatio="none" aria-hidden="true" className="h-8 w-full">
          <rect width={barWidth(analysis.income)} height="30" fill="#1d6b3a" />
        </svg>
        <span aria-hidden="true">{t.outgoings}</span>
        <svg viewBox={`0 0 ${width} 30`} preserveAspectRatio="none" aria-hidden="true" className="h-8 w-full">
          {parts.map(([key, colour]) => {
            const w = barWidth(inputs[key]);
            const rect = <rect key={key} x={x} width={w} height="30" fill={colour} />;
            x += w;
            return rect;
          })}
        </svg>
      </div>
      <figcaption id={`${uid}-desc`} className="text-sm text-muted">
        {fill(t.chartDescription, { income: formatAmount(analysis.income, lang), outgoings: formatAmount(analysis.outgoings, lang) })}
      </figcaption>
      <table className="w-full border-collapse text-left text-sm">
        <caption className="mb-2 text-left font-semibold">{t.tableCaption}</caption>
        <thead>
          <tr>
            <th scope="col" className="border-b border-line py-1.5 pr-4" />
            <th scope="col" className="border-b border-line py-1.5 text-right">
              {t.amount}
            </th>
          </tr>
        </thead>
        <tbody>
          {fieldNames.map((n) => (
            <tr key={n}>
              <th scope="row" className="border-b border-line py-1.5 pr-4 font-normal">
                <span aria-hidden="true" className={`mr-2 inline-block size-3 rounded-sm align-middle ${colours[n] ? '' : 'border border-muted'}`} style={{ backgroundColor: colours[n] }} />
                {(t.breakdown as Partial<Record<FieldName, string>>)[n] ?? t.fields[n].label}
              </th>
              <td className="border-b border-line py-1.5 text-right">{formatAmount(inputs[n], lang)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
