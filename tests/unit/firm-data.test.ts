import { fieldLabel } from '../../src/core/editor-errors';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { parse } from 'yaml';
import { firmDataDir, firmDataFiles, type FirmDataFile } from '../../src/config/data-file';
import { parseClaims } from '../../src/config/claims';
import { parseContact } from '../../src/config/contact';
import { parseMtdFacts, parseMtdSentences } from '../../src/config/mtd-facts';
import { parseOffers, parseVatWording } from '../../src/config/offers';
import { parseSite } from '../../src/config/site';

/*
 * The firm's facts are YAML files an editor changes in content/firm/. A wrong value must be refused
 * with a message naming the file and the key, and every file there must be one the site reads. That
 * the build itself stops is tests/integration/firm-data.test.ts.
 */

/** A file of content/firm/ as the site reads it, parsed, to be altered by a test. */
const data = (name: FirmDataFile) => parse(readFileSync(join(process.cwd(), firmDataDir, name), 'utf8')) as Record<string, any>;
/** The message names the file first, then the key's line and the key in an editor's terms ("phases 2, threshold"). */
const naming = (name: FirmDataFile, key: string) =>
  new RegExp(`^content/firm/${name.replace('.', '\\.')}[\\s\\S]*line \\d+ \\(${fieldLabel(key.split('.').map((k) => (/^\d+$/.test(k) ? Number(k) : k))).replace(/[()]/g, '\\$&')}\\): `);

describe('a bad value in content/firm/ is refused, naming the file and the key', () => {
  it('site.yaml: years of experience that are not a positive whole number', () => {
    const site = data('site.yaml');
    expect(() => parseSite({ ...site, founder: { ...site.founder, yearsExperience: -30 } })).toThrow(naming('site.yaml', 'founder.yearsExperience'));
    // The editor leaves an empty optional group out of the file: a key with no line is named by the file and the key.
    expect(() => parseSite({ ...site, disclosures: { companyNumber: '123' } })).toThrow(/^content\/firm\/site\.yaml[\s\S]*\(disclosures, companyNumber\): /);
  });

  it('site.yaml: disclosures left out (as the editor saves an empty group) or with every line commented out are none set, not an error', () => {
    expect(data('site.yaml').disclosures ?? null).toBeNull();
    expect(parseSite(data('site.yaml')).disclosures).toEqual({});
  });

  it('contact.yaml: a phone number that is not a UK number, and a closing time that is not a time', () => {
    const contact = data('contact.yaml');
    expect(() => parseContact({ ...contact, phone: 1632960482 })).toThrow(naming('contact.yaml', 'phone'));
    expect(() => parseContact({ ...contact, hours: [{ ...contact.hours[0], closes: '5pm' }] })).toThrow(naming('contact.yaml', 'hours.0.closes'));
  });

  it('prices.yaml: a negative price, an end date that is not a date, a lost VAT sentence', () => {
    const { vatWording, ...offers } = data('prices.yaml');
    expect(() => parseOffers({ ...offers, startingPrices: { ...offers.startingPrices, 'cloud-accounting': -180 } })).toThrow(naming('prices.yaml', 'startingPrices.cloud-accounting'));
    expect(() => parseOffers({ ...offers, promo: { ...offers.promo, endsOn: '31/12/2026' } })).toThrow(naming('prices.yaml', 'promo.endsOn'));
    expect(() => parseVatWording({ ...vatWording, included: { ...vatWording.included, statement: { en: 'All our prices include VAT.' } } })).toThrow(
      naming('prices.yaml', 'vatWording.included.statement.it'),
    );
  });

  it('mtd-facts.yaml: a checked date that is not a date, a source off gov.uk, a sentence that lost its slot', () => {
    const { sentences, ...facts } = data('mtd-facts.yaml');
    expect(() => parseMtdFacts({ ...facts, vat: { ...facts.vat, checked: 'last Tuesday' } })).toThrow(naming('mtd-facts.yaml', 'vat.checked'));
    expect(() => parseMtdFacts({ ...facts, quarters: { ...facts.quarters, source: 'https://example.com/mtd' } })).toThrow(naming('mtd-facts.yaml', 'quarters.source'));
    const lost = { ...sentences, quarterlyRule: { ...sentences.quarterlyRule, it: 'Ogni aggiornamento trimestrale {covers} e va inviato entro il 7' } };
    expect(() => parseMtdSentences(lost)).toThrow(naming('mtd-facts.yaml', 'sentences.quarterlyRule.it'));
    expect(() => parseMtdSentences(lost)).toThrow(/must keep \{covers\} and \{day\}/);
  });

  it('mtd-facts.yaml: a quarter day that does not exist, words for a day, a due day off the rule: each named in words, in this file', () => {
    const { sentences: _, ...facts } = data('mtd-facts.yaml');
    const withDue = (i: number, due: string) => ({ ...facts, quarters: { ...facts.quarters, periods: facts.quarters.periods.map((p: object, j: number) => (j === i ? { ...p, due } : p)) } });
    expect(() => parseMtdFacts(withDue(2, '02-30'))).toThrow(naming('mtd-facts.yaml', 'quarters.periods.2.due'));
    expect(() => parseMtdFacts(withDue(2, '02-30'))).toThrow(/: 02-30 is not a day of the year: February has at most 29 days\.$/);
    expect(() => parseMtdFacts(withDue(1, 'nov 7th'))).toThrow(/: must be a day of the year that exists, written month-day, like 07-05 for 5 July/);
    expect(() => parseMtdFacts(withDue(2, '02-08'))).toThrow(/every quarterly update must be due on the same day of the month after its quarter ends[^]*02-08 is not\./);
    for (const bad of ['02-30', 'nov 7th', '02-08']) expect(() => parseMtdFacts(withDue(2, bad))).not.toThrow(/developer must|quarterlyRule\(\)|\\d|\^/);
  });

  it('claims.yaml: a claim confirmed "maybe", a claim left out', () => {
    const claims = data('claims.yaml');
    expect(() => parseClaims({ ...claims, 'setup-time': { ...claims['setup-time'], confirmed: 'maybe' } })).toThrow(naming('claims.yaml', 'setup-time.confirmed'));
    const { uptime: _, ...withoutUptime } = claims;
    expect(() => parseClaims(withoutUptime)).toThrow(naming('claims.yaml', 'uptime'));
  });

  it('accepts every file as it is (the checks are not just failing)', () => {
    const { vatWording, ...offers } = data('prices.yaml');
    const { sentences, ...facts } = data('mtd-facts.yaml');
    expect(() => [
      parseSite(data('site.yaml')),
      parseContact(data('contact.yaml')),
      parseOffers(offers),
      parseVatWording(vatWording),
      parseMtdFacts(facts),
      parseMtdSentences(sentences),
      parseClaims(data('claims.yaml')),
    ]).not.toThrow();
  });
});

describe('every file in content/firm/ is read', () => {
  afterEach(() => {
    vi.doUnmock('node:fs');
    vi.resetModules();
  });

  it('holds only the files the site reads, and loading the facts reads each of them', async () => {
    expect(readdirSync(join(process.cwd(), firmDataDir)).sort()).toEqual([...firmDataFiles].sort());
    // Load the config modules afresh, recording what they read from disk.
    const read = new Set<string>();
    vi.resetModules();
    vi.doMock('node:fs', async (importOriginal) => {
      const fs = await importOriginal<typeof import('node:fs')>();
      return { ...fs, readFileSync: ((path: string, ...rest: never[]) => (read.add(String(path)), fs.readFileSync(path, ...rest))) as typeof fs.readFileSync };
    });
    for (const load of [
      () => import('../../src/config/site'),
      () => import('../../src/config/contact'),
      () => import('../../src/config/offers'),
      () => import('../../src/config/mtd-facts'),
      () => import('../../src/config/claims'),
      () => import('../../src/config/people'),
    ])
      await load();
    const fromFirm = [...read].filter((path) => path.startsWith(join(process.cwd(), firmDataDir))).map((path) => path.slice(join(process.cwd(), firmDataDir).length + 1));
    expect(fromFirm.sort()).toEqual([...firmDataFiles].sort());
  });
});
