import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { spawnSync } from 'node:child_process';

/**
 * Runs Astro's content sync (the step of the build that checks content) on a copy of the project
 * holding its code and word files but none of its pages, after `change` writes into the copy: an
 * editor's mistake must stop it with a message naming the file and the field. Without the pages the
 * sync takes seconds, and checks only the file under test and the data every page needs.
 */
export function syncWithChange(change: (dir: string) => void): { status: number | null; output: string } {
  const root = process.cwd();
  const dir = mkdtempSync(join(tmpdir(), 'content-sync-'));
  try {
    // content/firm: the firm's facts, read by src/config (tokens, prices, claims) as the content loads.
    for (const item of ['package.json', 'astro.config.mjs', 'tsconfig.json', 'src', 'content/i18n', 'content/mtd-data', 'content/firm']) {
      cpSync(join(root, item), join(dir, item), { recursive: true });
    }
    // The packages are linked one by one, but not node_modules/.astro, Astro's cache: the copy's
    // sync must not write the data store that `astro check` or a build of the project itself is using.
    mkdirSync(join(dir, 'node_modules'));
    for (const entry of readdirSync(join(root, 'node_modules'))) {
      if (entry !== '.astro') symlinkSync(join(root, 'node_modules', entry), join(dir, 'node_modules', entry));
    }
    change(dir);
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

/** Writes `source` to `file` (a path inside the project) in the copy. */
export const addFile = (file: string, source: string) => (dir: string) => {
  mkdirSync(join(dir, dirname(file)), { recursive: true });
  writeFileSync(join(dir, file), source);
};

/** Rewrites `file` (a path inside the project) in the copy. */
export const editFile = (file: string, edit: (text: string) => string) => (dir: string) => writeFileSync(join(dir, file), edit(readFileSync(join(dir, file), 'utf8')));
