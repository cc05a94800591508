import type { Locale } from '../../../config/locale';
import type { CashFlowWords } from '../../../content/schemas/cash-flow';
import type { Analysis } from '../../../lib/cash-flow';

/** The tool's words in both languages: the visitor can switch language inside the tool. */
export type CashFlowWordsByLocale = Record<Locale, CashFlowWords>;

/** The firm's details, for the printed report. */
export interface Firm {
  name: string;
  phone: string;
  email: string;
  address: string;
}

/** An analysis with figures to show (not the empty form's). */
export type ShownAnalysis = Exclude<Analysis, { kind: 'no-figures' }>;
