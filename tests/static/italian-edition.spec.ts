import { test, expect } from '@playwright/test';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse as parseYaml } from 'yaml';
import type { HTMLElement } from 'node-html-parser';
import { contentPages, textWithout } from '../support/dist';

/**
 * The whole site in Italian: every English page, the blog included, has an Italian twin at /it + its
 * address, the two name each other as alternates, and no Italian page shows interface wording
 * from the English word files (content/i18n/<area>/en.yaml) where the Italian file says otherwise.
 */

const isItalian = (route: string) => route === '/it' || route.startsWith('/it/');
const twinOf = (route: string) => (route === '/' ? '/it' : `/it${route}`);
const englishRoutes = () => contentPages().filter((p) => !isItalian(p.route));
const page = (route: string) => contentPages().find((p) => p.route === route);

/** hreflang → path of a page's alternate links. */
const alternates = (doc: HTMLElement) =>
  Object.fromEntries(doc.querySelectorAll('link[rel="alternate"][hreflang]').map((l) => [l.getAttribute('hreflang'), new URL(l.getAttribute('href') ?? '').pathname.replace(/\/$/, '') || '/']));

test('every English page has an Italian twin, and the two name each other as alternates', () => {
  const missing: string[] = [];
  const notReciprocal: string[] = [];
  for (const english of englishRoutes()) {
    const twin = page(twinOf(english.route));
    if (!twin) {
      missing.push(english.route);
      continue;
    }
    const expected = { 'en-GB': english.route, it: twin.route, 'x-default': english.route };
    const en = alternates(english.doc);
    const it = alternates(twin.doc);
    if (JSON.stringify(en) !== JSON.stringify(expected)) notReciprocal.push(`${english.route}: ${JSON.stringify(en)}`);
    if (JSON.stringify(it) !== JSON.stringify(expected)) notReciprocal.push(`${twin.route}: ${JSON.stringify(it)}`);
    const switcher = twin.doc.querySelector('header a[hreflang="en-GB"], header a[hreflang="en"]');
    if (new URL(switcher?.getAttribute('href') ?? '/x', 'https://x').pathname.replace(/\/$/, '') !== (english.route === '/' ? '' : english.route))
      notReciprocal.push(`${twin.route}: the language switcher goes to ${switcher?.getAttribute('href')}`);
  }
  expect(missing, 'English pages without an Italian twin').toEqual([]);
  expect(notReciprocal, 'alternates that do not point at each other').toEqual([]);
});

/** Every string leaf of a parsed YAML value, with its key path. */
function leaves(value: unknown, path = ''): [string, string][] {
  if (typeof value === 'string') return [[path, value]];
  if (Array.isArray(value)) return value.flatMap((v, i) => leaves(v, `${path}[${i}]`));
  if (value && typeof value === 'object') return Object.entries(value).flatMap(([k, v]) => leaves(v, path ? `${path}.${k}` : k));
  return [];
}

/** English interface phrases whose Italian differs: what must never show on an Italian page. */
function englishInterfacePhrases(): Map<string, string> {
  const root = join(process.cwd(), 'content/i18n');
  const phrases = new Map<string, string>();
  if (!existsSync(root)) return phrases;
  const areas = readdirSync(root, { withFileTypes: true }).filter((d) => d.isDirectory());
  // Every Italian phrase: an English phrase the Italian also uses ("Tax Digital" in "Making Tax Digital") is no sign of English.
  const allItalian = areas
    .map((a) => join(root, a.name, 'it.yaml'))
    .filter(existsSync)
    .flatMap((file) => leaves(parseYaml(readFileSync(file, 'utf8'))).map(([, v]) => v))
    .join('\n');
  for (const area of readdirSync(root, { withFileTypes: true }).filter((d) => d.isDirectory())) {
    const en = join(root, area.name, 'en.yaml');
    const it = join(root, area.name, 'it.yaml');
    if (!existsSync(en) || !existsSync(it)) continue;
    const italian = new Map(leaves(parseYaml(readFileSync(it, 'utf8'))));
    for (const [key, value] of leaves(parseYaml(readFileSync(en, 'utf8')))) {
      const text = value.replace(/\{[^}]*\}/g, '\u0000').trim();
      // Whole phrases only: two words or more, no placeholders, and different in Italian.
      if (text.includes('\u0000') || text.split(/\s+/).length < 2 || italian.get(key) === value || allItalian.includes(text)) continue;
      phrases.set(text, `${area.name}/en.yaml ${key}`);
    }
  }
  return phrases;
}

test('no Italian page shows interface wording from the English word files', () => {
  const phrases = englishInterfacePhrases();
  expect(phrases.size, 'content/i18n/<area>/en.yaml files were read').toBeGreaterThan(20);
  const problems: string[] = [];
  const patterns = [...phrases].map(([phrase, source]) => ({ phrase, source, pattern: new RegExp(`(^|[^\\p{L}])${phrase.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}($|[^\\p{L}])`, 'u') }));
  for (const p of contentPages().filter((c) => isItalian(c.route))) {
    // Text in a part marked as English (an English article title, a quotation) is allowed.
    const text = textWithout(p.doc.querySelector('body')!, '[lang^="en"], script, style, template').replace(/\s+/g, ' ');
    for (const { phrase, source, pattern } of patterns) if (pattern.test(text)) problems.push(`${p.route}: "${phrase}" (${source})`);
  }
  expect(problems).toEqual([]);
});

test('no Italian page calls the firm "commercialisti", a regulated title in Italy', () => {
  const problems: string[] = [];
  for (const p of contentPages().filter((c) => isItalian(c.route))) {
    for (const el of p.doc.querySelectorAll('title, meta[name="description"], h1, h2, h3, header, footer, [data-eyebrow], .eyebrow')) {
      const text = el.tagName === 'META' ? (el.getAttribute('content') ?? '') : el.textContent;
      if (/commercialisti/i.test(text)) problems.push(`${p.route} <${el.tagName.toLowerCase()}>: ${text.trim().slice(0, 80)}`);
    }
  }
  expect(problems).toEqual([]);
});

test('the content of an Italian page links to Italian pages wherever the Italian twin exists', () => {
  const routes = new Set(contentPages().map((p) => p.route));
  const problems: string[] = [];
  for (const p of contentPages().filter((c) => isItalian(c.route))) {
    for (const a of p.doc.querySelectorAll('main a[href^="/"]')) {
      const path = (a.getAttribute('href') ?? '').split(/[?#]/)[0]!.replace(/\/$/, '') || '/';
      if (!isItalian(path) && routes.has(twinOf(path))) problems.push(`${p.route}: «${a.textContent.trim()}» opens ${path}; write ${twinOf(path)}`);
    }
  }
  expect(problems).toEqual([]);
});
