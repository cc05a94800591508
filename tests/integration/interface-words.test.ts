import { describe, expect, it } from 'vitest';
import { syncWithChange } from './shared-copy';

/** Every key of the interface wording is required: a key missing from the Italian file must stop the build naming the file and the key. */
const syncWithItalian = (edit: (yaml: string) => string) => syncWithChange((copy) => copy.edit('content/i18n/interface/it.yaml', edit));

describe('interface wording', () => {
  it('stops the build naming the file and the key when a key is missing from it.yaml', () => {
    const { status, output } = syncWithItalian((yaml) => yaml.replace(/^ {2}supervisor: .*\n/m, ''));
    expect(status).not.toBe(0);
    expect(output).toMatch(/it\.yaml/);
    expect(output).toMatch(/disclosures\.supervisor/);
  });
});
