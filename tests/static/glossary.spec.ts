import { test, expect } from '@playwright/test';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse as parseYaml } from 'yaml';
import type { HTMLElement } from 'node-html-parser';
import { glossarySchema } from '../support/glossary';
import { blockText, contentPages, type BuiltPage } from '../support/dist';
import { claimIds, claimText } from '../../src/config/claims';

/**
 * The Italian edition read against its glossary (content/i18n/glossary.yaml): one name per UK
 * concept, no regulated titles, the formal register in lower case, Italian typography, no
 * boilerplate repeated across pages, menu labels that match the pages they open. Each failure
 * names the page, the words and the fix. Only the built files are read: no browser.
 */

const glossary = glossarySchema.parse(parseYaml(readFileSync(join(process.cwd(), 'content/i18n/glossary.yaml'), 'utf8')));

const isItalian = (route: string) => route === '/it' || route.startsWith('/it/');
const italianPages = () => contentPages().filter((p) => isItalian(p.route));

/**
 * A glossary phrase as a pattern: whole words, "*" for any ending, either apostrophe, and its first
 * letter in either case (at the start of a sentence or a heading: "contraenti", "Contraenti").
 */
function phrasePattern(phrase: string, flags = 'gu'): RegExp {
  const first = phrase.charAt(0);
  const start = first.toLowerCase() !== first.toUpperCase() ? `[${first.toLowerCase()}${first.toUpperCase()}]` : '';
  const body = (start ? phrase.slice(1) : phrase)
    .split(/(\*)/)
    .map((part) => (part === '*' ? '\\p{L}*' : part.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/['’]/g, "['’]")))
    .join('');
  return new RegExp(`(?<![\\p{L}\\p{N}])${start}${body}(?![\\p{L}\\p{N}])`, flags);
}

/** Text with the `unless` phrases blanked out, so the words inside them are not matched. */
const without = (text: string, unless: RegExp[]) => unless.reduce((t, u) => t.replace(u, (m) => ' '.repeat(m.length)), text);

/** A name to avoid, compiled once: its pattern, and the patterns of the phrases in which it is right. */
const compiled = (text: string, unless: string[]) => ({ pattern: phrasePattern(text), unless: unless.map((u) => phrasePattern(u)) });

/** A short extract around a match, for the failure message. */
const around = (text: string, index: number, length: number) =>
  `…${text
    .slice(Math.max(0, index - 40), index + length + 40)
    .replace(/\s+/g, ' ')
    .trim()}…`;

/**
 * The visible Italian text of an element as lines (one per block), without scripts, styles, SVG,
 * and parts marked as English (a client's words, an English title). <noscript> holds raw markup.
 */
function lines(root: HTMLElement, drop: string[] = [], otherLanguage = '[lang^="en"]', dropped: Iterable<HTMLElement> = []): string[] {
  return blockText(root, ['script', 'style', 'template', 'svg', otherLanguage, '[hidden]', ...drop].join(', '), true, dropped)
    .split('\n')
    .map((l) => l.replace(/\s+/g, ' ').trim())
    .filter(Boolean);
}

interface Scope {
  route: string;
  /** Title, description and the visible text, line by line. */
  text: string[];
  /** The main content only (for per-page counts). */
  main: string[];
  page: BuiltPage;
}

let scopes: Scope[] | undefined;
/**
 * What each Italian page is read for: its title, description and main content; the header and
 * footer, the same on every page, are read once, on /it.
 */
function pagesToRead(): Scope[] {
  scopes ??= italianPages().map((page) => {
    const root = page.route === '/it' ? page.doc.querySelector('body')! : page.doc.querySelector('main')!;
    const head = [page.doc.querySelector('title')?.text ?? '', page.doc.querySelector('meta[name="description"]')?.getAttribute('content') ?? ''];
    const main = lines(page.doc.querySelector('main')!);
    return { route: page.route, text: [...head, ...lines(root)], main, page };
  });
  return scopes;
}

test('the glossary is read and the Italian pages are built', () => {
  expect(glossary.concepts.length, 'concepts in content/i18n/glossary.yaml').toBeGreaterThan(10);
  expect(pagesToRead().length, 'Italian pages in dist/it').toBeGreaterThan(50);
});

test('no Italian page uses a forbidden word (a regulated title, a wrong term)', () => {
  const problems: string[] = [];
  // A client's own adviser in Italy is named with the title, and the words say so ("il suo commercialista in Italia").
  const words = glossary.forbidden.map((word) => ({ word, ...compiled(word.text, [...word.unless, ...(word.clientMayHaveOne ? glossary.clientsOwnAdviser : [])]) }));
  for (const { route, text } of pagesToRead()) {
    const all = text.join('\n');
    for (const { word, pattern, unless } of words)
      for (const m of without(all, unless).matchAll(pattern)) problems.push(`${route}: «${m[0]}» in "${around(all, m.index, m[0].length)}". ${word.reason} Write: ${word.fix}.`);
  }
  expect(problems, `${problems.length} forbidden words`).toEqual([]);
});

test('every UK concept has one Italian name, and its explanation is written once per page', () => {
  const problems: string[] = [];
  const concepts = glossary.concepts.map((concept) => ({
    concept,
    avoid: concept.avoid.map((variant) => ({ variant, ...compiled(variant.text, variant.unless) })),
    explanation: concept.explanation ? phrasePattern(concept.explanation) : undefined,
  }));
  for (const { route, text, main } of pagesToRead()) {
    const all = text.join('\n');
    const mainText = main.join('\n');
    for (const { concept, avoid, explanation } of concepts) {
      for (const { variant, pattern, unless } of avoid)
        for (const m of without(all, unless).matchAll(pattern))
          problems.push(`${route}: «${m[0]}» for ${concept.concept} in "${around(all, m.index, m[0].length)}". ${variant.reason} Write: ${variant.fix}.`);
      if (explanation) {
        const count = mainText.match(explanation)?.length ?? 0;
        if (count > 1)
          problems.push(`${route}: «${concept.explanation}» ${count} times. Explain ${concept.concept} once, at the first mention («${concept.firstMention}»), then write «${concept.use}».`);
      }
    }
  }
  expect(problems, `${problems.length} off-glossary names`).toEqual([]);
});

test('each explanation goes with the first mention of its term on the page, never before it', () => {
  const problems: string[] = [];
  // The running text: headings, questions, menus, forms, asides and short labels (a table of contents, a card's tags)
  // name a term without room for its explanation. A term whose Italian name is the explanation («IVA britannica (VAT)») is left out.
  const concepts = glossary.concepts
    .filter((c) => c.explanation && !c.explanation.startsWith('(') && !c.explanation.includes(c.use))
    .map((c) => ({ c, term: phrasePattern(c.use, 'u'), explanation: phrasePattern(c.explanation!, 'u') }));
  // A term explained around its name, the Italian words first («i contributi previdenziali (National Insurance)»): its first mention is that one.
  const wrapped = glossary.concepts.filter((c) => c.explanation?.includes(`(${c.use})`)).map((c) => ({ c, term: phrasePattern(c.use, 'u'), explanation: phrasePattern(c.explanation!, 'u') }));
  for (const { route, page } of pagesToRead()) {
    const text = lines(page.doc.querySelector('main')!, ['h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'summary', 'nav', 'aside', 'form'])
      .filter((line) => line.split(' ').length >= 8)
      .join('\n')
      // A client's words in «…» («Lavoro tramite la mia limited company») are quoted as said, without explanations.
      .replace(/«[^»]*»/g, (m) => ' '.repeat(m.length));
    for (const { c, term, explanation } of concepts) {
      const t = term.exec(text);
      const e = explanation.exec(text);
      if (!t || !e) continue;
      // «HMRC (l’amministrazione fiscale britannica)», «RTI, la comunicazione…»: the explanation follows the term closely.
      const gap = e.index - (t.index + t[0].length);
      if (gap < 0 || gap > 40)
        problems.push(
          `${route}: ${c.concept} first appears in "${around(text, t.index, t[0].length)}", but its explanation comes ${e.index < t.index ? 'before it' : 'later'}, in "${around(text, e.index, e[0].length)}". Explain it at the first mention: «${c.firstMention}».`,
        );
    }
    for (const { c, term, explanation } of wrapped) {
      const t = term.exec(text);
      const e = explanation.exec(text);
      if (t && e && (t.index < e.index || t.index >= e.index + e[0].length))
        problems.push(
          `${route}: ${c.concept} first appears in "${around(text, t.index, t[0].length)}", but its explanation comes later, in "${around(text, e.index, e[0].length)}". Explain it at the first mention: «${c.firstMention}».`,
        );
    }
  }
  expect(problems, `${problems.length} explanations away from the first mention`).toEqual([]);
});

test('the formal register: lower-case courtesy forms, no informal imperative on a button or link', () => {
  const problems: string[] = [];
  const courtesy = glossary.capitalisedLei.join('|');
  // After a word or a comma, a capital marks a courtesy form, not a sentence start («I Suoi diritti»).
  const midSentence = new RegExp(`(?<=[\\p{L}\\p{N},;)]\\s+)(${courtesy})(?![\\p{L}])`, 'gu');
  // A pronoun attached to a verb: aiutarLa, inviarLe, contattarLa.
  const attached = /\p{Ll}{3,}(La|Le|Li|Lo|Gli)(?![\p{L}])/gu;
  for (const { route, text } of pagesToRead())
    for (const line of text) {
      for (const m of line.matchAll(midSentence)) problems.push(`${route}: capitalised «${m[0]}» in "${around(line, m.index, m[0].length)}". Write it in lower case.`);
      for (const m of line.matchAll(attached)) problems.push(`${route}: capitalised «${m[0]}» in "${around(line, m.index, m[0].length)}". Write «${m[0].toLowerCase()}».`);
    }
  // «Lei» keeps its capital only where a sentence starts with it: «Decida chi invierà: Lei stesso» is an error.
  const bareLei = /(?<=[^\s.!?…«(]\s*)(?<![\p{L}])Lei(?![\p{L}])/gu;
  for (const { route, text } of pagesToRead())
    for (const line of text) for (const m of line.matchAll(bareLei)) problems.push(`${route}: capitalised «Lei» inside a sentence in "${around(line, m.index, 3)}". Write «lei».`);
  const informal = new Map(Object.entries(glossary.informalImperatives));
  // A noun that looks like an imperative ("Verifica della conformità") is followed by "di"/"del…".
  const noun = /^(di|del|della|dei|delle|degli|dello|dell’|dell'|gratuita|gratuito)$/;
  for (const { route, page } of pagesToRead()) {
    const root = route === '/it' ? page.doc.querySelector('body')! : page.doc.querySelector('main')!;
    for (const el of root.querySelectorAll('a, button, [role="button"], summary')) {
      if (el.closest('[lang^="en"]')) continue;
      const [first, next = ''] = el.textContent.replace(/\s+/g, ' ').trim().split(' ');
      if (first && informal.has(first) && !noun.test(next))
        problems.push(`${route}: the ${el.tagName.toLowerCase() === 'a' ? 'link' : 'button'} «${el.textContent.trim()}» speaks informally. Start it with «${informal.get(first)}».`);
    }
    // What a screen reader says instead: a label that reads «Esplora il blog» is as informal as a button.
    for (const el of root.querySelectorAll('[aria-label]')) {
      if (el.closest('[lang^="en"]')) continue;
      const label = el.getAttribute('aria-label')!.replace(/\s+/g, ' ').trim();
      const [first, next = ''] = label.split(' ');
      if (first && informal.has(first) && !noun.test(next)) problems.push(`${route}: the screen-reader label «${label}» speaks informally. Start it with «${informal.get(first)}».`);
    }
  }
  expect(problems, `${problems.length} register slips`).toEqual([]);
});

test('no name is followed by itself in brackets («MTD per l’IVA (MTD per l’IVA)»)', () => {
  const problems: string[] = [];
  const lower = (s: string) => s.toLocaleLowerCase('it').replace(/'/g, '’');
  for (const { route, text } of pagesToRead())
    for (const line of text)
      for (const m of line.matchAll(/\(([^()]{2,80})\)/g)) {
        const inner = m[1]!.trim();
        const before = line.slice(0, m.index).trimEnd();
        const start = before.length - inner.length;
        if (start >= 0 && lower(before.slice(start)) === lower(inner) && !/[\p{L}\p{N}]/u.test(before.charAt(start - 1)))
          problems.push(
            `${route}: «${inner} (${inner})» in "${around(line, start, m.index + m[0].length - start)}". The brackets repeat the name: write the full name with the short one in brackets («Making Tax Digital per l’IVA (MTD per l’IVA)»), or the name alone.`,
          );
      }
  expect(problems, `${problems.length} names repeated in brackets`).toEqual([]);
});

/** Title, description and visible text of a page in either edition (on the home pages, header and footer too). */
function wholePage(page: BuiltPage, otherLanguage: string): string {
  const home = page.route === '/' || page.route === '/it';
  const root = home ? page.doc.querySelector('body')! : page.doc.querySelector('main')!;
  const head = [page.doc.querySelector('title')?.text ?? '', page.doc.querySelector('meta[name="description"]')?.getAttribute('content') ?? ''];
  return [...head, ...lines(root, [], otherLanguage)].join('\n');
}

test('the languages we work in are said at most once a page, in each edition', () => {
  const problems: string[] = [];
  const editions = [
    { lang: 'it' as const, pages: italianPages(), otherLanguage: '[lang^="en"]' },
    { lang: 'en' as const, pages: contentPages().filter((p) => !isItalian(p.route)), otherLanguage: '[lang^="it"]' },
  ];
  for (const rule of glossary.oncePerPage)
    for (const { lang, pages, otherLanguage } of editions) {
      const patterns = rule[lang].map((p) => phrasePattern(p));
      if (patterns.length === 0) continue;
      for (const page of pages) {
        const text = wholePage(page, otherLanguage);
        const found = patterns.flatMap((p) => [...text.matchAll(p)]).sort((a, b) => a.index - b.index);
        if (found.length > 1)
          problems.push(`${page.route}: ${rule.topic} said ${found.length} times (${found.map((m) => `"${around(text, m.index, m[0].length)}"`).join('; ')}). Say it once. ${rule.fix}`);
      }
    }
  expect(problems, `${problems.length} pages that repeat themselves`).toEqual([]);
});

test('Italian typography: curly apostrophes and « » quotation marks', () => {
  const problems: string[] = [];
  for (const { route, text } of pagesToRead())
    for (const line of text) {
      for (const m of line.matchAll(/['"“”]/g)) {
        const fix = m[0] === "'" ? '’' : '« »';
        problems.push(`${route}: «${m[0]}» in "${around(line, m.index, 1)}". Write ${fix}.`);
      }
    }
  expect(problems, `${problems.length} straight or English quotation marks`).toEqual([]);
});

/** Every string of a YAML file. */
function strings(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(strings);
  if (value && typeof value === 'object') return Object.values(value).flatMap(strings);
  return [];
}

/**
 * The Italian wording of the shared blocks (interface words, the Making Tax Digital blocks, the
 * firm's address), as patterns: a block shows the same words wherever it appears, by design.
 */
function sharedBlockPatterns(): RegExp[] {
  const root = process.cwd();
  // Not the fact sentences: one written once and shown on sixteen pages is boilerplate. (Claims: see the test.)
  const files = ['content/i18n/interface/it.yaml', 'content/i18n/forms/it.yaml', 'content/i18n/cash-flow/it.yaml', 'content/mtd-data/it.yaml'];
  const contact = parseYaml(readFileSync(join(root, 'content/firm/contact.yaml'), 'utf8')) as { address?: { street?: string } };
  const address = contact.address?.street ? [new RegExp(`^${contact.address.street.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}, `)] : [];
  return files
    .filter((f) => existsSync(join(root, f)))
    .flatMap((f) => strings(parseYaml(readFileSync(join(root, f), 'utf8'))))
    .flatMap((s) => s.split(/(?<=[.!?…])\s+/))
    .filter((s) => s.split(' ').length >= 4)
    .map(
      (s) =>
        new RegExp(
          `^${s
            .replace(/[.*+?^$()|[\]\\]/g, '\\$&')
            .replace(/\{[^}]*\}/g, '.+?')
            .replace(/['’]/g, "['’]")}$`,
        ),
    )
    .concat(address);
}

test('no sentence of eight words or more is repeated on more than three Italian pages', () => {
  const wildcard = (s: string) =>
    new RegExp(
      `^${s
        .replace(/[.+?^${}()|[\]\\]/g, '\\$&')
        .replace(/\*/g, '.*')
        .replace(/['’]/g, "['’]")}$`,
    );
  const shared = glossary.sharedSentences.map(wildcard);
  // A claim of content/firm/claims.yaml is one sentence the firm chose, shown wherever the English page
  // shows it (the confirmed wording, or its fallback until then): read from the file, so a firm edit never breaks this test.
  const claimSentences = new Set(
    claimIds
      .flatMap((id) =>
        claimText(id, 'it')
          .replace(/'/g, '’')
          .split(/(?<=[.!?…])\s+/),
      )
      .filter(Boolean),
  );
  const pagesBySentence = new Map<string, Set<string>>();
  for (const { route, page } of pagesToRead()) {
    const main = page.doc.querySelector('main')!;
    // A card whose heading links to another page (a blog post's card) repeats that page's summary by design.
    const cards = main.querySelectorAll('h2 > a, h3 > a').flatMap((link) => link.closest('article') ?? link.closest('li') ?? []);
    // Forms, menus, breadcrumbs, sidebars and buttons are interface words; sentences are what an editor writes.
    for (const line of lines(main, ['form', 'nav', 'aside', 'button', '[data-hero-actions]', '.sr-only'], undefined, cards))
      for (const sentence of line.split(/(?<=[.!?…])\s+/)) {
        if (sentence.split(' ').length < 8 || claimSentences.has(sentence.replace(/'/g, '’')) || shared.some((s) => s.test(sentence))) continue;
        if (!pagesBySentence.has(sentence)) pagesBySentence.set(sentence, new Set());
        pagesBySentence.get(sentence)!.add(route);
      }
  }
  const repeated = [...pagesBySentence].filter(([, routes]) => routes.size > 3);
  const blocks = repeated.length > 0 ? sharedBlockPatterns() : [];
  const problems = repeated
    .filter(([sentence]) => !blocks.some((b) => b.test(sentence)))
    .map(
      ([sentence, routes]) =>
        `"${sentence}" is on ${routes.size} pages (${[...routes].slice(0, 4).join(', ')}…). Say it where it matters and in the words of that page, or list it under sharedSentences if it is legal wording.`,
    );
  expect(problems, `${problems.length} repeated sentences`).toEqual([]);
});

test('each menu label and home card names the page it opens as that page’s heading does', () => {
  const h1 = (route: string) =>
    contentPages()
      .find((p) => p.route === route)
      ?.doc.querySelector('main h1')
      ?.textContent.replace(/\s+/g, ' ')
      .trim();
  const same = (a: string, b: string) => a.toLocaleLowerCase('it').replace(/'/g, '’') === b.toLocaleLowerCase('it').replace(/'/g, '’');
  const short = glossary.shortForms;
  const home = italianPages().find((p) => p.route === '/it')!;
  const problems: string[] = [];
  const links = [
    ...home.doc.querySelectorAll('header nav a[href^="/it"]').map((a) => ({ where: 'menu label', a })),
    ...home.doc.querySelectorAll('main article h2 a[href^="/it"], main article h3 a[href^="/it"], main li h3 a[href^="/it"]').map((a) => ({ where: 'home card', a })),
  ];
  const seen = new Set<string>();
  for (const { where, a } of links) {
    const label = a.textContent.replace(/\s+/g, ' ').trim();
    const route = (a.getAttribute('href') ?? '').replace(/\/$/, '');
    const heading = h1(route);
    if (!heading || seen.has(`${label}|${route}`)) continue;
    seen.add(`${label}|${route}`);
    if (same(label, heading) || short.some((s) => same(s.label, label) && same(s.heading, heading))) continue;
    problems.push(`${where} «${label}» opens ${route}, whose heading is «${heading}». Use the heading's words, or list the pair under shortForms.`);
  }
  expect(problems, `${problems.length} labels that differ from their page`).toEqual([]);
});
