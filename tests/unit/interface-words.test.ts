import { describe, expect, it } from 'vitest';
import { interfaceSchema } from '../../src/content/schemas/interface';
import { wordsByLocale } from '../support/words';
import { editFile, syncWithChange } from '../support/content-sync';

/**
 * The interface wording is one YAML file per language, every key required: a key missing from the
 * Italian file must stop the build naming the file and the key.
 */
const syncWithItalian = (edit: (yaml: string) => string) => syncWithChange(editFile('content/i18n/interface/it.yaml', edit));

describe('interface wording', () => {
  it('has the same keys in every language, each a phrase', () => {
    expect(() => interfaceSchema.parse(wordsByLocale.it)).not.toThrow();
    expect(Object.keys(wordsByLocale.it).sort()).toEqual(Object.keys(wordsByLocale.en).sort());
  });

  it('stops the build naming the file and the key when a key is missing from it.yaml', () => {
    const { status, output } = syncWithItalian((yaml) => yaml.replace(/^ {2}supervisor: .*\n/m, ''));
    expect(status).not.toBe(0);
    expect(output).toMatch(/it\.yaml/);
    expect(output).toMatch(/disclosures\.supervisor/);
  }, 60_000);
});
