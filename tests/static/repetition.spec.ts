import { test, expect } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse as parseYaml } from 'yaml';
import { parse, type HTMLElement } from 'node-html-parser';
import { builtPages, fileForPath } from '../support/dist';
import { wordsByLocale } from '../support/words';

/**
 * Repetition that makes the site read as a template (outside review 19b, its second reason after "no people"): the same
 * sentence on three cards of one grid, the same button three times in two screens, the same office card on four pages,
 * six cards ending in the same bare arrow. Read from dist/ in Node; the words come from content/, so an editor's change
 * keeps these tests true.
 */
const text = (el: HTMLElement | null | undefined) => (el?.text ?? '').replace(/\s+/g, ' ').trim();
const load = (route: string) => {
  const file = fileForPath(route);
  if (!file) throw new Error(`${route} was not built`);
  return parse(readFileSync(file, 'utf8'));
};
const contact = parseYaml(readFileSync(join(process.cwd(), 'content/firm/contact.yaml'), 'utf8')) as { address: { street: string } };

for (const [locale, prefix] of [
  ['en', ''],
  ['it', '/it'],
] as const) {
  const words = wordsByLocale[locale];

  test(`${locale}: a page of services says how its unpriced fees are agreed once, under the first list with such a service, not on each card`, () => {
    for (const route of [prefix || '/', `${prefix}/services`]) {
      const doc = load(route);
      // Every block of services with price lines: the core services, and the services page's specialist ones.
      const blocks = doc.querySelectorAll('main section').filter((s) => s.querySelector('.service-foot'));
      expect(blocks.length, `${route}: blocks of services with price lines`).toBeGreaterThan(0);
      const withQuoted: HTMLElement[] = [];
      for (const block of blocks) {
        const where = `${route} "${text(block.querySelector('h2'))}"`;
        const feet = block.querySelectorAll('.service-foot').map(text);
        // A line without an amount is the short one; the sentence on how the fee is agreed is not on a card.
        for (const foot of feet.filter((f) => !/£/.test(f))) expect(foot, `${where}: a card with no set price`).toBe(words.priceQuoted);
        if (feet.includes(words.priceQuoted)) withQuoted.push(block);
      }
      // Review 20b: the services page said it under each of its two grids. Once a page, under the first list that needs it.
      const notes = doc.querySelectorAll('main [data-price-note]');
      expect(notes.length, `${route}: notes on how unpriced fees are agreed`).toBe(withQuoted.length > 0 ? 1 : 0);
      if (withQuoted[0]) {
        expect(text(notes[0])).toBe(words.priceQuotedNote);
        expect(withQuoted[0].querySelector('[data-price-note]'), `${route}: the note under "${text(withQuoted[0].querySelector('h2'))}"`).not.toBeNull();
      }
    }
  });

  test(`${locale}: a landing page's column beside its form has no second button to that form`, () => {
    // The hero's button jumps to the form; the price band beside it (right above it on a phone) repeated it.
    const landings = builtPages().filter((p) => p.route.startsWith(prefix) && p.doc.querySelector('.landing-main') && p.doc.querySelector('[data-sticky-form]'));
    expect(landings.length, 'landing pages').toBeGreaterThanOrEqual(4);
    for (const { route, doc } of landings) {
      const form = doc.querySelector('[data-sticky-form]')!.id;
      expect(doc.querySelectorAll(`.landing-main a[href="#${form}"]`).map(text), `${route}: buttons to the form beside the text`).toEqual([]);
      expect(doc.querySelectorAll(`.page-header a[href="#${form}"]`).length, `${route}: the hero's button to the form`).toBe(1);
    }
  });

  test(`${locale}: the office's address card stands where a visitor looks for it (About, Contact), not on Home or Industries`, () => {
    const mainHas = (route: string) => text(load(route).querySelector('main')).includes(contact.address.street);
    for (const route of [prefix || '/', `${prefix}/industries`]) expect(mainHas(route), `${route}: the office's address in the page`).toBe(false);
    for (const route of [`${prefix}/about`, `${prefix}/contact`]) expect(mainHas(route), `${route}: the office's address in the page`).toBe(true);
  });

  test(`${locale}: the MTD hub's guides and help are three routes, each naming its pages as links`, () => {
    const doc = load(`${prefix}/making-tax-digital`);
    // The grid after the chooser ("Which of these are you?"): a card per route, none alone on a row.
    const grid = doc.querySelectorAll('main section[data-variant="cards"] .card-grid').at(-1);
    const cards = grid?.querySelectorAll(':scope > li') ?? [];
    expect(cards.length, 'routes').toBe(3);
    for (const card of cards) {
      const named = card.querySelectorAll('a[href]').map(text).filter(Boolean);
      expect(named.length, `"${text(card.querySelector('h3'))}": its pages, each a named link`).toBeGreaterThanOrEqual(2);
    }
    // Every MTD page the hub leads to is still reachable from it.
    const linked = new Set(doc.querySelectorAll('main a[href]').map((a) => (a.getAttribute('href') ?? '').replace(/[#?].*$/, '').replace(/(.)\/$/, '$1')));
    for (const page of [
      '/making-tax-digital-uk',
      '/mtd-software-setup-service',
      '/mtd-compliance-checklist',
      '/making-tax-digital-help-support',
      '/mtd-accountant-services',
      '/last-minute-mtd-compliance',
    ])
      expect(linked, `${prefix}${page} linked from the hub`).toContain(`${prefix}${page}`);
  });
}
