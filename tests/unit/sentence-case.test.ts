import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { parse } from 'yaml';
import { capitalsFile, labelCase, sentenceCase } from '../../src/lib/sentence-case';
import { faqHeadingShown } from '../../src/admin/faq-heading';
import { locales, type Locale } from '../../src/config/locale';
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

describe('the FAQ heading in the editor’s preview', () => {
  const usual = Object.fromEntries(locales.map((l) => [l, (parse(readFileSync(`content/i18n/interface/${l}.yaml`, 'utf8')) as { faqHeading: string }).faqHeading]));
  // The preview's casing in each tab: English as the site cases it, Italian as written.
  const cased = (lang: Locale) => (lang === 'en' ? sentenceCaser(listed, site.name) : (text: string) => text);

  it('left empty, is the usual heading of the tab’s language, as the page shows it', () => {
    for (const lang of locales) for (const typed of [undefined, '']) expect(faqHeadingShown(typed, usual, lang, cased(lang))).toBe(labelCase(usual[lang]!, lang));
  });

  it('typed, is the page’s own', () => {
    expect(faqHeadingShown('Questions About Payroll Reviews', usual, 'en', cased('en'))).toBe('Questions about payroll reviews');
    expect(faqHeadingShown('Domande sul servizio', usual, 'it', cased('it'))).toBe('Domande sul servizio');
  });
});
