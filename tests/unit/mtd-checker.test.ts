import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { mtdFacts, parseMtdFacts } from '../../src/config/mtd-facts';
import {
  assess,
  businessTypes,
  byRelevance,
  fromHash,
  nextQuestion,
  noExemption,
  parsePounds,
  questionsFor,
  toHash,
  unsureExemption,
  type Answers,
  type BusinessType,
  type CheckerFacts,
} from '../../src/lib/mtd-checker';

/*
 * The MTD checker's rules (src/lib/mtd-checker.ts) against the facts of content/firm/mtd-facts.yaml as
 * the site reads them: a table of cases generated from the file (every phase, each side of each
 * threshold and exactly at it, every kind of business, VAT or not), so a change the firm makes to a
 * threshold or date is followed by the tests as by the site.
 */

const facts: CheckerFacts = mtdFacts;
const phases = [...facts.incomeTax.phases].sort((a, b) => a.from.localeCompare(b.from));

/** Answers every question the checker asks, from a plan: the income of each tax year it asks about, and the exemption. */
function answer(facts: CheckerFacts, plan: { type: BusinessType; vat: boolean; ownIncome?: boolean; incomes: (number | 'unknown')[]; exemption?: string }): Answers {
  const answers: Answers = { incomes: {} };
  const ordered = [...facts.incomeTax.phases].sort((a, b) => a.from.localeCompare(b.from));
  for (let guard = 0; guard < 20; guard++) {
    const next = nextQuestion(answers, facts);
    if (!next) return answers;
    if (next === 'type') answers.type = plan.type;
    else if (next === 'vat') answers.vat = plan.vat;
    else if (next === 'ownIncome') answers.ownIncome = plan.ownIncome ?? false;
    else if (next === 'exemption') answers.exemption = plan.exemption ?? noExemption;
    else {
      const year = next.slice('income:'.length);
      const index = ordered.findIndex((p) => p.basedOnTaxYear === year);
      expect(index, `${next} asks about a tax year of the facts`).toBeGreaterThanOrEqual(0);
      answers.incomes[year] = plan.incomes[index] ?? 0;
    }
  }
  throw new Error('the checker kept asking');
}

const individuals: { type: BusinessType; ownIncome?: boolean }[] = [
  { type: 'sole-trader' },
  { type: 'landlord' },
  { type: 'both' },
  { type: 'partner', ownIncome: true },
  { type: 'company', ownIncome: true },
];

/**
 * For each phase, incomes just under, exactly at and just over its threshold, every earlier year
 * exactly at its own threshold (which is not over it) and every later year one pound under.
 */
const incomeCases = phases.flatMap((_, i) =>
  ([-1, 0, 1] as const).map((delta) => ({
    phase: i,
    delta,
    incomes: phases.map((p, j) => (j < i ? p.threshold : j === i ? p.threshold + delta : p.threshold - 1)),
  })),
);

describe('the MTD checker: a table of cases from content/firm/mtd-facts.yaml', () => {
  const table = individuals.flatMap((who) => [true, false].flatMap((vat) => incomeCases.map((c) => ({ ...who, vat, ...c }))));

  it.each(table)('$type, VAT $vat, phase $phase, threshold $delta: the start date of the first year over its threshold', ({ type, ownIncome, vat, phase, delta, incomes }) => {
    const result = assess(answer(facts, { type, vat, ownIncome, incomes }), facts)!;
    expect(result).toBeDefined();
    const tax = result.incomeTax;
    if (delta > 0) {
      expect(tax.status).toBe('applies');
      expect(tax.from).toBe(phases[phase]!.from);
      expect(tax.values).toMatchObject({ threshold: phases[phase]!.threshold, taxYear: phases[phase]!.basedOnTaxYear, income: phases[phase]!.threshold + 1 });
      expect(tax.source).toBe(facts.incomeTax.source);
    } else {
      // Not over any threshold: not in scope while at or under the lowest, as the exemptions page says.
      expect(tax.status).toBe('not-in-scope');
      expect(tax.reason).toBe('below');
      expect(tax.from).toBeUndefined();
      expect(tax.source).toBe(facts.exemptions.source);
    }
    // Income exactly at a threshold is not over it, and the answer says so.
    const exactly = tax.notes.filter((n) => n.key === 'exactly');
    expect(exactly.length).toBe(phase + (delta === 0 ? 1 : 0));
    expect(result.vat.status).toBe(vat ? 'applies' : 'not-in-scope');
    if (vat) expect(result.vat.from).toBe(facts.vat.allBusinessesFrom);
    else expect(result.vat.values.threshold).toBe(facts.vat.registrationThreshold);
    expect(result.corporationTax.status).toBe(type === 'company' ? 'not-scheduled' : 'not-in-scope');
    expect(tax.notes.some((n) => n.key === 'partnership-income')).toBe(type === 'partner');
    expect(tax.notes.some((n) => n.key === 'company-income')).toBe(type === 'company');
  });

  it('covers every phase of the facts, each side of each threshold and exactly at it, each kind of business, with and without VAT', () => {
    expect(table.length).toBe(individuals.length * 2 * phases.length * 3);
    expect(new Set(table.map((c) => c.type))).toEqual(new Set(businessTypes));
  });

  it.each([true, false])('a partner with no income of their own: Income Tax not yet scheduled (VAT %s)', (vat) => {
    const result = assess(answer(facts, { type: 'partner', vat, ownIncome: false, incomes: [] }), facts)!;
    expect(result.incomeTax).toMatchObject({ status: 'not-yet-scheduled', reason: 'partnership', source: facts.partnerships.source });
    expect(result.corporationTax.status).toBe('not-in-scope');
    expect(result.vat.status).toBe(vat ? 'applies' : 'not-in-scope');
  });

  it.each([true, false])('a limited company with no income of its owner’s own: not in MTD for Income Tax, Corporation Tax not scheduled (VAT %s)', (vat) => {
    const result = assess(answer(facts, { type: 'company', vat, ownIncome: false, incomes: [] }), facts)!;
    expect(result.incomeTax).toMatchObject({ status: 'not-in-scope', reason: 'company' });
    expect(result.corporationTax).toMatchObject({ status: 'not-scheduled', source: facts.corporationTax.source });
  });

  it.each(table)('$type, VAT $vat, phase $phase, threshold $delta: the answer leads with the tax that matters most', ({ type, ownIncome, vat, incomes }) => {
    const result = assess(answer(facts, { type, vat, ownIncome, incomes }), facts)!;
    const order = byRelevance(result, type);
    expect(new Set(order)).toEqual(new Set(['incomeTax', 'vat', 'corporationTax']));
    expect(order).toHaveLength(3);
    const main = type === 'company' ? 'corporationTax' : 'incomeTax';
    const applies = (tax: string) => ['applies', 'apply-for-exemption'].includes(result[tax as keyof typeof result].status);
    // The visitor's main tax first if MTD applies to it; then the others that apply, the soonest first; then the main tax.
    const others = order.filter((tax) => tax !== main && applies(tax));
    if (applies(main)) expect(order[0]).toBe(main);
    expect(order.filter((tax) => tax !== main).slice(0, others.length)).toEqual(others);
    expect(others.map((tax) => result[tax].from)).toEqual(others.map((tax) => result[tax].from).sort());
    if (!others.length) expect(order[0]).toBe(main);
  });

  it.each([true, false])('a limited company with no income of its owner’s own leads with VAT if registered, else Corporation Tax; Income Tax last (VAT %s)', (vat) => {
    const result = assess(answer(facts, { type: 'company', vat, ownIncome: false, incomes: [] }), facts)!;
    expect(byRelevance(result, 'company')).toEqual(vat ? ['vat', 'corporationTax', 'incomeTax'] : ['corporationTax', 'vat', 'incomeTax']);
  });

  it('a VAT-registered sole trader over a threshold leads with Income Tax, then VAT', () => {
    const result = assess(answer(facts, { type: 'sole-trader', vat: true, incomes: phases.map((p) => p.threshold + 1) }), facts)!;
    expect(byRelevance(result, 'sole-trader')).toEqual(['incomeTax', 'vat', 'corporationTax']);
  });

  it('a sole trader with nothing that applies leads with Income Tax', () => {
    const result = assess(answer(facts, { type: 'sole-trader', vat: false, incomes: phases.map((p) => p.threshold) }), facts)!;
    expect(byRelevance(result, 'sole-trader')).toEqual(['incomeTax', 'vat', 'corporationTax']);
  });

  it.each(phases.map((_, i) => i))('an income not known for the year of phase %i: "ask us", naming what it depends on', (i) => {
    const incomes = phases.map((p, j) => (j < i ? p.threshold - 1 : ('unknown' as const)));
    const result = assess(answer(facts, { type: 'sole-trader', vat: false, incomes }), facts)!;
    expect(result.incomeTax).toMatchObject({ status: 'ask-us', reason: 'unknown', values: { threshold: phases[i]!.threshold, from: phases[i]!.from, taxYear: phases[i]!.basedOnTaxYear } });
  });

  it.each(facts.exemptions.list.map((e) => [e.id, e.kind] as const))('the published exemption %s (%s) changes the answer as GOV.UK says', (id, kind) => {
    const incomes = [phases[0]!.threshold + 1];
    const result = assess(answer(facts, { type: 'landlord', vat: false, incomes, exemption: id }), facts)!;
    if (kind === 'automatic') expect(result.incomeTax).toMatchObject({ status: 'not-in-scope', reason: 'exempt', values: { exemption: id } });
    else expect(result.incomeTax).toMatchObject({ status: 'apply-for-exemption', from: phases[0]!.from, values: { exemption: id } });
    expect(result.incomeTax.source).toBe(facts.exemptions.source);
  });

  it('not sure about the exemptions: "ask us", with the date it would apply from', () => {
    const result = assess(answer(facts, { type: 'both', vat: true, incomes: [phases[0]!.threshold + 1], exemption: unsureExemption }), facts)!;
    expect(result.incomeTax).toMatchObject({ status: 'ask-us', reason: 'exemption-unsure', from: phases[0]!.from });
  });

  it('asks each question only when it matters', () => {
    const year = (i: number) => `income:${phases[i]!.basedOnTaxYear}`;
    // Over the first threshold: no later year, then the exemptions.
    expect(questionsFor(answer(facts, { type: 'sole-trader', vat: false, incomes: [phases[0]!.threshold + 1] }), facts)).toEqual(['type', 'vat', year(0), 'exemption']);
    // Never over: every year, no exemptions.
    expect(questionsFor(answer(facts, { type: 'landlord', vat: true, incomes: phases.map(() => 0) }), facts)).toEqual(['type', 'vat', ...phases.map((_, i) => year(i))]);
    // A partner or company owner is asked about income of their own first; without it, nothing more.
    expect(questionsFor(answer(facts, { type: 'partner', vat: true, ownIncome: false, incomes: [] }), facts)).toEqual(['type', 'vat', 'ownIncome']);
    expect(questionsFor(answer(facts, { type: 'company', vat: false, ownIncome: true, incomes: ['unknown'] }), facts)).toEqual(['type', 'vat', 'ownIncome', year(0)]);
    // Nothing answered: nothing to assess.
    expect(assess({ incomes: {} }, facts)).toBeUndefined();
  });
});

describe('the rules read only the facts they are given', () => {
  /** content/firm/mtd-facts.yaml as written, through the site's own reader (its schema). */
  const fromFile = () => {
    const { sentences: _, ...raw } = parse(readFileSync('content/firm/mtd-facts.yaml', 'utf8')) as Record<string, Record<string, unknown>>;
    return raw;
  };

  it('a threshold changed in a copy of the facts file changes the answer', () => {
    const raw = fromFile();
    const ordered = [...(raw.incomeTax!.phases as { threshold: number; from: string }[])].sort((a, b) => a.from.localeCompare(b.from));
    const second = ordered[1]!;
    const plan = { type: 'sole-trader' as const, vat: false, incomes: [0, second.threshold + 1, 0] };
    const before = parseMtdFacts(raw);
    expect(assess(answer(before, plan), before)!.incomeTax).toMatchObject({ status: 'applies', from: second.from });
    // The firm raises the second threshold by £5,000: the same income is no longer over it.
    second.threshold += 5000;
    const after = parseMtdFacts(raw);
    expect(assess(answer(after, plan), after)!.incomeTax).toMatchObject({ status: 'not-in-scope', reason: 'below' });
  });

  it('a start date changed in the facts is the date of the answer', () => {
    const raw = fromFile();
    const first = [...(raw.incomeTax!.phases as { from: string }[])].sort((a, b) => a.from.localeCompare(b.from))[0]!;
    first.from = '2026-07-06';
    const changed = parseMtdFacts(raw);
    const result = assess(answer(changed, { type: 'landlord', vat: false, incomes: [10_000_000] }), changed)!;
    expect(result.incomeTax.from).toBe('2026-07-06');
  });
});

describe('the shared address of an answer', () => {
  it.each(table())('round-trips %s', (_, plan) => {
    const answers = answer(facts, plan);
    const hash = toHash(answers, facts);
    expect(fromHash(`#${hash}`, facts)).toEqual(answers);
    expect(assess(fromHash(hash, facts), facts)).toEqual(assess(answers, facts));
  });

  it('keeps only the answers that matter, and ignores what it cannot read', () => {
    const answers: Answers = {
      type: 'sole-trader',
      vat: true,
      ownIncome: true,
      incomes: { [phases[0]!.basedOnTaxYear]: phases[0]!.threshold + 1, [phases[1]!.basedOnTaxYear]: 5 },
      exemption: noExemption,
    };
    expect(toHash(answers, facts)).not.toContain('own-income');
    expect(toHash(answers, facts)).not.toContain(phases[1]!.basedOnTaxYear.replace(/ /g, '-'));
    expect(fromHash('#type=wizard&vat=maybe&exemption=unknown-one', facts)).toEqual({ type: undefined, vat: undefined, ownIncome: undefined, incomes: {}, exemption: undefined });
  });

  function table(): [string, Parameters<typeof answer>[1]][] {
    return [
      ['a sole trader over the first threshold', { type: 'sole-trader', vat: true, incomes: [phases[0]!.threshold + 0.5] }],
      ['a landlord who does not know', { type: 'landlord', vat: false, incomes: ['unknown'] }],
      ['a partner with a flat', { type: 'partner', vat: true, ownIncome: true, incomes: phases.map((p) => p.threshold) }],
      ['a company owner, exempt', { type: 'company', vat: false, ownIncome: true, incomes: [phases[0]!.threshold + 1], exemption: facts.exemptions.list[0]!.id }],
    ];
  }
});

describe('amounts as a visitor types them', () => {
  it.each([
    ['£45,000', 'en', 45000],
    ['45000', 'en', 45000],
    ['50,000.40', 'en', 50000.4],
    [' 30 000 ', 'en', 30000],
    ['45.000', 'it', 45000],
    ['£ 45.000,50', 'it', 45000.5],
    ['45.000', 'en', undefined],
    ['forty', 'en', undefined],
    ['-5', 'en', undefined],
    ['', 'en', undefined],
  ] as const)('%s (%s) reads as %s', (raw, lang, value) => {
    expect(parsePounds(raw, lang)).toBe(value);
  });

  it('pence count: £50,000.40 is over £50,000', () => {
    const threshold = phases[0]!.threshold;
    const result = assess(answer(facts, { type: 'sole-trader', vat: false, incomes: [parsePounds(`${threshold}.40`, 'en')!] }), facts)!;
    expect(result.incomeTax.status).toBe('applies');
  });
});
