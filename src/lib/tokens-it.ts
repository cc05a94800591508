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
