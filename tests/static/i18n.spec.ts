import { test, expect } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
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
  for (const page of italianPages()) {
    const english = englishOf(page.route);
    expect(fileForPath(english), `${page.route} has an English counterpart ${english}`).toBeTruthy();
    expect(page.doc.querySelector('html')?.getAttribute('lang'), page.route).toBe('it');
    const it = alternates(page.route);
    const en = alternates(english);
    expect(it, `${page.route} alternates`).toEqual({ 'en-GB': english, it: page.route, 'x-default': english });
    expect(en, `${english} alternates point back`).toEqual(it);
  }
});

test('pages without a translation carry no alternates, and every page links to the other language', () => {
  for (const page of contentPages()) {
    const translated = page.route.startsWith('/it') || italianPages().some((p) => englishOf(p.route) === page.route);
    if (!translated) expect(Object.keys(alternates(page.route)), page.route).toEqual([]);
    const switcher = page.doc.querySelector('header a[hreflang]');
    expect(switcher, `${page.route} has a language switcher`).not.toBeNull();
  }
});

test('the sitemap lists the alternates of translated pages', () => {
  const sitemap = readFileSync(join(distDir, 'sitemap-0.xml'), 'utf8');
  for (const page of italianPages()) {
    const english = englishOf(page.route);
    const origin = new URL(page.doc.querySelector('link[rel="canonical"]')?.getAttribute('href') ?? '').origin;
    expect(sitemap, page.route).toContain(`<xhtml:link rel="alternate" hreflang="it" href="${origin}${page.route}/"/>`);
    expect(sitemap, english).toContain(`<xhtml:link rel="alternate" hreflang="en-GB" href="${origin}${english === '/' ? '/' : `${english}/`}"/>`);
    expect(sitemap, `${english} x-default`).toContain(`<xhtml:link rel="alternate" hreflang="x-default" href="${origin}${english === '/' ? '/' : `${english}/`}"/>`);
  }
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
    (contentPages().find((p) => p.route === route)?.doc.querySelectorAll('main .card-grid') ?? []).map((g) => g.querySelectorAll('.arch-tile svg').map((s) => s.innerHTML));
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
