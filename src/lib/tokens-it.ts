import { formatDate } from './dates';

/* Dates and amounts in Italian form, for the {mtdIt:…} tokens (src/lib/tokens.ts) and the MTD components. */

/** "1° aprile 2022", "6 aprile 2026" (the one formatter writes the first of the month as an ordinal). */
export const dateIt = (iso: string) => formatDate(iso, 'it');
export const poundsIt = (amount: number) => `£${new Intl.NumberFormat('it-IT', { useGrouping: 'always' }).format(amount)}`;
