/*
 * The cash-flow analysis: parsing what people type, the ratio, the status and the
 * recommendations, in English and Italian. Pure functions, no UI; the island and the tests share them.
 */

import type { Locale } from '../config/locale';

export const fieldNames = ['monthlyRevenue', 'receivables', 'rent', 'salaries', 'utilities', 'operationalCosts', 'outstandingReceivables', 'outstandingPayables'] as const;
export type FieldName = (typeof fieldNames)[number];
export type Inputs = Record<FieldName, number>;

/** Status thresholds: at or above HEALTHY is healthy; at or above AT_RISK is at risk; below is critical. */
export const HEALTHY = 1.5;
export const AT_RISK = 1;
/** Largest amount accepted in one field. */
export const MAX_AMOUNT = 1_000_000_000;

export type Status = 'healthy' | 'at-risk' | 'critical';

type ParseResult = { ok: true; value: number } | { ok: false; error: ParseError };
type ParseError = 'empty' | 'invalid' | 'negative' | 'too-large' | 'decimals';

const patterns: Record<Locale, { grouped: RegExp; plain: RegExp; group: string; decimal: string }> = {
  // 12500 · 12,500 · 12,500.50 · 12500.5
  en: { grouped: /^\d{1,3}(,\d{3})+(\.\d+)?$/, plain: /^\d+(\.\d+)?$/, group: ',', decimal: '.' },
  // 12500 · 12.500 · 12.500,50 · 12500,5
  it: { grouped: /^\d{1,3}(\.\d{3})+(,\d+)?$/, plain: /^\d+(,\d+)?$/, group: '.', decimal: ',' },
};

/**
 * Reads an amount the way people type it in the chosen language: '12500', '12,500', '£12,500.50'
 * in English; '12.500,50', '€ 12.500' in Italian. Anything else is refused with a reason, never
 * guessed (so '12.50' under Italiano, or two decimal separators, is an error).
 */
export function parseAmount(raw: string, lang: Locale): ParseResult {
  const text = raw
    .replace(/[\s\u00a0\u202f]/g, '')
    .replace(/^(£|€|GBP|EUR)/i, '')
    .replace(/(£|€)$/, '');
  if (raw.trim() === '') return { ok: false, error: 'empty' };
  if (/^[-−–]/.test(text)) return { ok: false, error: 'negative' };
  const { grouped, plain, group, decimal } = patterns[lang];
  if (!grouped.test(text) && !plain.test(text)) return { ok: false, error: 'invalid' };
  const [whole = '', fraction = ''] = text.split(decimal);
  if (fraction.length > 2) return { ok: false, error: 'decimals' };
  const value = Number(`${whole.split(group).join('')}.${fraction || '0'}`);
  if (!Number.isFinite(value)) return { ok: false, error: 'invalid' };
  if (value > MAX_AMOUNT) return { ok: false, error: 'too-large' };
  return { ok: true, value };
}

/** Formats an amount for a field or the report, in the language's style (12,500.5 / 12.500,5). */
export const formatAmount = (value: number, lang: Locale) => value.toLocaleString(lang === 'it' ? 'it-IT' : 'en-GB', { maximumFractionDigits: 2, useGrouping: true });

/** Formats the ratio with two decimals. */
export const formatRatio = (ratio: number, lang: Locale) => ratio.toLocaleString(lang === 'it' ? 'it-IT' : 'en-GB', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

export function statusFor(ratio: number): Status {
  if (ratio >= HEALTHY) return 'healthy';
  if (ratio >= AT_RISK) return 'at-risk';
  return 'critical';
}

type RecommendationKey = 'growth' | 'stricterCollection' | 'improve' | 'reduceCosts' | 'speedUpCollection' | 'immediateAttention' | 'negotiateSuppliers' | 'cutCosts' | 'prioritiseCollection';

export type Analysis =
  | {
      kind: 'ratio';
      income: number;
      outgoings: number;
      expenses: number;
      ratio: number;
      status: Status;
      recommendations: RecommendationKey[];
    }
  | {
      /** Income but no outgoings at all: there is no ratio to show; cash flow is healthy. */
      kind: 'no-outgoings';
      income: number;
      outgoings: 0;
      expenses: 0;
      ratio: null;
      status: 'healthy';
      recommendations: RecommendationKey[];
    }
  | { kind: 'no-figures' };

/** An analysis with figures to show (not the empty form's). */
export type ShownAnalysis = Exclude<Analysis, { kind: 'no-figures' }>;

/** Sums in pence so that amounts with decimals add up exactly. */
const pence = (n: number) => Math.round(n * 100);

/**
 * The analysis. income = monthlyRevenue + receivables; outgoings = rent + salaries +
 * utilities + operationalCosts + outstandingPayables; ratio = income / outgoings.
 */
export function analyse(inputs: Inputs): Analysis {
  const income = (pence(inputs.monthlyRevenue) + pence(inputs.receivables)) / 100;
  const expenses = (pence(inputs.rent) + pence(inputs.salaries) + pence(inputs.utilities) + pence(inputs.operationalCosts)) / 100;
  const outgoings = (pence(expenses) + pence(inputs.outstandingPayables)) / 100;
  if (income === 0 && outgoings === 0) return { kind: 'no-figures' };
  const revenue = inputs.monthlyRevenue;
  const owed = inputs.outstandingReceivables;
  const healthy: RecommendationKey[] = owed > 0.5 * revenue ? ['growth', 'stricterCollection'] : ['growth'];
  if (outgoings === 0) return { kind: 'no-outgoings', income, outgoings: 0, expenses: 0, ratio: null, status: 'healthy', recommendations: healthy };
  const ratio = income / outgoings;
  const status = statusFor(ratio);
  const recommendations: RecommendationKey[] = [];
  if (status === 'healthy') {
    recommendations.push(...healthy);
  } else if (status === 'at-risk') {
    recommendations.push('improve');
    if (expenses > 0.7 * revenue) recommendations.push('reduceCosts');
    if (owed > 0.3 * revenue) recommendations.push('speedUpCollection');
  } else {
    recommendations.push('immediateAttention', 'negotiateSuppliers', 'cutCosts');
    if (owed > 0) recommendations.push('prioritiseCollection');
  }
  return { kind: 'ratio', income, outgoings, expenses, ratio, status, recommendations };
}

/* ---- URL: a result can be shared; the inputs travel in plain numbers, whatever the language ---- */

/** Query string for a result: ?lang=it&monthlyRevenue=12500.5&… */
export function toQuery(inputs: Inputs, lang: Locale): string {
  const params = new URLSearchParams();
  if (lang !== 'en') params.set('lang', lang);
  for (const name of fieldNames) params.set(name, String(inputs[name]));
  return params.toString();
}

/** Reads a shared URL's inputs; undefined unless all eight are present and valid. */
export function fromQuery(search: string): Inputs | undefined {
  const params = new URLSearchParams(search);
  const inputs = {} as Inputs;
  for (const name of fieldNames) {
    const raw = params.get(name);
    if (raw === null || !/^\d+(\.\d{1,2})?$/.test(raw)) return undefined;
    const value = Number(raw);
    if (value > MAX_AMOUNT) return undefined;
    inputs[name] = value;
  }
  return inputs;
}
