import { describe, it, expect } from 'vitest';
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { mtdFacts } from '../../src/config/mtd-facts';
import { offers, formatPounds, formatPrice, vatStatement, parseOffers, priceOf } from '../../src/config/offers';
import { claims, claimIds, claimText } from '../../src/config/claims';
import { fillTokens, quarterlyRule, tokenValues } from '../../src/lib/tokens';
import { mtdPageData } from '../support/mtd-data';

const { packages, businessTypes, checklists, help } = mtdPageData('en');
const helpFaqs = help.faqs;

const t = tokenValues();

describe('quarterly updates: wording and dates come from content/firm/mtd-facts.yaml', () => {
  it('says updates are cumulative and due on the 7th of the month after the quarter ends', () => {
    expect(mtdFacts.quarters.cumulative).toBe(true);
    expect(quarterlyRule()).toBe('Each quarterly update covers the tax year to date and is due by the 7th of the month after the quarter ends');
    // Each day joined to its month by a no-break space (src/lib/dates.ts), so no line ends after "7".
    expect(t['mtd:quarterly-deadlines']).toBe('7\u00a0August, 7\u00a0November, 7\u00a0February and 7\u00a0May');
    expect(t['mtd:quarter-ends']).toBe('5\u00a0July, 5\u00a0October, 5\u00a0January and 5\u00a0April');
  });

  it('every due date is the 7th of the month after its quarter ends', () => {
    for (const p of mtdFacts.quarters.periods) {
      expect(p.due.slice(3), `Q${p.quarter}`).toBe('07');
      expect(Number(p.due.slice(0, 2)), `Q${p.quarter}`).toBe((Number(p.end.slice(0, 2)) % 12) + 1);
    }
  });

  it('the MTD page data quotes the deadlines from the facts', () => {
    const text = JSON.stringify([businessTypes, checklists, helpFaqs]);
    expect(text).toContain(t['mtd:quarterly-deadlines']);
    const deadlines = helpFaqs.find((f) => f.category === 'deadlines')!.answer;
    expect(deadlines).toContain('tax year to date');
  });
});

describe('each MTD fact: a gov.uk source, its rule as the source words it, a checked date', () => {
  const facts = Object.entries(mtdFacts).filter(([key]) => key !== 'reviewed') as [string, { source: string; rule: string; checked: string }][];

  it('has a source URL on gov.uk and a checked date no later than the review', () => {
    for (const [key, fact] of facts) {
      expect(fact.source, key).toMatch(/^https:\/\/www\.gov\.uk\//);
      expect(fact.checked, key).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(fact.checked <= mtdFacts.reviewed, key).toBe(true);
      expect(fact.rule.length, key).toBeGreaterThan(20);
    }
  });

  it('states in its rule the very figures the site shows', () => {
    const f = mtdFacts;
    expect(f.vat.rule).toContain(formatPounds(f.vat.registrationThreshold));
    for (const p of f.incomeTax.phases) expect(f.incomeTax.rule).toContain(formatPounds(p.threshold));
    for (const due of t['mtd:quarterly-deadlines'].split(/, | and /)) expect(f.quarters.rule).toContain(due.replace('\u00a0', ' '));
    expect(f.quarters.rule).toMatch(/cumulative/);
    const s = f.lateSubmission;
    expect(s.rule).toContain(`When you reach ${s.quarterlyThreshold} points`);
    expect(s.rule).toContain(formatPounds(s.penalty));
    expect(s.rule).toContain(`${s.pointExpiryMonths} months`);
    expect(s.rule).toContain(`${s.resetMonths} months`);
    expect(f.vatLateSubmission.rule).toContain(`${f.vatLateSubmission.thresholds.quarterly} for quarterly`);
    expect(f.softLanding.rule).toContain(f.softLanding.taxYear);
    expect(f.latePayment.rule).toContain(`${f.latePayment.day15Percent}%`);
  });

  it('cites pages that state the rule, not the volunteers page for the penalty points', () => {
    expect(mtdFacts.lateSubmission.source).toBe('https://www.gov.uk/guidance/penalties-for-making-tax-digital-for-income-tax');
    expect(mtdFacts.softLanding.source).toBe(mtdFacts.lateSubmission.source);
    expect(mtdFacts.softLanding.rule).toContain(`after ${mtdFacts.softLanding.taxYear}`);
    expect(mtdFacts.vat.source).toBe('https://www.gov.uk/vat-registration/when-to-register');
  });
});

describe('prices: defined once, with one VAT statement', () => {
  it('MTD packages take their price from content/firm/prices.yaml', () => {
    for (const p of packages) expect(p.price, p.id).toBe(offers.mtdPackages[p.id as keyof typeof offers.mtdPackages]);
  });

  it('a price token carries the VAT statement', () => {
    expect(fillTokens('From {price:cloud-accounting} a month').text).toBe(`From ${formatPounds(offers.startingPrices['cloud-accounting'])} plus VAT a month`);
    expect(t['priceIt:cloud-accounting']).toBe(`${formatPounds(offers.startingPrices['cloud-accounting'])} + IVA`);
    expect(formatPrice(100)).toMatch(/plus VAT$/);
    expect(vatStatement('en', 'included')).toBe('All our prices include VAT.');
    expect(vatStatement('en', 'not-charged')).toMatch(/not VAT-registered/);
  });

  it('payroll, year-end accounts, Self Assessment and e-commerce have a price only once the firm sets one', () => {
    // While a key is absent the pages say the fee is agreed in writing (src/lib/price-line.ts); a set figure is a monthly "from" price.
    const without = parseOffers({ ...offers, startingPrices: { ...offers.startingPrices, payroll: undefined } });
    expect(priceOf('payroll', without)).toBeUndefined();
    const withPayroll = parseOffers({ ...offers, startingPrices: { ...offers.startingPrices, payroll: 95 } });
    expect(priceOf('payroll', withPayroll)).toEqual({ amount: 95, per: 'month' });
    expect(() => parseOffers({ ...offers, startingPrices: { ...offers.startingPrices, ecommerce: 0 } })).toThrow(/\(startingPrices, ecommerce\)/);
    // The required prices stay required.
    const { 'cloud-accounting': _, ...rest } = offers.startingPrices;
    expect(() => parseOffers({ ...offers, startingPrices: rest })).toThrow(/cloud-accounting/);
  });

  it('scarcity needs a real limit: placesPerMonth is optional and positive', () => {
    expect(offers.promo.placesPerMonth).toBeUndefined();
    expect(() => parseOffers({ ...offers, promo: { ...offers.promo, placesPerMonth: 0 } })).toThrow(/\(promo, placesPerMonth\)/);
  });
});

describe('claims', () => {
  it('an unconfirmed claim shows only wording true without it, or nothing', () => {
    for (const id of claimIds) {
      const c = claims[id];
      if (c.confirmed) continue;
      expect(claimText(id, 'en'), id).toBe(c.fallback?.en ?? '');
      expect(claimText(id, 'it'), id).toBe(c.fallback?.it ?? '');
    }
    expect(claimText('iso-27001')).toBe('');
    expect(claimText('uptime')).toBe('');
    expect(claimText('accuracy')).toBe('');
  });

  it('a claim left out leaves no gap in the sentence around it', () => {
    expect(fillTokens('Open until {promoEnds}. {claim:promo-limited-places} Book now.').text).toBe(`Open until ${t.promoEnds}. Book now.`);
  });
});

/** Files under content/ and src/ outside content/firm (where prices, offers and facts live) and src/config (which reads them). */
function sourceFiles(dir: string, out: string[] = []): string[] {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) sourceFiles(path, out);
    else if (/\.(mdx?|astro|tsx?|mjs|css|ya?ml)$/.test(entry.name)) out.push(path);
  }
  return out;
}

describe('no price or date literal outside the firm’s facts', () => {
  const root = process.cwd();
  const files = [...sourceFiles(join(root, 'content')), ...sourceFiles(join(root, 'src'))]
    .map((f) => relative(root, f).split(sep).join('/'))
    .filter((f) => !f.startsWith('src/config/') && !f.startsWith('content/firm/'));
  /** Files where a £ sign is not a price: what a visitor may type into the cash-flow tool. */
  const notPrices = new Set(['src/lib/cash-flow.ts']);
  const month = '(January|February|March|April|May|June|July|August|September|October|November|December|gennaio|febbraio|marzo|aprile|maggio|giugno|luglio|agosto|settembre|ottobre|novembre|dicembre)';
  const seventh = new RegExp(`\\b7(st|nd|rd|th)? ${month}\\b|\\b${month} 7(st|nd|rd|th)?\\b|\\b7th of (the )?(month|${month})`);

  it('finds content and source files to check', () => {
    expect(files.length).toBeGreaterThan(100);
  });

  it('has no £-amount typed outside content/firm', () => {
    const found = files
      .filter((f) => !notPrices.has(f))
      .flatMap((f) =>
        readFileSync(join(root, f), 'utf8')
          .split('\n')
          .flatMap((line, i) => (/£\s?\d/.test(line) ? [`${f}:${i + 1}: ${line.trim().slice(0, 100)}`] : [])),
      );
    expect(found).toEqual([]);
  });

  it('has no 7th-of-the-month deadline typed outside content/firm', () => {
    const found = files.flatMap((f) =>
      readFileSync(join(root, f), 'utf8')
        .split('\n')
        .flatMap((line, i) => (seventh.test(line) ? [`${f}:${i + 1}: ${line.trim().slice(0, 100)}`] : [])),
    );
    expect(found).toEqual([]);
  });
});

describe('prices in Italian', () => {
  it('group thousands with a point, as Italian readers expect, and keep the VAT statement', async () => {
    const { formatPounds, formatPrice, vatSuffix } = await import('../../src/config/offers');
    expect(formatPounds(1250, 'it')).toBe('£1.250');
    expect(formatPounds(50000, 'it')).toBe('£50.000');
    expect(formatPounds(1250)).toBe('£1,250');
    expect(formatPrice(1250, 'it')).toBe(`£1.250${vatSuffix('it')}`);
  });
});
