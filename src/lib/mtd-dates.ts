import { mtdFacts } from '../config/mtd-facts';
import * as calendar from './mtd-calendar';

/** The calendar of src/lib/mtd-calendar.ts bound to the periods of the facts file (server side and tests). */
export { endOfUkDay, formatUkDate, isZero, remainingUntil, taxYearOf, tick, ukDate, zero } from './mtd-calendar';
export type { Quarter, Remaining } from './mtd-calendar';

const periods = mtdFacts.quarters.periods;
export const quartersOfTaxYear = (startYear: number) => calendar.quartersOfTaxYear(startYear, periods);
export const currentQuarter = (instant: Date) => calendar.currentQuarter(instant, periods);
export const nextDeadline = (instant: Date) => calendar.nextDeadline(instant, periods);
