import { createHash } from 'node:crypto';
import { closeSync, cpSync, existsSync, mkdirSync, mkdtempSync, openSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { spawn, spawnSync } from 'node:child_process';

/**
 * A copy of the whole project in a temporary folder, built with the README's `npm run build`
 * (scripts/build.mjs), for tests that make an editor's change and look at what the build does with it.
 * The packages are linked one by one, but not Astro's and Vite's caches (node_modules/.astro, .vite):
 * the copy keeps its own, as a host that keeps node_modules between builds would.
 */
export class ProjectCopy {
  readonly dir = mkdtempSync(join(tmpdir(), 'project-copy-'));

  /** `extra`: more of the project to copy, e.g. ['tests', 'vitest.config.ts'] to run the tests there. */
  constructor(extra: string[] = [], root = process.cwd()) {
    for (const item of ['package.json', 'astro.config.mjs', 'tsconfig.json', 'src', 'content', 'public', 'scripts', ...extra]) {
      cpSync(join(root, item), join(this.dir, item), { recursive: true });
    }
    mkdirSync(join(this.dir, 'node_modules'));
    for (const entry of readdirSync(join(root, 'node_modules'))) {
      if (entry !== '.astro' && entry !== '.vite') symlinkSync(join(root, 'node_modules', entry), join(this.dir, 'node_modules', entry));
    }
  }

  /** A copy made before: the one the tests in tests/integration share, made by their global setup. */
  static open(dir: string): ProjectCopy {
    return Object.assign(Object.create(ProjectCopy.prototype) as ProjectCopy, { dir });
  }

  /** `npm run build` in the copy: its exit status and everything it printed. */
  build(): { status: number | null; output: string } {
    // The copy's pages are what is looked at: the editor at /admin (seconds of bundling) is left out.
    const result = spawnSync(process.execPath, ['scripts/build.mjs'], { cwd: this.dir, encoding: 'utf8', env: { ...process.env, FORCE_COLOR: '0', NO_COLOR: '1', BUILD_EDITOR: 'no' } });
    return { status: result.status, output: `${result.stdout}${result.stderr}`.trim() };
  }

  /** `astro sync` in the copy (the step of the build that loads and checks content): its exit status and everything it printed. */
  sync(): { status: number | null; output: string } {
    return this.run(['node_modules/astro/bin/astro.mjs', 'sync']);
  }

  /**
   * Starts a command of the project's in the copy and resolves when it ends, so a test can run two at
   * once (its output goes to a file, never to a pipe a busy test could leave unread).
   */
  start(args: string[], env: Record<string, string> = {}): Promise<{ status: number | null; output: string }> {
    const log = join(mkdtempSync(join(tmpdir(), 'project-copy-log-')), 'output.txt');
    const fd = openSync(log, 'w');
    const child = spawn(process.execPath, args, { cwd: this.dir, stdio: ['ignore', fd, fd], env: { ...process.env, FORCE_COLOR: '0', NO_COLOR: '1', ...env } });
    closeSync(fd);
    return new Promise((resolve) =>
      child.on('close', (status) => {
        const output = readFileSync(log, 'utf8').trim();
        rmSync(dirname(log), { recursive: true, force: true });
        resolve({ status, output });
      }),
    );
  }

  /** `npm run build` in the copy, started (as `build()`, without waiting for it). */
  startBuild(): Promise<{ status: number | null; output: string }> {
    return this.start(['scripts/build.mjs'], { BUILD_EDITOR: 'no' });
  }

  /** Runs a command of the project's (e.g. Vitest) in the copy. */
  run(args: string[]): { status: number | null; output: string } {
    const result = spawnSync(process.execPath, args, { cwd: this.dir, encoding: 'utf8', env: { ...process.env, FORCE_COLOR: '0', NO_COLOR: '1' } });
    return { status: result.status, output: `${result.stdout}${result.stderr}`.trim() };
  }

  read(file: string): string {
    return readFileSync(join(this.dir, file), 'utf8');
  }

  exists(file: string): boolean {
    return existsSync(join(this.dir, file));
  }

  write(file: string, text: string | Uint8Array): void {
    mkdirSync(dirname(join(this.dir, file)), { recursive: true });
    writeFileSync(join(this.dir, file), text);
  }

  delete(file: string): void {
    rmSync(join(this.dir, file), { force: true });
  }

  /** Rewrites a file; fails when the edit changes nothing (the test would prove nothing). */
  edit(file: string, change: (text: string) => string): void {
    const before = this.read(file);
    const after = change(before);
    if (after === before) throw new Error(`The edit of ${file} changed nothing.`);
    this.write(file, after);
  }

  /** One digest of every file of the copy's dist/ (names and bytes): equal digests, not one byte changed. */
  distDigest(): string {
    const dist = join(this.dir, 'dist');
    const hash = createHash('sha256');
    for (const file of readdirSync(dist, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => join(entry.parentPath, entry.name))
      .sort()) {
      hash.update(`${file.slice(dist.length)}\0`);
      hash.update(readFileSync(file));
    }
    return hash.digest('hex');
  }

  /** Every built HTML page of the copy's dist/ (or of another folder of built pages in the copy), as [path, html]. */
  pages(folder = 'dist'): [string, string][] {
    const dist = join(this.dir, folder);
    return readdirSync(dist, { recursive: true })
      .map(String)
      .filter((file) => file.endsWith('.html'))
      .map((file) => [`/${file.replace(/(^|\/)index\.html$/, '').replace(/\.html$/, '')}`, readFileSync(join(dist, file), 'utf8')]);
  }

  remove(): void {
    rmSync(this.dir, { recursive: true, force: true });
  }
}
