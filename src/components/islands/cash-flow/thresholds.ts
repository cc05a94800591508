import type { Locale } from '../../../config/locale';
import type { CashFlowWords } from '../../../content/schemas/cash-flow';
import { AT_RISK, HEALTHY, formatRatio } from '../../../lib/cash-flow';
import { fill } from '../../../lib/fill';

/** The status rule in words, quoting the thresholds the analysis uses. */
export const thresholds = (t: CashFlowWords, lang: Locale) => fill(t.thresholds, { healthy: formatRatio(HEALTHY, lang), atRisk: formatRatio(AT_RISK, lang) });
