import { describe, expect, it } from 'vitest';
import { interfaceSchema } from '../../src/content/schemas/interface';
import { wordsByLocale } from '../support/words';

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
