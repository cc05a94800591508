import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { tmpdir } from 'node:os';
import { dirname, join, relative, resolve, sep } from 'node:path';
import type { Page } from '@playwright/test';

/*
 * The editor works on a folder the browser's folder picker (showDirectoryPicker) hands it, and
 * Playwright cannot answer that picker. As the tests stand in for the email service at the network,
 * these stand in for the picker: the page gets a directory handle whose reads and writes go, through
 * an exposed Node function, to a temporary copy of the project's content. Everything above the
 * handle (listing, parsing, the forms, saving, the YAML and frontmatter it writes) is the editor's own.
 */

/** A temporary copy of the repository as the editor sees it: content/ (and an empty .git, which it looks for). */
export function copyOfContent(): string {
  const dir = mkdtempSync(join(tmpdir(), 'editor-'));
  cpSync(join(process.cwd(), 'content'), join(dir, 'content'), { recursive: true });
  mkdirSync(join(dir, '.git'));
  return dir;
}

/** Replaces the page's folder picker with one that opens `dir`. Call before the page loads. */
export async function standInFolderPicker(page: Page, dir: string): Promise<void> {
  const inside = (path: string) => {
    const full = resolve(dir, path);
    if (full !== dir && !full.startsWith(dir + sep)) throw new Error(`outside the folder: ${path}`);
    return full;
  };
  await page.exposeFunction('__editorFolder', (op: string, path: string, data?: string) => {
    const full = inside(path);
    switch (op) {
      case 'kind':
        return existsSync(full) ? (statSync(full).isDirectory() ? 'directory' : 'file') : null;
      case 'list':
        return readdirSync(full, { withFileTypes: true }).map((e) => ({ name: e.name, kind: e.isDirectory() ? 'directory' : 'file' }));
      case 'read':
        return readFileSync(full).toString('base64');
      case 'write':
        mkdirSync(dirname(full), { recursive: true });
        writeFileSync(full, Buffer.from(data ?? '', 'base64'));
        return null;
      case 'mkdir':
        mkdirSync(full, { recursive: true });
        return null;
      case 'remove':
        rmSync(full, { recursive: true, force: true });
        return null;
      case 'move':
        renameSync(full, inside(data ?? ''));
        return null;
      default:
        throw new Error(`unknown operation ${op}`);
    }
  });
  await page.addInitScript(() => {
    type Call = (op: string, path: string, data?: string) => Promise<unknown>;
    const call: Call = (op, path, data) => (window as unknown as { __editorFolder: Call }).__editorFolder(op, path, data);
    const join = (a: string, b: string) => (a ? `${a}/${b}` : b);
    const notFound = (name: string) => new DOMException(`${name} was not found`, 'NotFoundError');
    const toBase64 = async (blob: Blob) => {
      const bytes = new Uint8Array(await blob.arrayBuffer());
      let text = '';
      for (let i = 0; i < bytes.length; i += 0x8000) text += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
      return btoa(text);
    };
    // Methods live on the classes, data on the instances: the editor keeps the root handle in
    // IndexedDB, which copies an instance's own data (a function there would refuse the copy).
    class FileHandle {
      kind = 'file' as const;
      constructor(
        public path: string,
        public name: string,
      ) {}
      async getFile() {
        const base64 = (await call('read', this.path)) as string;
        return new File([Uint8Array.from(atob(base64), (c) => c.charCodeAt(0))], this.name);
      }
      async createWritable() {
        const parts: BlobPart[] = [];
        const path = this.path;
        return {
          async write(data: BlobPart | { type: string; data: BlobPart }) {
            parts.push(typeof data === 'object' && data !== null && 'type' in data && 'data' in data ? data.data : (data as BlobPart));
          },
          async close() {
            await call('write', path, await toBase64(new Blob(parts)));
          },
          async abort() {},
        };
      }
      async move(parent: DirectoryHandle, name: string) {
        const to = join(parent.path, name);
        await call('move', this.path, to);
        this.path = to;
        this.name = name;
      }
      async isSameEntry(other: { path?: string }) {
        return other.path === this.path;
      }
      async queryPermission() {
        return 'granted';
      }
      async requestPermission() {
        return 'granted';
      }
    }
    class DirectoryHandle {
      kind = 'directory' as const;
      constructor(
        public path: string,
        public name: string,
      ) {}
      async *entries(): AsyncGenerator<[string, FileHandle | DirectoryHandle]> {
        for (const { name, kind } of (await call('list', this.path)) as { name: string; kind: string }[]) {
          const path = join(this.path, name);
          yield [name, kind === 'directory' ? new DirectoryHandle(path, name) : new FileHandle(path, name)];
        }
      }
      async *values() {
        for await (const [, handle] of this.entries()) yield handle;
      }
      async *keys() {
        for await (const [name] of this.entries()) yield name;
      }
      [Symbol.asyncIterator]() {
        return this.entries();
      }
      async getDirectoryHandle(name: string, options: { create?: boolean } = {}) {
        const path = join(this.path, name);
        const kind = await call('kind', path);
        if (kind === 'file') throw new DOMException(`${name} is a file`, 'TypeMismatchError');
        if (!kind) {
          if (!options.create) throw notFound(name);
          await call('mkdir', path);
        }
        return new DirectoryHandle(path, name);
      }
      async getFileHandle(name: string, options: { create?: boolean } = {}) {
        const path = join(this.path, name);
        const kind = await call('kind', path);
        if (kind === 'directory') throw new DOMException(`${name} is a folder`, 'TypeMismatchError');
        if (!kind) {
          if (!options.create) throw notFound(name);
          await call('write', path, '');
        }
        return new FileHandle(path, name);
      }
      async removeEntry(name: string) {
        await call('remove', join(this.path, name));
      }
      async isSameEntry(other: { path?: string }) {
        return other.path === this.path;
      }
      async queryPermission() {
        return 'granted';
      }
      async requestPermission() {
        return 'granted';
      }
    }
    Object.assign(window, { showDirectoryPicker: async () => new DirectoryHandle('', 'site') });
  });
}

/** A file of the copy, as text ('' while it does not exist). */
export const readCopy = (dir: string, path: string) => (existsSync(join(dir, path)) ? readFileSync(join(dir, path), 'utf8') : '');

/** The paths of the copy's files under `folder`, relative to the copy. */
export function filesOf(dir: string, folder: string): string[] {
  const out: string[] = [];
  const walk = (d: string) => {
    for (const e of readdirSync(d, { withFileTypes: true })) e.isDirectory() ? walk(join(d, e.name)) : out.push(relative(dir, join(d, e.name)).split(sep).join('/'));
  };
  walk(join(dir, folder));
  return out.sort();
}

/**
 * Builds the site from the copy's content (every page: the build refuses a link to a page it does not
 * publish, so a site with some pages left out would not build), without the editor itself. Returns the
 * built site's folder.
 */
export function buildCopy(dir: string): { status: number | null; output: string; dist: string } {
  const root = process.cwd();
  const site = mkdtempSync(join(tmpdir(), 'editor-build-'));
  for (const item of ['package.json', 'astro.config.mjs', 'tsconfig.json', 'src', 'public', 'scripts']) cpSync(join(root, item), join(site, item), { recursive: true });
  mkdirSync(join(site, 'node_modules'));
  // Every package but the caches, which the project's own build is using.
  for (const entry of readdirSync(join(root, 'node_modules'))) if (entry !== '.astro' && entry !== '.vite') symlinkSync(join(root, 'node_modules', entry), join(site, 'node_modules', entry));
  cpSync(join(dir, 'content'), join(site, 'content'), { recursive: true });
  const result = spawnSync(process.execPath, ['scripts/build.mjs'], {
    cwd: site,
    encoding: 'utf8',
    env: { ...process.env, FORCE_COLOR: '0', NO_COLOR: '1', BUILD_EDITOR: 'no' },
  });
  return { status: result.status, output: `${result.stdout}\n${result.stderr}`, dist: join(site, 'dist') };
}
