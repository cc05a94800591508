import { describe, expect, it } from 'vitest';
import { cpSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { spawnSync } from 'node:child_process';
import { interfaceSchema } from '../../src/content/schemas/interface';
import { wordsByLocale } from '../support/words';

/**
 * The interface wording is one YAML file per language, every key required: a key missing from the
 * Italian file must stop the build naming the file and the key. Runs Astro's content sync (the step
 * of the build that checks content) on a copy of the project with it.yaml edited.
 */
function syncWithItalian(edit: (yaml: string) => string): { status: number | null; output: string } {
  const root = process.cwd();
  const dir = mkdtempSync(join(tmpdir(), 'interface-words-'));
  try {
    for (const item of ['package.json', 'astro.config.mjs', 'tsconfig.json', 'src', 'content/i18n', 'content/mtd-data']) {
      cpSync(join(root, item), join(dir, item), { recursive: true });
    }
    symlinkSync(join(root, 'node_modules'), join(dir, 'node_modules'));
    const file = join(dir, 'content/i18n/interface/it.yaml');
    writeFileSync(file, edit(readFileSync(file, 'utf8')));
    const result = spawnSync(process.execPath, [join(root, 'node_modules/astro/bin/astro.mjs'), 'sync'], {
      cwd: dir,
      encoding: 'utf8',
      env: { ...process.env, FORCE_COLOR: '0', NO_COLOR: '1' },
    });
    return { status: result.status, output: `${result.stdout}\n${result.stderr}` };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

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
