import { formatDateIt } from '../config/offers';
import { mtdFacts } from '../config/mtd-facts';
import { formatTaxYear } from './mtd-calendar';

/*
 * The Making Tax Digital figures of src/config/mtd-facts.ts in Italian form, for the {mtdIt:…}
 * tokens (the same names as {mtd:…}): Italian dates and month names, amounts with the Italian
 * thousands separator (a point), lists joined with "e". The final declaration date, which the facts
 * file words in English, is translated here: if the English wording changes, the build stops and
 * asks for the Italian to be updated.
 */

/** "1° aprile 2022", "6 aprile 2026": Italian writes the first of the month as an ordinal. */
export const dateIt = (iso: string) => formatDateIt(iso).replace(/^1 /, '1° ');
export const poundsIt = (amount: number) => `£${new Intl.NumberFormat('it-IT', { useGrouping: 'always' }).format(amount)}`;
const dayMonth = (md: string) => formatDateIt(`2001-${md}`).replace(/ 2001$/, '');
const list = (items: string[]) => `${items.slice(0, -1).join(', ')} e ${items.at(-1)}`;

const finalDeclarationIt: Record<string, string> = {
  '31 January after the end of the tax year': '31 gennaio successivo alla fine dell’anno fiscale',
};


export function mtdFactsIt(): Record<string, string> {
  const f = mtdFacts;
  const final = finalDeclarationIt[f.incomeTax.finalDeclaration];
  if (!final) throw new Error(`src/lib/tokens-it.ts: no Italian for the final declaration date "${f.incomeTax.finalDeclaration}"; add it to finalDeclarationIt.`);
  const values: Record<string, string> = {
    'vat-threshold': poundsIt(f.vat.registrationThreshold),
    'vat-from': dateIt(f.vat.allBusinessesFrom),
    'final-declaration': final,
    penalty: poundsIt(f.lateSubmission.penalty),
    'points-threshold': String(f.lateSubmission.quarterlyThreshold),
    'points-expiry-months': String(f.lateSubmission.pointExpiryMonths),
    'points-reset-months': String(f.lateSubmission.resetMonths),
    'late-day15': `${f.latePayment.day15Percent}%`,
    'late-day30': `${f.latePayment.day30Percent}%`,
    'late-yearly': `${f.latePayment.yearlyPercentFromDay31}%`,
    'soft-landing-year': formatTaxYear(f.softLanding.taxYear, 'it'),
    reviewed: dateIt(f.reviewed),
  };
  f.incomeTax.phases.forEach((phase, i) => {
    values[`itsa-threshold-${i + 1}`] = poundsIt(phase.threshold);
    values[`itsa-from-${i + 1}`] = dateIt(phase.from);
  });
  const periods = [...f.quarters.periods].sort((a, b) => a.quarter - b.quarter);
  for (const p of periods) {
    values[`q${p.quarter}-due`] = dayMonth(p.due);
    values[`q${p.quarter}-start`] = dayMonth(p.start);
    values[`q${p.quarter}-end`] = dayMonth(p.end);
  }
  values['quarterly-deadlines'] = list(periods.map((p) => dayMonth(p.due)));
  values['quarter-ends'] = list(periods.map((p) => dayMonth(p.end)));
  values['quarterly-rule'] = quarterlyRuleIt();
  return values;
}

/** The sentence of quarterlyRule() in src/lib/tokens.ts, in Italian, from the same facts. */
function quarterlyRuleIt(): string {
  const q = mtdFacts.quarters;
  const days = new Set(q.periods.map((p) => Number(p.due.slice(3))));
  const covers = q.cumulative ? 'riguarda l’anno fiscale dall’inizio fino a quel momento' : 'riguarda il solo trimestre';
  return `Ogni aggiornamento trimestrale ${covers} e va inviato entro il giorno ${[...days][0]} del mese successivo alla fine del trimestre`;
}
