import { test, expect } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { isDeepStrictEqual } from 'node:util';
import { contentPages, distDir, fileForPath } from '../support/dist';
import { copyByLocale } from '../support/words';
import { formWords } from '../support/forms';

/** The Italian edition: every Italian page has an English counterpart, alternates are reciprocal, and no English interface text is left. */

const italianPages = () => contentPages().filter((p) => p.route === '/it' || p.route.startsWith('/it/'));
const englishOf = (route: string) => (route === '/it' ? '/' : route.slice(3));
const alternates = (route: string) => {
  const page = contentPages().find((p) => p.route === route);
  return Object.fromEntries(
    (page?.doc.querySelectorAll('link[rel="alternate"][hreflang]') ?? []).map((l) => [l.getAttribute('hreflang'), new URL(l.getAttribute('href') ?? '').pathname.replace(/\/$/, '') || '/']),
  );
};

test('the Italian edition has the pages the firm needs', () => {
  const routes = italianPages().map((p) => p.route);
  for (const required of [
    '/it',
    '/it/about',
    '/it/contact',
    '/it/services',
    '/it/services/italian-businesses',
    '/it/industries/italian-businesses',
    '/it/specialties/italian-business-accounting',
    '/it/industries/restaurants',
    '/it/restaurant',
    '/it/tools/cash-flow-analysis',
    '/it/privacy',
    '/it/terms',
  ]) {
    expect(routes, required).toContain(required);
  }
  expect(fileForPath('/it/404'), 'an Italian 404 page').toBeTruthy();
});

test('every Italian page has its English counterpart, and their alternates point at each other', () => {
  // Collected and compared once: an expect per page costs more than the check.
  const problems: string[] = [];
  for (const page of italianPages()) {
    const english = englishOf(page.route);
    if (!fileForPath(english)) problems.push(`${page.route} has no English counterpart ${english}`);
    const lang = page.doc.querySelector('html')?.getAttribute('lang');
    if (lang !== 'it') problems.push(`${page.route}: lang="${lang}"`);
    const it = alternates(page.route);
    const en = alternates(english);
    const expected = { 'en-GB': english, it: page.route, 'x-default': english };
    if (!isDeepStrictEqual(it, expected)) problems.push(`${page.route} alternates ${JSON.stringify(it)}, not ${JSON.stringify(expected)}`);
    if (!isDeepStrictEqual(en, it)) problems.push(`${english} alternates ${JSON.stringify(en)} do not point back as ${page.route}'s do`);
  }
  expect(problems).toEqual([]);
});

test('pages without a translation carry no alternates, and every page links to the other language', () => {
  const problems: string[] = [];
  for (const page of contentPages()) {
    const translated = page.route.startsWith('/it') || italianPages().some((p) => englishOf(p.route) === page.route);
    if (!translated && Object.keys(alternates(page.route)).length > 0) problems.push(`${page.route}: alternates ${Object.keys(alternates(page.route)).join(', ')} without a translation`);
    const switcher = page.doc.querySelector('header a[hreflang]');
    if (!switcher) problems.push(`${page.route} has no language switcher`);
  }
  expect(problems).toEqual([]);
});

test('the sitemap lists the alternates of translated pages', () => {
  const sitemap = readFileSync(join(distDir, 'sitemap-0.xml'), 'utf8');
  const missing: string[] = [];
  for (const page of italianPages()) {
    const english = englishOf(page.route);
    const origin = new URL(page.doc.querySelector('link[rel="canonical"]')?.getAttribute('href') ?? '').origin;
    for (const link of [
      `<xhtml:link rel="alternate" hreflang="it" href="${origin}${page.route}/"/>`,
      `<xhtml:link rel="alternate" hreflang="en-GB" href="${origin}${english === '/' ? '/' : `${english}/`}"/>`,
      `<xhtml:link rel="alternate" hreflang="x-default" href="${origin}${english === '/' ? '/' : `${english}/`}"/>`,
    ])
      if (!sitemap.includes(link)) missing.push(`${page.route}: the sitemap lacks ${link}`);
  }
  expect(missing).toEqual([]);
});

test('no English interface text is left in the header, footer or forms of an Italian page', () => {
  const english = new Set<string>();
  const it = copyByLocale.it as Record<string, string>;
  for (const [key, value] of Object.entries(copyByLocale.en as Record<string, string>)) {
    if (value !== it[key] && !value.includes('{') && value.length > 4) english.add(value);
  }
  const forms = formWords('en').forms;
  for (const id of ['contact', 'newsletter', 'restaurant-consultation'] as const) {
    for (const f of Object.values(forms[id].fields)) english.add(f.label);
    english.add(forms[id].submitLabel);
  }
  const problems: string[] = [];
  for (const page of italianPages()) {
    const parts = [...page.doc.querySelectorAll('header.site-header, footer.site-footer, main form')].map((el) => el.text);
    for (const text of parts) for (const phrase of english) if (text.includes(phrase)) problems.push(`${page.route}: "${phrase}"`);
  }
  expect(problems).toEqual([]);
});

test('an Italian card grid shows the same icons as its English twin', () => {
  const grids = (route: string) =>
    (
      contentPages()
        .find((p) => p.route === route)
        ?.doc.querySelectorAll('main .card-grid') ?? []
    ).map((g) => g.querySelectorAll('.arch-tile svg').map((s) => s.innerHTML));
  const differ: string[] = [];
  for (const page of italianPages()) {
    const english = grids(englishOf(page.route));
    grids(page.route).forEach((icons, i) => {
      const twin = english[i];
      if (twin && twin.length === icons.length && icons.some((icon, j) => icon !== twin[j])) differ.push(`${page.route}, grid ${i + 1}`);
    });
  }
  expect(differ, 'Italian grids whose icons differ from the English page').toEqual([]);
});
