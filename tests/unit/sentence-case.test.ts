import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { parse } from 'yaml';
import { capitalsFile, sentenceCase } from '../../src/lib/sentence-case';
import { sentenceCaser } from '../../src/lib/sentence-case-rules';
import { site } from '../../src/config/site';

/** English headings and buttons are written in sentence case; the names an editor lists in content/i18n/capitals.yaml keep their capitals. */
const listed = parse(readFileSync(capitalsFile, 'utf8')) as { phrases: string[]; names: string[] };

describe('sentence case', () => {
  it('lowers every word after the first that is not a name', () => {
    expect(sentenceCase('Get A Free Quote Today')).toBe('Get a free quote today');
  });

  it('keeps the capitals of every phrase and name listed in content/i18n/capitals.yaml', () => {
    for (const phrase of listed.phrases) expect(sentenceCase(`How We Handle ${phrase} For You`)).toBe(`How we handle ${phrase} for you`);
    for (const name of listed.names) expect(sentenceCase(`Help With ${name} Today`)).toBe(`Help with ${name} today`);
  });

  it('keeps a lone capital letter, a code rather than a word, and lowers the article "A"', () => {
    expect(sentenceCase('Payroll With S Tax Codes')).toBe('Payroll with S tax codes');
    expect(sentenceCase('Keep A Plan B Ready')).toBe('Keep a plan B ready');
  });
});

describe('the same rule in the editor’s preview', () => {
  it('is pure: it reads no file and imports nothing, so the editor can run it with the list written into it', () => {
    const source = readFileSync('src/lib/sentence-case-rules.ts', 'utf8');
    expect(source).not.toMatch(/^import /m);
    const caser = sentenceCaser(listed, site.name);
    for (const heading of ['What Every VAT-Registered Business Must Do', `Why Choose ${site.name} For Your Books`, ...listed.names.map((n) => `Help With ${n}`)])
      expect(caser(heading)).toBe(sentenceCase(heading));
  });
});
