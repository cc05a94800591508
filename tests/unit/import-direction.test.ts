import { describe, expect, it } from 'vitest';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Imports run one way: src/lib may import src/config, never the reverse (config holds facts and
 * structure; lib holds the code that uses them). A config module that imports lib fails here, named.
 */
const configDir = join(process.cwd(), 'src/config');

/**
 * Config modules whose wording is still being moved out of TypeScript by their own changes; remove
 * each from this list when it no longer imports src/lib.
 */
const pending = new Set(['mtd-content.ts']);

describe('import direction', () => {
  it('no module under src/config imports from src/lib', () => {
    const offending: string[] = [];
    for (const file of readdirSync(configDir).filter((f) => /\.tsx?$/.test(f))) {
      const source = readFileSync(join(configDir, file), 'utf8');
      source.split('\n').forEach((line, i) => {
        if (/^\s*(import|export)\b.*from\s+['"]\.\.\/lib\//.test(line) && !pending.has(file)) offending.push(`src/config/${file}:${i + 1}: ${line.trim()}`);
      });
    }
    expect(offending).toEqual([]);
  });
});
