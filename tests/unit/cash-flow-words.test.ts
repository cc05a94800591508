import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { cashFlowWordsSchema } from '../../src/content/schemas/cash-flow';
import { fill } from '../../src/lib/fill';

/** content/i18n/cash-flow/<lang>.yaml as written, before the schema checks it. */
const raw = (lang: 'en' | 'it') => parse(readFileSync(`content/i18n/cash-flow/${lang}.yaml`, 'utf8')) as Record<string, unknown>;
const words = (lang: 'en' | 'it') => cashFlowWordsSchema.parse(raw(lang));
const issues = (data: unknown) => {
  const result = cashFlowWordsSchema.safeParse(data);
  return result.success ? [] : result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
};

describe('the cash-flow tool’s words (content/i18n/cash-flow)', () => {
  it('both languages pass the schema', () => {
    expect(issues(raw('en'))).toEqual([]);
    expect(issues(raw('it'))).toEqual([]);
  });

  it('a key missing from a language fails, naming the key', () => {
    const it_ = raw('it');
    const errors = { ...(it_.errors as object) } as Record<string, unknown>;
    delete errors.summaryTitle;
    expect(issues({ ...it_, errors }).join('\n')).toContain('errors.summaryTitle');
  });

  it('a sentence that loses a slot, or gains an unknown one, fails', () => {
    expect(issues({ ...raw('en'), announce: 'Analysis ready. Cash flow ratio {ratio}.' }).join('\n')).toContain('announce: must contain {status}');
    expect(issues({ ...raw('en'), reportDate: 'Prepared on {day}' }).join('\n')).toMatch(/reportDate: .*\{day\}/);
  });

  it('fills the sentences as the tool shows them', () => {
    const en = words('en');
    const it_ = words('it');
    expect(fill(en.errors.empty, { label: 'Rent', lowercaseLabel: 'rent' })).toBe('Enter rent (enter 0 if there is none)');
    expect(fill(en.errors.negative, { label: 'Rent', lowercaseLabel: 'rent' })).toBe('Rent must be 0 or more');
    expect(fill(it_.errors.decimals, { label: 'Affitto', lowercaseLabel: 'affitto' })).toBe('Affitto: inserisca al massimo due decimali, ad esempio 12500,50');
    expect(fill(en.announce, { ratio: '1.56', status: 'Healthy' })).toBe('Analysis ready. Cash flow ratio 1.56: Healthy.');
    expect(fill(it_.reportDate, { date: '23 novembre 2026' })).toBe('Preparato il 23 novembre 2026');
  });
});
