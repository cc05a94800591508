import { test, expect } from '@playwright/test';
import { parse, type HTMLElement, type Node } from 'node-html-parser';
import { contentPages } from '../support/dist';
import { claims, claimIds, isConfirmed } from '../../src/config/claims';

/**
 * The wording a page shows while a claim of content/firm/claims.yaml is unconfirmed (its `fallback`)
 * must read as written for its place: never twice on one page, and never under a heading or a
 * question that promises speed, since the fallback says no time. Read from the built files and
 * from the claims file, so the firm confirming a claim or rewording a fallback never breaks it.
 */

/** Words of speed in a heading or a question, in both languages (whole words, any case). */
const speedWords = {
  en: ['quick', 'quickly', 'quicker', 'fast', 'faster', 'rapid', 'prompt', 'promptly', 'speedy', 'same-day', 'same day', 'immediately', 'within', 'hours', 'how long', 'how soon', 'how quickly'],
  it: [
    'rapida',
    'rapide',
    'rapido',
    'rapidi',
    'rapidamente',
    'veloce',
    'veloci',
    'puntuale',
    'puntuali',
    'tempestiva',
    'tempestive',
    'subito',
    'immediata',
    'immediate',
    'in giornata',
    'entro',
    'ore',
    'quanto tempo',
    'in quanto tempo',
    'quanto ci vuole',
  ],
};
const speedPattern = (lang: 'en' | 'it') => new RegExp(`(?<![\\p{L}\\p{N}])(${speedWords[lang].join('|')})(?![\\p{L}\\p{N}])`, 'iu');

/** The fallbacks the site shows today: unconfirmed claims that have one. */
function shownFallbacks(): { id: string; lang: 'en' | 'it'; text: string }[] {
  return claimIds.flatMap((id) => {
    const fallback = claims[id].fallback;
    if (isConfirmed(id) || !fallback) return [];
    return (['en', 'it'] as const).map((lang) => ({ id, lang, text: fallback[lang].replace(/'/g, '’') }));
  });
}

const norm = (s: string) => s.replace(/\s+/g, ' ').replace(/'/g, '’').trim();

/** A page's text cut into sections, each with the heading (or FAQ question) above it, in document order. */
function sections(root: HTMLElement): { heading: string; text: string }[] {
  const out: { heading: string; text: string }[] = [{ heading: '', text: '' }];
  const walk = (node: Node) => {
    if (node.nodeType === 3) {
      out.at(-1)!.text += ` ${node.text}`;
      return;
    }
    const el = node as HTMLElement;
    const tag = el.tagName?.toLowerCase();
    if (tag && ['script', 'style', 'template', 'svg', 'noscript'].includes(tag)) return;
    if (tag && /^(h[1-6]|summary|dt)$/.test(tag)) {
      out.push({ heading: norm(el.text), text: '' });
      return;
    }
    for (const child of el.childNodes) walk(child);
  };
  walk(root);
  return out.map((s) => ({ heading: s.heading, text: norm(s.text) }));
}

/** What is wrong with one page: a fallback shown twice, or under a heading that promises speed. */
function fallbackProblems(route: string, root: HTMLElement, fallbacks: { id: string; lang: 'en' | 'it'; text: string }[]): string[] {
  const lang = route === '/it' || route.startsWith('/it/') ? 'it' : 'en';
  const problems: string[] = [];
  const parts = sections(root);
  for (const f of fallbacks.filter((x) => x.lang === lang)) {
    const where = parts.filter((s) => s.text.includes(f.text));
    const count = parts.reduce((n, s) => n + s.text.split(f.text).length - 1, 0);
    if (count > 1)
      problems.push(
        `${route}: the fallback of claim "${f.id}" («${f.text}») is on the page ${count} times. Drop its token where the sentence adds nothing, or write what is true in that place's own words.`,
      );
    for (const s of where)
      if (speedPattern(lang).test(s.heading))
        problems.push(
          `${route}: the fallback of claim "${f.id}" sits under «${s.heading}», which promises speed the fallback does not give. Reword the heading (or the question) so it promises nothing the page does not say.`,
        );
  }
  return problems;
}

test('the checker finds a fallback shown twice and a fallback under a heading of speed', () => {
  const sample = [
    { id: 'reply-time', lang: 'en' as const, text: 'We reply by email or phone.' },
    { id: 'setup-time', lang: 'it' as const, text: 'Concordiamo i tempi con lei.' },
  ];
  const en = parse('<main><h2>Quick replies</h2><p>We reply by email or phone.</p><h2>Contact</h2><p>Call us. We reply by email or phone.</p></main>');
  expect(fallbackProblems('/contact', en, sample)).toHaveLength(2);
  const it = parse('<main><details><summary>In quanto tempo potete iniziare?</summary><p>Subito dopo la consulenza. Concordiamo i tempi con lei.</p></details></main>');
  expect(fallbackProblems('/it/contact', it, sample)).toHaveLength(1);
  expect(fallbackProblems('/it/contact', parse('<main><h2>Un avvio chiaro</h2><p>Concordiamo i tempi con lei.</p></main>'), sample)).toEqual([]);
});

test('no page shows a claim’s fallback twice, and none under a heading or question that promises speed', () => {
  const fallbacks = shownFallbacks();
  const problems = contentPages().flatMap((p) => fallbackProblems(p.route, p.doc.querySelector('body')!, fallbacks));
  expect(problems, `${problems.length} fallbacks out of place`).toEqual([]);
});
