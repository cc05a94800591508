import { test, expect } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import { parse as parseHtml } from 'node-html-parser';
import { fileForPath } from '../support/dist';
import { wordsByLocale } from '../support/words';
import { formatPounds, priceOf, type PriceRef } from '../../src/config/offers';
import type { Locale } from '../../src/config/locale';

/**
 * Services the way a client thinks of them (issue 34): one set of core services, the pages of the header's Services
 * group in content/navigation/menus.yaml, listed the same (same pages, same order) in the menu, on the home page and on
 * the services page, in both languages, each with its "from" price from content/firm/prices.yaml, or, where the firm
 * has set none, the short line that says it is priced for the client's business. Read from dist/ and the firm's own files: a price the firm
 * changes, or a service it adds to the menu, keeps this test true.
 */
interface MenuLink {
  href: string;
  label: Record<Locale, string>;
  price?: PriceRef;
  children?: MenuLink[];
  groups?: MenuLink[];
}
const menus = parse(readFileSync(join(process.cwd(), 'content/navigation/menus.yaml'), 'utf8')) as { header: MenuLink[] };
const core = menus.header.flatMap((entry) => entry.groups ?? []).find((group) => group.href === '/services')?.children ?? [];

/** One built page, read alone (not the whole build: this test needs four). */
const page = (route: string) => {
  const file = fileForPath(route);
  if (!file) throw new Error(`${route} was not built`);
  return { doc: parseHtml(readFileSync(file, 'utf8')) };
};
const text = (s: string | undefined) => (s ?? '').replace(/\s+/g, ' ').trim();

/** The services a list shows, in order: each link's page (English address), its name, and the text around it (its price line). */
function listed(links: { href: string; name: string; text: string }[], locale: Locale) {
  // Links are written as canonical addresses (/services/accounting/bookkeeping/); the menu file names pages without the slash.
  const english = (href: string) => (locale === 'it' ? href.replace(/^\/it(?=\/|$)/, '') : href).replace(/(.)\/$/, '$1') || '/';
  return links.map((l) => ({ page: english(l.href), name: l.name, text: l.text }));
}

/** What a core service's price line must say, in a language. */
function priceWords(service: MenuLink, locale: Locale): string {
  // A price the firm may leave unset (payroll, year-end accounts…) reads "Priced for your business" until it is set; the
  // list's one note says how that fee is agreed (tests/static/repetition.spec.ts).
  const price = service.price ? priceOf(service.price) : undefined;
  return price ? formatPounds(price.amount, locale) : wordsByLocale[locale].priceQuoted;
}

test('the core services are the header’s Services group, about six of them', () => {
  expect(core.length, 'core services in content/navigation/menus.yaml').toBeGreaterThanOrEqual(5);
  expect(core.length).toBeLessThanOrEqual(8);
});

for (const locale of ['en', 'it'] as const) {
  const prefix = locale === 'it' ? '/it' : '';
  test(`${locale}: the menu, the home page and the services page list the same core services, each with its price`, () => {
    const expected = core.map((s) => ({ page: s.href, price: priceWords(s, locale) }));
    const home = page(prefix || '/');
    // The menu: the Services panel's links, each with the line under it (in its list item).
    // Only the Services panel: another panel may link a core service too (Tax Digital lists MTD accountant services).
    const servicesEntry = menus.header.findIndex((entry) => (entry.groups ?? []).some((group) => group.href === '/services'));
    const nav = home.doc.querySelector(`header nav[aria-label] li[data-group="${servicesEntry}"]`);
    const panel = nav?.querySelectorAll('a').filter((a) => core.some((s) => (a.getAttribute('href') ?? '').replace(/^\/it(?=\/)/, '').replace(/(.)\/$/, '$1') === s.href));
    const menu = listed(
      (panel ?? []).map((a) => ({ href: a.getAttribute('href') ?? '', name: text(a.text), text: text(a.parentNode?.text) })),
      locale,
    );
    const sectionOf = (route: string) => {
      const section = page(route).doc.querySelector('section[data-variant="services"]');
      expect(section, `${route}: a section of the core services`).not.toBeNull();
      return listed(
        (section?.querySelectorAll('li.card') ?? []).map((li) => ({ href: li.querySelector('a')?.getAttribute('href') ?? '', name: text(li.querySelector('h3 a')?.text), text: text(li.text) })),
        locale,
      );
    };
    for (const [where, list] of [
      ['menu', menu],
      ['home page', sectionOf(prefix || '/')],
      ['services page', sectionOf(`${prefix}/services`)],
    ] as const) {
      expect(
        list.map((l) => l.page),
        `${locale} ${where}: the core services, in the menu's order`,
      ).toEqual(expected.map((e) => e.page));
      expect(
        list.map((l) => l.name),
        `${locale} ${where}: each service by the name the menu file gives it`,
      ).toEqual(core.map((s) => s.label[locale]));
      for (const [i, item] of list.entries()) expect(item.text, `${locale} ${where}: ${item.page} shows its price`).toContain(expected[i]!.price);
    }
  });
}

test('one list of services: the old overview, a second list with its own names and prices, now leads to the services page', () => {
  for (const [old, hub] of [
    ['/services/overview', '/services/'],
    ['/it/services/overview', '/it/services/'],
  ] as const) {
    const refresh = page(old).doc.querySelector('meta[http-equiv="refresh"]')?.getAttribute('content') ?? '';
    expect(refresh, `${old} redirects (a bookmark to it still works)`).toMatch(new RegExp(`url=${hub}$`));
  }
});
