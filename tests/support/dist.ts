import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { parse, type HTMLElement } from 'node-html-parser';

/** The production build the tests read; `npm test` builds it first. */
export const distDir = join(process.cwd(), 'dist');

export interface BuiltPage {
  /** Site path, e.g. '/' or '/about' (no trailing slash). */
  route: string;
  /** The HTML file. */
  file: string;
  /** Parsed document. */
  doc: HTMLElement;
  /** True for pages that only redirect (meta refresh). */
  isRedirect: boolean;
}

/**
 * The firm's editor is built apart, into dist-admin/; dist/admin/ holds only a page saying where it is,
 * left out of the per-page checks on purpose (tests/static/editor-origin.spec.ts checks it).
 */
export const editorDir = join(distDir, 'admin');

function htmlFiles(dir: string, out: string[] = []): string[] {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (path === editorDir) continue;
    if (entry.isDirectory()) htmlFiles(path, out);
    else if (entry.name.endsWith('.html')) out.push(path);
  }
  return out;
}

function routeOf(file: string): string {
  const rel = relative(distDir, file).split(sep).join('/');
  const route = `/${rel}`.replace(/\/?index\.html$/, '').replace(/\.html$/, '');
  return route === '' ? '/' : route;
}

let cache: BuiltPage[] | undefined;

/**
 * Every page of the build, read from dist/ (so a page added later is tested without anyone
 * listing it). The 404 page is included with route '/404'.
 */
export function builtPages(): BuiltPage[] {
  if (cache) return cache;
  if (!existsSync(distDir)) throw new Error('dist/ is missing: run `npm run build` before the browser tests.');
  cache = htmlFiles(distDir)
    .sort()
    .map((file) => {
      const doc = parse(readFileSync(file, 'utf8'));
      return { route: routeOf(file), file, doc, isRedirect: Boolean(doc.querySelector('meta[http-equiv="refresh"]')) };
    });
  return cache;
}

/** Pages a visitor reaches by a normal link: everything but the 404 page and redirect stubs. */
export function contentPages(): BuiltPage[] {
  return builtPages().filter((p) => !p.route.endsWith('/404') && !p.isRedirect);
}

/**
 * One page of each kind, for the checks `npm test` (CI) runs on a sample (the page sweep, html-validate; `npm run
 * test:full` runs them on every page): every top-level page in each language (home, the hubs, the landing, MTD,
 * tool and legal pages: each a layout or a text of its own), and of each folder of like English pages (the
 * accounting services, blog posts, tags, categories, industries, landing pages under /services/…) the one with the
 * most markup, where long words, tables and lists are likeliest to break a layout. Pages of one folder share their
 * layout and components, and an Italian folder its English twin's: the Italian edition's own texts and lengths are
 * in the sample through its top-level pages, and every Italian page is read in Node by tests/static.
 */
export function onePageOfEachKind(): BuiltPage[] {
  const folders = new Map<string, BuiltPage[]>();
  for (const page of contentPages()) {
    const folder = page.route.replace(/\/[^/]*$/, '') || '/';
    folders.set(folder, [...(folders.get(folder) ?? []), page]);
  }
  const picked = new Set<BuiltPage>();
  const size = (p: BuiltPage) => statSync(p.file).size;
  for (const [folder, like] of folders) {
    if (folder === '/' || folder === '/it') like.forEach((p) => picked.add(p));
    else if (!(folder.startsWith('/it/') && folders.has(folder.slice(3)))) picked.add(like.reduce((a, b) => (size(b) > size(a) ? b : a)));
  }
  return contentPages().filter((p) => picked.has(p));
}

/** The HTML file that serves a site path, if any. */
export function fileForPath(path: string): string | undefined {
  const clean = decodeURI(path).replace(/\/+$/, '');
  const candidates = clean === '' ? ['index.html'] : [join(clean, 'index.html'), `${clean}.html`, clean];
  return candidates.map((c) => join(distDir, c)).find((f) => existsSync(f) && !f.endsWith(sep));
}
