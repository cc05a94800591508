import { test, expect } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { builtPages, contentPages, fileForPath } from '../support/dist';
import { site } from '../../src/config/site';
import { locales } from '../../src/config/locale';
import { formWords as formWordsOf } from '../support/forms';

/** Every string of some parsed data. */
const strings = (value: unknown): string[] =>
  typeof value === 'string' ? [value] : Array.isArray(value) ? value.flatMap(strings) : value && typeof value === 'object' ? Object.values(value).flatMap(strings) : [];

/**
 * Markup every page needs, read from the built HTML (no browser): one non-empty h1, a title, a
 * 50–160 character description, an absolute canonical URL for the page itself, the page's language,
 * alternative text on every image, and no placeholder, template or broken-value text. A page added
 * later is covered without being listed. Browser-only checks are in tests/e2e/pages.spec.ts.
 */
const siteUrl = process.env.SITE_URL ?? site.url;

/** What a visitor reads: the HTML without comments, scripts, styles, templates, tags and entities. */
function visibleText(html: string): string {
  return html
    .replace(/<!--[\s\S]*?-->/g, ' ')
    .replace(/<script[\s\S]*?<\/script>/gi, ' ')
    .replace(/<style[\s\S]*?<\/style>/gi, ' ')
    .replace(/<template[\s\S]*?<\/template>/gi, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ');
}

/** Text that must never reach a visitor. */
const forbidden: [RegExp, string][] = [
  [/\{[a-zA-Z][\w.:-]*\}/, 'an unfilled {token}'],
  [/lorem ipsum/i, 'lorem ipsum'],
  [/\b(?:TODO|FIXME|TBD|XXX)\b/, 'TODO/TBD'],
  [/\bplaceholder\b/i, 'the word placeholder'],
  [/\b(?:undefined|NaN|null)\b|\[object Object\]/, 'a broken value'],
  [/Unexpected Application Error/i, 'router error text'],
  [/\[(?:Insert|Your|Company|Client|Name|Author|Title)[^\]]{0,40}\]/, 'a [template] slot'],
  [/(?:example\.com|555-\d{4}|123 Main St)/i, 'dummy contact data'],
];

test('every page has one h1, a title, a 50-160 character description, its canonical URL and a language', () => {
  const problems: string[] = [];
  for (const page of contentPages()) {
    const { route, doc } = page;
    const h1s = doc.querySelectorAll('h1');
    if (h1s.length !== 1) problems.push(`${route}: ${h1s.length} h1 elements`);
    else if (h1s[0]?.text.trim() === '') problems.push(`${route}: an empty h1`);
    const title = doc.querySelector('title')?.text.trim() ?? '';
    if (title.length <= 10) problems.push(`${route}: title "${title}" is too short`);
    const description = doc.querySelector('meta[name="description"]')?.getAttribute('content') ?? '';
    if (description.length < 50 || description.length > 160) problems.push(`${route}: description of ${description.length} characters`);
    const canonical = doc.querySelector('link[rel="canonical"]')?.getAttribute('href');
    const expected = new URL(route === '/' ? '/' : `${route}/`, siteUrl).href;
    if (canonical !== expected) problems.push(`${route}: canonical ${canonical} is not ${expected}`);
    const lang = doc.querySelector('html')?.getAttribute('lang') ?? '';
    if (!/^(en-GB|it)$/.test(lang)) problems.push(`${route}: lang="${lang}"`);
    if (route.startsWith('/it/') !== (lang === 'it') && route !== '/it') problems.push(`${route}: lang="${lang}" does not match the address`);
  }
  expect(problems).toEqual([]);
  expect(contentPages().length).toBeGreaterThan(100);
});

test('every image has alternative text, and every decorative SVG is hidden from assistive technology', () => {
  const problems: string[] = [];
  for (const { route, doc } of builtPages().filter((p) => !p.isRedirect)) {
    for (const img of doc.querySelectorAll('img')) {
      if (img.getAttribute('alt') === undefined) problems.push(`${route}: <img src="${img.getAttribute('src')}"> has no alt`);
      if (!img.getAttribute('width') || !img.getAttribute('height')) problems.push(`${route}: <img src="${img.getAttribute('src')}"> has no width and height (layout shift)`);
    }
    for (const svg of doc.querySelectorAll('svg')) {
      const named = svg.getAttribute('aria-label') || svg.getAttribute('aria-labelledby') || svg.querySelector('title');
      if (!named && svg.getAttribute('aria-hidden') !== 'true' && svg.getAttribute('role') !== 'presentation') {
        problems.push(`${route}: an <svg> with neither a name nor aria-hidden="true"`);
      }
    }
  }
  expect(problems).toEqual([]);
});

test('every table heading cell has words: a table whose first column names its rows leaves its corner a data cell (axe: empty-table-header)', () => {
  const empty = builtPages().flatMap(({ route, doc }) =>
    doc
      .querySelectorAll('th')
      .filter((th) => !th.text.trim() && !th.getAttribute('aria-label'))
      .map(() => route),
  );
  expect(empty).toEqual([]);
});

test('no page shows placeholder, template or broken-value text', () => {
  const problems: string[] = [];
  for (const page of builtPages()) {
    const text = visibleText(page.html);
    for (const [pattern, what] of forbidden) {
      const match = pattern.exec(text);
      if (match) problems.push(`${page.route}: ${what}: "…${text.slice(Math.max(0, match.index - 40), match.index + 40)}…"`);
    }
  }
  expect(problems).toEqual([]);
});

test('no page shows a typewriter apostrophe: words from YAML and frontmatter are typeset as the MDX bodies are', () => {
  // The forms' words are shown as typed: their messages quote the specification word for word (src/lib/entries.ts).
  const formWords = locales.flatMap((locale) => strings(formWordsOf(locale))).filter((words) => words.includes("'"));
  const problems: string[] = [];
  for (const page of builtPages()) {
    const text = formWords.reduce((rest, words) => rest.replaceAll(words, ''), visibleText(page.html).replace(/&#39;|&#x27;/g, "'"));
    for (const match of text.matchAll(/'/g)) problems.push(`${page.route}: "…${text.slice(Math.max(0, match.index - 30), match.index + 30)}…"`);
  }
  expect(problems, 'src/core/typeset.ts turns them into ’ where content loads; a text that reaches the page another way skips it').toEqual([]);
});

test('every route the specification registers is a page, and there is a custom 404 page', () => {
  const required = readFileSync(join(process.cwd(), 'tests', 'required-routes.txt'), 'utf8')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#'));
  expect(required.length).toBeGreaterThan(80);
  expect(required.filter((route) => !fileForPath(route))).toEqual([]);
  expect(fileForPath('/404'), 'a custom 404 page').toBeTruthy();
});

test('no form can put what a visitor typed into an address or send it without the page script', () => {
  // method="dialog" submits nothing outside a dialog: before the form's island has loaded, or with
  // JavaScript off, a press on Send keeps the visitor's words on the page and out of any URL or log.
  const problems: string[] = [];
  let forms = 0;
  for (const { route, doc } of contentPages()) {
    for (const form of doc.querySelectorAll('main form, footer form')) {
      forms++;
      const method = form.getAttribute('method');
      const hasTextField = form.querySelector('input:not([type=hidden]):not([type=radio]):not([type=checkbox]), textarea');
      if (hasTextField && method !== 'dialog' && !form.getAttribute('action')) problems.push(`${route}: a form with method="${method}" and no action`);
    }
  }
  expect(problems).toEqual([]);
  expect(forms).toBeGreaterThan(50);
});
