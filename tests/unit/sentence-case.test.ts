import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { parse } from 'yaml';
import { capitalsFile, sentenceCase } from '../../src/components/ui/sentence-case';

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
