import { htmlLang, type Locale } from '../../../config/locale';
import type { CashFlowWords } from '../../../content/schemas/cash-flow';
import { AT_RISK, HEALTHY, fieldNames, formatAmount, formatRatio, type Inputs, type ShownAnalysis } from '../../../lib/cash-flow';
import { fill } from '../../../lib/fill';
import { formatDate, visitorToday } from '../../../lib/dates';
import { printWith } from '../../../lib/print';
import { saveTextFile } from '../../../lib/save-file';

/** The firm's details, for the printed report. */
export interface Firm {
  name: string;
  phone: string;
  email: string;
  address: string;
}

/** The status rule in words, quoting the thresholds the analysis uses. */
export const thresholds = (t: CashFlowWords, lang: Locale) => fill(t.thresholds, { healthy: formatRatio(HEALTHY, lang), atRisk: formatRatio(AT_RISK, lang) });

/** Saves the report as a text file named in the page's language, with the visitor's date. */
export function downloadReport(report: Parameters<typeof reportText>[0]): void {
  saveTextFile(`${report.t.reportFile}-${visitorToday()}.txt`, reportText(report));
}

/** Prints the report alone: the print styles in CashFlowTool.astro show only #cash-flow-report while <html> has this class. */
export function printReport(): void {
  printWith(() => {
    document.documentElement.classList.add('print-report');
    return () => document.documentElement.classList.remove('print-report');
  });
}

/** The same report as a text file (the "Download report" button): what the visitor can keep or send on. */
function reportText({ analysis, inputs, lang, t, firm }: { analysis: ShownAnalysis; inputs: Inputs; lang: Locale; t: CashFlowWords; firm: Firm }): string {
  const ratio = analysis.kind === 'ratio' ? formatRatio(analysis.ratio, lang) : '—';
  const width = Math.max(...fieldNames.map((n) => t.fields[n].label.length));
  return [
    firm.name,
    t.reportTitle,
    fill(t.reportDate, { date: formatDate(visitorToday(), lang) }),
    '',
    `${t.ratioLabel}: ${ratio}`,
    `${t.statusLabel}: ${t.status[analysis.status]}`,
    ...(analysis.kind === 'no-outgoings' ? [t.noOutgoings] : []),
    thresholds(t, lang),
    '',
    t.recommendationsHeading,
    ...analysis.recommendations.map((rec) => `- ${t.recommendations[rec]}`),
    '',
    t.reportInputs,
    ...fieldNames.map((n) => `${t.fields[n].label.padEnd(width)}  £${formatAmount(inputs[n], lang)}`),
    '',
    t.disclaimer,
    `${t.reportContact} ${firm.phone} · ${firm.email} · ${firm.address}`,
    '',
  ].join('\n');
}

/** The one-page printed report (the "Print or save as PDF" button): shown only when printing, outside the page layout. */
export default function Report({ analysis, inputs, lang, t, firm }: { analysis: ShownAnalysis; inputs: Inputs; lang: Locale; t: CashFlowWords; firm: Firm }) {
  // Today as the visitor's calendar shows it, written by the site's one date formatter.
  const date = formatDate(visitorToday(), lang);
  return (
    <div id="cash-flow-report" lang={htmlLang[lang]}>
      <p className="font-serif text-xl font-bold">{firm.name}</p>
      <h1 className="mt-2 text-2xl font-bold">{t.reportTitle}</h1>
      <p>{fill(t.reportDate, { date })}</p>
      <p className="mt-4 text-lg">
        <strong>{t.ratioLabel}:</strong> {analysis.kind === 'ratio' ? formatRatio(analysis.ratio, lang) : '—'} · <strong>{t.statusLabel}:</strong> {t.status[analysis.status]}
      </p>
      {analysis.kind === 'no-outgoings' && <p>{t.noOutgoings}</p>}
      <p className="text-sm">{thresholds(t, lang)}</p>
      <h2 className="mt-4 text-lg font-bold">{t.recommendationsHeading}</h2>
      <ul className="list-disc pl-5">
        {analysis.recommendations.map((rec) => (
          <li key={rec}>{t.recommendations[rec]}</li>
        ))}
      </ul>
      <h2 className="mt-4 text-lg font-bold">{t.reportInputs}</h2>
      <table className="w-full border-collapse text-sm">
        <tbody>
          {fieldNames.map((n) => (
            <tr key={n}>
              <th scope="row" className="border-b py-1 pr-4 text-left font-normal">
                {t.fields[n].label}
              </th>
              <td className="border-b py-1 text-right">£{formatAmount(inputs[n], lang)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className="mt-4 text-sm">{t.disclaimer}</p>
      <p className="mt-2 text-sm">
        {t.reportContact} {firm.phone} · {firm.email} · {firm.address}
      </p>
    </div>
  );
}
