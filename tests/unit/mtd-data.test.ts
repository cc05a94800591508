import { describe, it, expect } from 'vitest';
import { parse } from 'yaml';
import { mtdDataSchema, shapeDifferences } from '../../src/content/schemas/mtd';
import { searchFaqs } from '../../src/components/islands/HelpCenter';
import { tokenValues } from '../../src/lib/tokens';
import { mtdPageData, mtdYaml } from '../support/mtd-data';

/** The Making Tax Digital page data: content/mtd-data/en.yaml and it.yaml, as the build checks them. */

const en = mtdPageData('en');
const itData = mtdPageData('it');

describe('the Italian MTD data matches the English', () => {
  it('has the same lists, item for item (ids, categories, types)', () => {
    expect(shapeDifferences(en, itData)).toEqual([]);
  });

  it('a key missing from it.yaml fails the schema, naming the key path', () => {
    const raw = parse(mtdYaml('it'));
    delete raw.labels.checklist.reset;
    const result = mtdDataSchema.safeParse(raw);
    expect(result.success).toBe(false);
    expect(JSON.stringify(result.error?.issues.map((i) => i.path))).toContain('["labels","checklist","reset"]');
  });

  it('a penalty card quoting a fact the facts file does not give fails the schema, naming the slot and the ones it may use', () => {
    const raw = parse(mtdYaml('it'));
    raw.labels.penalties.threshold.more = raw.labels.penalties.threshold.more.replace('{expiry}', '{scadenza}');
    const result = mtdDataSchema.safeParse(raw);
    expect(result.success).toBe(false);
    const issue = result.error?.issues.find((i) => i.path.join('.') === 'labels.penalties.threshold.more');
    expect(issue?.message).toMatch(/^\{scadenza\} is not a slot this sentence can use \(it can use \{points\}.*\{yearly\}\)$/);
  });

  it('an item missing from an Italian list is named', () => {
    const shorter = structuredClone(itData);
    shorter.help.faqs.pop();
    expect(shapeDifferences(en, shorter)).toEqual(['help.faqs: 7 items, the English has 8']);
    const renamed = structuredClone(itData);
    renamed.businessTypes[1]!.id = 'limited-companies';
    expect(shapeDifferences(en, renamed)).toEqual(['businessTypes[1].id: "limited-companies", the English has "contractors"']);
  });

  it('quotes facts through tokens of its own language', () => {
    expect(mtdYaml('it')).not.toMatch(/\{mtd:|\{price:|\{package:/);
    expect(mtdYaml('en')).not.toMatch(/\{mtdIt:|\{priceIt:/);
    const t = tokenValues();
    expect(JSON.stringify(itData.checklists)).toContain(t['mtdIt:quarterly-deadlines']);
    expect(t['mtdIt:quarterly-deadlines']).toMatch(/^\d+\u00a0agosto, il \d+\u00a0novembre, il \d+\u00a0febbraio e il \d+\u00a0maggio$/);
  });

  it('calls the firm consulenti contabili, never commercialisti or esperti contabili (regulated titles)', () => {
    expect(mtdYaml('it')).not.toMatch(/commercialist|espert[oi] contabil/i);
  });

  it('package prices come from content/firm/prices.yaml in both languages', () => {
    expect(itData.packages.map((p) => p.price)).toEqual(en.packages.map((p) => p.price));
  });
});

describe('help centre data', () => {
  it('every popular search finds at least one answer, in both languages', () => {
    for (const data of [en, itData]) {
      for (const query of data.help.popularSearches) expect(searchFaqs(data.help.faqs, query).length, query).toBeGreaterThan(0);
    }
  });

  it('every category has questions', () => {
    for (const data of [en, itData]) {
      for (const c of data.help.categories)
        expect(
          data.help.faqs.some((f) => f.category === c.id),
          c.id,
        ).toBe(true);
    }
  });
});
