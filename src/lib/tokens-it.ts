import { formatDate } from './dates';

/* Dates and amounts in Italian form, for the {mtdIt:…} tokens (src/lib/tokens.ts) and the MTD components. */

/** "1° aprile 2022", "6 aprile 2026" (the one formatter writes the first of the month as an ordinal). */
export const dateIt = (iso: string) => formatDate(iso, 'it');
export const poundsIt = (amount: number) => `£${new Intl.NumberFormat('it-IT', { useGrouping: 'always' }).format(amount)}`;

/** A length in hours in Italian words: "un’ora", "2 ore", "1,5 ore". */
export const hoursIt = (n: number) => (n === 1 ? 'un’ora' : `${new Intl.NumberFormat('it-IT').format(n)} ore`);
/** A number of months in Italian words: "un mese", "2 mesi". */
export const monthsIt = (n: number) => (n === 1 ? 'un mese' : `${n} mesi`);
/** A number of months in English words: "1 month", "2 months". */
export const monthsEn = (n: number) => `${n} month${n === 1 ? '' : 's'}`;
/** A number of seconds with its unit: "10 secondi", "un secondo"; secondsEn: "10 seconds", "1 second". */
export const secondsIt = (n: number) => (n === 1 ? 'un secondo' : `${new Intl.NumberFormat('it-IT').format(n)} secondi`);
export const secondsEn = (n: number) => `${new Intl.NumberFormat('en-GB').format(n)} second${n === 1 ? '' : 's'}`;

const weekIt = ['lunedì', 'martedì', 'mercoledì', 'giovedì', 'venerdì', 'sabato', 'domenica'];
const weekEn = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];

/**
 * Opening days in Italian from the schema.org day names of content/firm/contact.yaml, so the Italian
 * follows any change to the firm's hours: short for cards and the footer ("Lun–ven", "Lun, mer, ven"),
 * prose for running text ("dal lunedì al venerdì", "il sabato", "lunedì, mercoledì e venerdì").
 */
export function daysIt(dayOfWeek: readonly string[], form: 'short' | 'prose'): string {
  const days = [...new Set(dayOfWeek.map((d) => weekEn.indexOf(d)))].filter((i) => i >= 0).sort((a, b) => a - b);
  const names = days.map((i) => weekIt[i] ?? '');
  const first = names[0] ?? '';
  const last = names.at(-1) ?? '';
  const run = days.length > 2 && days.every((d, i) => i === 0 || d === (days[i - 1] ?? 0) + 1);
  const capital = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
  if (form === 'short') {
    const abbr = (s: string) => s.slice(0, 3);
    return capital(run ? `${abbr(first)}–${abbr(last)}` : names.map(abbr).join(', '));
  }
  if (names.length === 1) return `${first === 'domenica' ? 'la' : 'il'} ${first}`;
  if (run) return `dal ${first} ${last === 'domenica' ? 'alla' : 'al'} ${last}`;
  return `${names.slice(0, -1).join(', ')} e ${last}`;
}
