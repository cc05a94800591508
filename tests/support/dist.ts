import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { parse, TextNode, type HTMLElement, type Node } from 'node-html-parser';

/** The production build the tests read; `npm test` builds it first. */
export const distDir = join(process.cwd(), 'dist');

export interface BuiltPage {
  /** Site path, e.g. '/' or '/about' (no trailing slash). */
  route: string;
  /** The HTML file. */
  file: string;
  /** The page's HTML, read on first use and kept. */
  readonly html: string;
  /** Parsed document, parsed on first use and kept (listing pages needs only routes and files). */
  readonly doc: HTMLElement;
  /** True for pages that only redirect (meta refresh). */
  isRedirect: boolean;
  /** Visible text of the body without scripts, <noscript> and templates, whitespace collapsed; computed once. */
  readonly text: string;
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
    .map((file) => new Page(file));
  return cache;
}

/** A redirect stub's <meta http-equiv="refresh">, found in the raw text (Astro writes the attribute quoted, in lower case). */
const refresh = /<meta\b[^>]*\bhttp-equiv="refresh"/i;

class Page implements BuiltPage {
  readonly route: string;
  readonly isRedirect: boolean;
  #html?: string;
  #doc?: HTMLElement;
  #text?: string;
  constructor(readonly file: string) {
    this.route = routeOf(file);
    this.isRedirect = refresh.test(this.html);
  }
  get html(): string {
    return (this.#html ??= readFileSync(this.file, 'utf8'));
  }
  get doc(): HTMLElement {
    return (this.#doc ??= parse(this.html));
  }
  get text(): string {
    return (this.#text ??= blockText(this.doc.querySelector('body')!, 'script, noscript, template').replace(/\s+/g, ' '));
  }
}

/**
 * What node-html-parser's `structuredText` gives for a copy of `root` with every element matching `skip` removed (one
 * line per block), without copying or re-parsing: matching elements are skipped as the text is walked. Where
 * `noscriptAsMarkup`, the raw markup a <noscript> holds is read as the block of elements it is (the page without
 * JavaScript). `alsoSkip`: elements to leave out besides.
 */
export function blockText(root: HTMLElement, skip: string, noscriptAsMarkup = false, alsoSkip: Iterable<Node> = []): string {
  const skipped = new Set<Node>([...(skip ? root.querySelectorAll(skip) : []), ...alsoSkip]);
  let current: string[] & { prependWhitespace?: boolean } = [];
  const blocks = [current];
  const walk = (node: Node) => {
    if (node.nodeType === 1) {
      const el = node as HTMLElement;
      if (skipped.has(el)) return;
      if (noscriptAsMarkup && el.rawTagName === 'noscript' && !el.rawAttrs) {
        const inner = noscriptMarkup(el);
        for (const s of skip ? inner.querySelectorAll(skip) : []) skipped.add(s);
        return walk(inner);
      }
      const block = blockElements.has(el.rawTagName);
      if (block && current.length > 0) blocks.push((current = []));
      el.childNodes.forEach(walk);
      if (block && current.length > 0) blocks.push((current = []));
    } else if (node.nodeType === 3) {
      const t = node as TextNode;
      if (t.isWhitespace) {
        if (current.length > 0) current.prependWhitespace = true;
      } else {
        let text = t.trimmedText;
        if (current.prependWhitespace) {
          text = ` ${text}`;
          current.prependWhitespace = false;
        }
        current.push(text);
      }
    }
  };
  walk(root);
  return blocks
    .map((b) =>
      b
        .join('')
        .replace(/\s{2,}/g, ' ')
        .trim(),
    )
    .join('\n')
    .replace(/\s+$/, '');
}

/** What `textContent` gives for a copy of `root` with every element matching `skip` removed, without copying it. */
export function textWithout(root: HTMLElement, skip: string): string {
  const skipped = new Set<Node>(root.querySelectorAll(skip));
  const raw = (node: Node): string => {
    if (node.nodeType !== 1) return node.rawText;
    const el = node as HTMLElement;
    if (skipped.has(el)) return '';
    return /^br$/i.test(el.rawTagName) ? '\n' : el.childNodes.map(raw).join('');
  };
  // Decoded as node-html-parser decodes a text.
  return new TextNode(raw(root), root).text;
}

/** node-html-parser's block elements (its `structuredText` starts a line at each; tag names as written, in either case). */
const blockElements = new Set(
  ['h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'header', 'hgroup', 'details', 'dialog', 'dd', 'div', 'dt', 'fieldset', 'figcaption', 'figure', 'footer', 'form', 'table', 'td', 'tr']
    .concat(['address', 'article', 'aside', 'blockquote', 'br', 'hr', 'li', 'main', 'nav', 'ol', 'p', 'pre', 'section', 'ul'])
    .flatMap((t) => [t, t.toUpperCase()]),
);

const noscripts = new WeakMap<HTMLElement, HTMLElement>();
/** A <noscript>'s markup parsed as a <div> of elements, once. */
function noscriptMarkup(el: HTMLElement): HTMLElement {
  let inner = noscripts.get(el);
  if (!inner) noscripts.set(el, (inner = parse(`<div>${el.innerHTML}</div>`).firstChild as HTMLElement));
  return inner;
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
