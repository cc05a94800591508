import { useId } from 'react';
import type { Locale } from '../../../config/locale';
import type { CashFlowWords } from '../../../content/schemas/cash-flow';
import { fieldNames, formatAmount, type FieldName, type Inputs, type ShownAnalysis } from '../../../lib/cash-flow';
import { fill } from '../../../lib/fill';

/** Income against outgoings, and what the outgoings are made of: an SVG with a table as its text equivalent, which lists every figure typed, in the form's order. */
export default function Chart({ analysis, inputs, lang, t }: { analysis: ShownAnalysis; inputs: Inputs; lang: Locale; t: CashFlowWords }) {
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
