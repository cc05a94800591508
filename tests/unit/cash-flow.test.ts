import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { AT_RISK, HEALTHY, analyse, fieldNames, formatAmount, formatRatio, fromQuery, parseAmount, statusFor, toQuery, type Inputs } from '../../src/lib/cash-flow';
import { readFileSync } from 'node:fs';
import { parse } from 'yaml';
import { cashFlowWordsSchema } from '../../src/content/schemas/cash-flow';
import { fill } from '../../src/lib/fill';

/** The tool's words as the build reads them: content/i18n/cash-flow/<lang>.yaml, checked by its schema. */
const cashFlowWords = Object.fromEntries((['en', 'it'] as const).map((lang) => [lang, cashFlowWordsSchema.parse(parse(readFileSync(`content/i18n/cash-flow/${lang}.yaml`, 'utf8')))])) as Record<
  'en' | 'it',
  ReturnType<typeof cashFlowWordsSchema.parse>
>;
const thresholds = (lang: 'en' | 'it', healthy: string, atRisk: string) => fill(cashFlowWords[lang].thresholds, { healthy, atRisk });

const zero: Inputs = Object.fromEntries(fieldNames.map((n) => [n, 0])) as Inputs;
const inputs = (partial: Partial<Inputs>): Inputs => ({ ...zero, ...partial });

describe('ratio and status: healthy from 1.5, at risk from 1, critical below 1', () => {
  it.each([
    // income (revenue + receivables), outgoings (costs + payables), expected ratio, status
    [{ monthlyRevenue: 1500 }, { rent: 1000 }, 1.5, 'healthy'],
    [{ monthlyRevenue: 1499.99 }, { rent: 1000 }, 1.49999, 'at-risk'],
    [{ monthlyRevenue: 1000 }, { salaries: 1000 }, 1, 'at-risk'],
    [{ monthlyRevenue: 999.99 }, { utilities: 1000 }, 0.99999, 'critical'],
    [{ monthlyRevenue: 10000, receivables: 2500 }, { rent: 2000, salaries: 4000, utilities: 500, operationalCosts: 1000, outstandingPayables: 500 }, 12500 / 8000, 'healthy'],
  ] as const)('income %o against outgoings %o gives ratio %d, %s', (income, outgoings, ratio, status) => {
    const result = analyse(inputs({ ...income, ...outgoings }));
    expect(result.kind).toBe('ratio');
    if (result.kind !== 'ratio') return;
    expect(result.ratio).toBeCloseTo(ratio, 10);
    expect(result.status).toBe(status);
  });

  it('adds amounts with pence exactly', () => {
    const result = analyse(inputs({ monthlyRevenue: 0.1, receivables: 0.2, rent: 0.3 }));
    expect(result.kind === 'ratio' && result.income).toBe(0.3);
    expect(result.kind === 'ratio' && result.ratio).toBe(1);
  });

  it('shows the ratio with two decimals, in each language', () => {
    expect(formatRatio(1.5, 'en')).toBe('1.50');
    expect(formatRatio(12500 / 8000, 'it')).toBe('1,56');
  });

  it('explains the thresholds with the same rule it computes', () => {
    const text = thresholds('en', formatRatio(HEALTHY, 'en'), formatRatio(AT_RISK, 'en'));
    expect(text).toBe('Healthy: a ratio of 1.50 or more. At risk: 1.00 or more but below 1.50. Critical: below 1.00.');
    expect(statusFor(1.5)).toBe('healthy');
    expect(statusFor(1)).toBe('at-risk');
    expect(thresholds('it', formatRatio(HEALTHY, 'it'), formatRatio(AT_RISK, 'it'))).toContain('pari o superiore a 1,50');
  });
});

describe('recommendations at and just past each boundary', () => {
  const recs = (p: Partial<Inputs>) => (analyse(inputs(p)).kind !== 'no-figures' ? (analyse(inputs(p)) as { recommendations: string[] }).recommendations : []);

  it('healthy: growth, plus stricter collection when owed is over 50% of revenue', () => {
    expect(recs({ monthlyRevenue: 1000, rent: 100, outstandingReceivables: 500 })).toEqual(['growth']);
    expect(recs({ monthlyRevenue: 1000, rent: 100, outstandingReceivables: 500.01 })).toEqual(['growth', 'stricterCollection']);
  });

  it('at risk: improvement, cost reduction over 70% expenses, faster collection over 30% owed', () => {
    // ratio 1000 / 700 = 1.43: at risk; expenses exactly 70% of revenue
    expect(recs({ monthlyRevenue: 1000, rent: 700, outstandingReceivables: 300 })).toEqual(['improve']);
    expect(recs({ monthlyRevenue: 1000, rent: 700.01, outstandingReceivables: 300 })).toEqual(['improve', 'reduceCosts']);
    expect(recs({ monthlyRevenue: 1000, rent: 700, outstandingReceivables: 300.01 })).toEqual(['improve', 'speedUpCollection']);
  });

  it('expenses exclude payables when compared with revenue', () => {
    expect(recs({ monthlyRevenue: 1000, rent: 600, outstandingPayables: 200 })).toEqual(['improve']);
  });

  it('critical: immediate attention, suppliers, costs, plus collection when anything is owed', () => {
    expect(recs({ monthlyRevenue: 900, rent: 1000 })).toEqual(['immediateAttention', 'negotiateSuppliers', 'cutCosts']);
    expect(recs({ monthlyRevenue: 900, rent: 1000, outstandingReceivables: 0.01 })).toEqual(['immediateAttention', 'negotiateSuppliers', 'cutCosts', 'prioritiseCollection']);
  });

  it('every recommendation has words in both languages', () => {
    for (const lang of ['en', 'it'] as const) {
      for (const text of Object.values(cashFlowWords[lang].recommendations)) expect(text.length).toBeGreaterThan(20);
    }
  });
});

describe('zero outgoings and empty figures', () => {
  it('income with no outgoings is healthy with no ratio, explained', () => {
    const result = analyse(inputs({ monthlyRevenue: 5000 }));
    expect(result).toMatchObject({ kind: 'no-outgoings', ratio: null, status: 'healthy', recommendations: ['growth'] });
  });

  it('nothing at all asks for figures instead of dividing by zero', () => {
    expect(analyse(zero)).toEqual({ kind: 'no-figures' });
  });
});

describe('parsing what people type', () => {
  it.each([
    ['12500', 'en', 12500],
    ['12,500', 'en', 12500],
    ['£12,500.50', 'en', 12500.5],
    ['£ 1,234,567', 'en', 1234567],
    ['0', 'en', 0],
    ['12.500,50', 'it', 12500.5],
    ['€ 12.500', 'it', 12500],
    ['12500,5', 'it', 12500.5],
    ['1.234.567', 'it', 1234567],
  ] as const)('accepts %s in %s as %d', (raw, lang, value) => {
    expect(parseAmount(raw, lang)).toEqual({ ok: true, value });
  });

  it.each([
    ['', 'en', 'empty'],
    ['   ', 'it', 'empty'],
    ['twelve', 'en', 'invalid'],
    ['12a', 'it', 'invalid'],
    ['1.2.3', 'it', 'invalid'],
    ['12.500.50', 'en', 'invalid'],
    ['12,50', 'en', 'invalid'],
    ['12.50', 'it', 'invalid'],
    ['12,500', 'it', 'decimals'],
    ['12.345', 'en', 'decimals'],
    ['-500', 'en', 'negative'],
    ['€ -5', 'it', 'negative'],
    ['1e9', 'en', 'invalid'],
    ['1,000,000,001', 'en', 'too-large'],
  ] as const)('refuses %s in %s (%s)', (raw, lang, error) => {
    expect(parseAmount(raw, lang)).toEqual({ ok: false, error });
  });

  it('writes amounts back as the language groups them, from four digits (what a switch of language rewrites)', () => {
    expect(formatAmount(1234, 'it')).toBe('1.234');
    expect(formatAmount(12500.5, 'it')).toBe('12.500,5');
    expect(formatAmount(1234, 'en')).toBe('1,234');
    for (const lang of ['en', 'it'] as const) expect(parseAmount(formatAmount(1234.56, lang), lang)).toEqual({ ok: true, value: 1234.56 });
  });
});

describe('share links', () => {
  it('round-trip the inputs and the language', () => {
    const values = inputs({ monthlyRevenue: 12500.5, rent: 2000, outstandingReceivables: 300 });
    const query = toQuery(values, 'it');
    expect(query).toContain('lang=it');
    expect(fromQuery(`?${query}`)).toEqual(values);
  });

  it('ignore a tampered link rather than show a wrong result', () => {
    expect(fromQuery('?monthlyRevenue=abc')).toBeUndefined();
    expect(fromQuery(`?${toQuery(zero, 'en').replace('rent=0', 'rent=-5')}`)).toBeUndefined();
  });
});

describe('properties', () => {
  const amount = fc.integer({ min: 0, max: 100_000_000 }).map((p) => p / 100);
  const anyInputs = fc.record(Object.fromEntries(fieldNames.map((n) => [n, amount])) as Record<keyof Inputs, fc.Arbitrary<number>>);

  it('for any valid inputs the ratio is finite or there is no ratio, never NaN or Infinity', () => {
    fc.assert(
      fc.property(anyInputs, (values) => {
        const result = analyse(values);
        if (result.kind === 'ratio') return Number.isFinite(result.ratio) && result.ratio >= 0;
        return result.kind === 'no-outgoings' || result.kind === 'no-figures';
      }),
    );
  });

  it('the status always agrees with the ratio and there is always a recommendation', () => {
    fc.assert(
      fc.property(anyInputs, (values) => {
        const result = analyse(values);
        if (result.kind !== 'ratio') return true;
        const expected = result.ratio >= 1.5 ? 'healthy' : result.ratio >= 1 ? 'at-risk' : 'critical';
        return result.status === expected && result.recommendations.length > 0;
      }),
    );
  });

  it('an amount formatted in either language parses back to itself', () => {
    fc.assert(
      fc.property(amount, fc.constantFrom('en' as const, 'it' as const), (value, lang) => {
        const text = new Intl.NumberFormat(lang === 'it' ? 'it-IT' : 'en-GB', { maximumFractionDigits: 2 }).format(value);
        const parsed = parseAmount(text, lang);
        return parsed.ok && parsed.value === value;
      }),
    );
  });
});
