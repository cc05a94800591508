import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { foreignNameError, foreignNames } from '../../src/lib/word-names';
import { interfaceSchema } from '../../src/content/schemas/interface';
import { wordsByLocale } from '../support/words';
import { postTagNames } from '../../src/lib/blog';

/**
 * The interface wording is one YAML file per language, every key required (a key missing from the
 * Italian file stopping the build is tests/integration/interface-words.test.ts).
 */

describe('interface wording', () => {
  it('has the same keys in every language, each a phrase', () => {
    expect(() => interfaceSchema.parse(wordsByLocale.it)).not.toThrow();
    expect(Object.keys(wordsByLocale.it).sort()).toEqual(Object.keys(wordsByLocale.en).sort());
  });
});

describe('an Italian word keeps the English {names}', () => {
  const file = 'content/i18n/interface/it.yaml';
  const line =
    readFileSync(file, 'utf8')
      .split('\n')
      .findIndex((l) => l.startsWith('fromPerMonth:')) + 1;
  it('refuses a translated name, naming the file, the line, the field and the name to keep', () => {
    const italian = { ...wordsByLocale.it, fromPerMonth: 'Da {prezzo} al mese' };
    expect(foreignNameError(file, wordsByLocale.en, italian)?.message).toBe(
      `${file}, line ${line} (fromPerMonth): {prezzo} is not a name the site fills in here, so the page would show it in curly brackets. Keep the names in curly brackets as the English words have them, untranslated: {price}.`,
    );
  });
  it('accepts the words as they are, and a name left out (the Italian says "in Scozia" for {region})', () => {
    expect(foreignNameError(file, wordsByLocale.en, wordsByLocale.it)).toBeUndefined();
    expect(foreignNames({ a: 'In {city}, {region}' }, { a: 'Ad {city}, in Scozia' })).toEqual([]);
  });
});

describe('an Italian post shows its tags in Italian', () => {
  const italian = interfaceSchema.parse(wordsByLocale.it).blog;
  const post = (tags: string[]) => ({ id: 'it/keeping-receipts-for-mtd', filePath: 'content/blog/it/keeping-receipts-for-mtd.mdx', data: { tags } });

  it('names each tag in Italian, and refuses a tag without an Italian name in an editor’s words', () => {
    expect(postTagNames(post(['record-keeping', 'vat']), italian, 'it')).toEqual([italian.tagNames['record-keeping'], italian.tagNames.vat]);
    expect(() => postTagNames(post(['record-keeping', 'receipts']), italian, 'it')).toThrow(
      /^content\/blog\/it\/keeping-receipts-for-mtd\.mdx \(tag 2\): the tag receipts has no Italian name, so the Italian post would show it in English\. Pick one of the tags the editor lists/,
    );
    // In English a tag needs no name of its own: its words are its name.
    expect(postTagNames(post(['receipts']), interfaceSchema.parse(wordsByLocale.en).blog, 'en')).toEqual(['Receipts']);
  });
});
