import { describe, expect, it } from 'vitest';
import { cpSync, mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { spawnSync } from 'node:child_process';

/**
 * An editor's mistake in frontmatter must stop the build with a message naming the file and the
 * field. Runs Astro's content sync (the step of the build that checks content) on a copy of the
 * project with one bad file added.
 */
function syncWith(file: string, source: string): { status: number | null; output: string } {
  const root = process.cwd();
  const dir = mkdtempSync(join(tmpdir(), 'frontmatter-'));
  try {
    // The project with its word files but none of its pages: the sync then checks only the file under
    // test (and the data every page needs), a few seconds instead of reading all 190 pages.
    for (const item of ['package.json', 'astro.config.mjs', 'tsconfig.json', 'src', 'content/i18n', 'content/mtd-data']) {
      cpSync(join(root, item), join(dir, item), { recursive: true });
    }
    mkdirSync(join(dir, dirname(file)), { recursive: true });
    symlinkSync(join(root, 'node_modules'), join(dir, 'node_modules'));
    writeFileSync(join(dir, file), source);
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

const validPage = (extra: string) => `---
title: "A valid title"
description: "A description that is long enough to pass the fifty character minimum of the schema."
hero:
  heading: "Heading"
  lead: "A lead sentence for the page."
${extra}---

Body.
`;

describe('a bad frontmatter field fails the build', () => {
  it('names the file and the field when a description is too long', () => {
    const { status, output } = syncWith('content/pages/broken.mdx', validPage('').replace(/description: ".*"/, `description: "${'x'.repeat(200)}"`));
    expect(status).not.toBe(0);
    expect(output).toMatch(/broken\.mdx/);
    expect(output).toMatch(/description/);
  }, 60_000);

  it('names an unknown field and an unknown token', () => {
    const { status, output } = syncWith('content/pages/broken.mdx', validPage('sidebar: true\n').replace('A lead sentence', 'Call {phone} now, a lead sentence'));
    expect(status).not.toBe(0);
    expect(output).toMatch(/broken\.mdx/);
    expect(output).toMatch(/sidebar/);
    expect(output).toMatch(/unknown token \{phone\}/);
  }, 60_000);

  it('accepts the same file when it is valid (the check is not just failing)', () => {
    const { status, output } = syncWith('content/pages/fine.mdx', validPage(''));
    expect(output).not.toMatch(/fine\.mdx/);
    expect(status).toBe(0);
  }, 60_000);
});
