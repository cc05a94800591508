import { test, expect } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { parse, type HTMLElement } from 'node-html-parser';
import { builtPages, fileForPath } from '../support/dist';
import { wordsByLocale } from '../support/words';

/**
 * The structure of the hub and landing pages (issue 34, third pass), read from dist/ in Node (no browser). An outside
 * review marked them down for the same "why choose us" claims on nearly every page, for card grids whose cards had
 * different parts (a price on some, none on others; cards that looked clickable and were not), for two newsletter
 * forms on one page, and for short texts standing alone in a narrow column in the middle of a wide screen.
 */
const hubs = ['/', '/services', '/about', '/industries', '/industries/restaurants', '/services/cloud-accounting', '/contact', '/restaurant', '/promo', '/resources'];

const text = (el: HTMLElement | null | undefined) => (el?.text ?? '').replace(/\s+/g, ' ').trim();
const load = (route: string) => {
  const file = fileForPath(route);
  if (!file) throw new Error(`${route} was not built`);
  return parse(readFileSync(file, 'utf8'));
};

for (const prefix of ['', '/it']) {
  const routes = hubs.map((r) => (prefix ? (r === '/' ? '/it' : `${prefix}${r}`) : r));
  // Read when a test runs (listing the tests reads no page), once per worker.
  let read: { route: string; doc: HTMLElement }[] | undefined;
  const hubPages = () => (read ??= routes.map((route) => ({ route, doc: load(route) })));

  test(`${prefix || 'en'}: each section heading and each claim lives on one hub page only`, () => {
    const seen = new Map<string, string[]>();
    const note = (key: string, route: string) => seen.set(key, [...(seen.get(key) ?? []), route]);
    for (const { route, doc } of hubPages()) {
      // The text's headings and its panel's.
      for (const heading of doc.querySelectorAll('main .prose-body > h2, main .fact-panel h2')) note(`heading "${text(heading)}"`, route);
      // The card sections' headings (FAQs, forms and the closing band are each page's own, and may share their words).
      for (const section of doc.querySelectorAll('main section[data-variant]')) {
        const variant = section.getAttribute('data-variant');
        if (variant === 'testimonials' || variant === 'people') continue;
        note(`section "${text(section.querySelector('h2'))}"`, route);
        // The claims: the title of each card that is not a link (cards that link to a page are its signpost, and may stand on several hubs).
        for (const card of section.querySelectorAll('li')) if (card.querySelector('h3') && !card.querySelector('a[href]')) note(`claim "${text(card.querySelector('h3'))}"`, route);
      }
    }
    const repeated = [...seen].filter(([, where]) => new Set(where).size > 1).map(([what, where]) => `${what} on ${[...new Set(where)].join(', ')}`);
    expect(repeated, 'a heading or claim said on two hub pages: keep it where it is most useful and link to it').toEqual([]);
  });

  test(`${prefix || 'en'}: every card of a grid has the same parts, and a grid's cards are all links or none`, () => {
    const uneven: string[] = [];
    for (const { route, doc } of hubPages()) {
      for (const grid of doc.querySelectorAll('main .card-grid')) {
        const cards = grid.querySelectorAll(':scope > li');
        const parts = (li: HTMLElement) =>
          [
            li.querySelector('.arch-tile, .card-art, .step-marker, [data-initials]') ? 'picture' : '',
            li.querySelector('h3') ? 'title' : '',
            li.querySelector('.service-foot') ? 'price line' : '',
            li.querySelector('a[href]') ? 'link' : 'no link',
          ]
            .filter(Boolean)
            .join(' + ');
        const kinds = new Set(cards.map(parts));
        if (kinds.size > 1) uneven.push(`${route} "${text(grid.closest('section')?.querySelector('h2'))}": ${[...kinds].join(' | ')}`);
      }
      // A core service's card ends with its price line, whether a "from" price or the fee agreed in writing.
      for (const card of doc.querySelectorAll('section[data-variant="services"] li.card'))
        if (!text(card.querySelector('.service-foot'))) uneven.push(`${route}: the service "${text(card.querySelector('h3'))}" has no price line`);
    }
    expect(uneven).toEqual([]);
  });

  test(`${prefix || 'en'}: a hub ends once, and no grid repeats one line with its icon on every card`, () => {
    const problems: string[] = [];
    for (const { route, doc } of hubPages()) {
      // Its endings: the closing band, and a sign-up or form standing as a band of its own near the end (not in the hero).
      const formBands = doc.querySelectorAll('main section.bg-mist').filter((band) => band.querySelector('form'));
      const endings = doc.querySelectorAll('.closing-band').length + formBands.length;
      if (endings > 1) problems.push(`${route}: ${endings} closing bands (a closing band and a form band each end the page)`);
      for (const grid of doc.querySelectorAll('.card-grid')) {
        const cards = grid.querySelectorAll(':scope > li');
        if (cards.length < 2) continue;
        // A line with an icon and no link (what a card is: "Guide · 6 min read"), as each card shows it.
        const lines = cards.map((card) => new Set(card.querySelectorAll('p').filter((line) => line.querySelector('svg') && !line.querySelector('a')).map(text)));
        for (const line of lines[0]!) if (lines.every((l) => l.has(line))) problems.push(`${route}: every card of a grid says "${line}"`);
      }
    }
    expect(problems).toEqual([]);
  });

  test(`${prefix || 'en'}: a fee agreed in writing is a fact in its panel, not a link styled as a price`, () => {
    const agreed = wordsByLocale[prefix ? 'it' : 'en'].priceAgreed;
    const rows = hubPages().flatMap(({ route, doc }) => doc.querySelectorAll('main .fact-panel dd').map((dd) => ({ route, text: text(dd), linked: dd.querySelector('a') !== null })));
    expect(rows.filter((r) => r.text === agreed && r.linked)).toEqual([]);
  });

  test(`${prefix || 'en'}: a hub page's short text has a panel beside it, not a narrow column alone in the middle`, () => {
    // A page with a timeline shows its panel beside the timeline's stages instead (home, restaurants), where the heading's
    // column stood empty; its text then reads in one centred column, as a long page's would.
    const alone = hubPages()
      .filter(({ doc }) => doc.querySelector('main [data-reading="centred"]') && !doc.querySelector('main .timeline .fact-panel'))
      .map(({ route }) => route);
    expect(alone, 'give the page an `aside:` (a panel of facts) or a layout that uses the width').toEqual([]);
    for (const { route, doc } of hubPages())
      for (const panel of doc.querySelectorAll('main .fact-panel')) expect(panel.querySelectorAll('dd').length, `${route}: the panel lists facts`).toBeGreaterThanOrEqual(2);
  });
}

test('the services page compares its core services in one list, not a second grid of Home’s cards (review 8)', () => {
  for (const [hub, home] of [
    ['/services', '/'],
    ['/it/services', '/it'],
  ] as const) {
    const services = (route: string) => load(route).querySelector('main section[data-variant="services"]');
    // Each row: the service's name, who it is for, and its price line, in one list.
    const rows = services(hub)?.querySelectorAll('ul:not(.card-grid) > li.card') ?? [];
    expect(rows.length, `${hub}: the core services as rows of one list`).toBeGreaterThanOrEqual(5);
    for (const row of rows) expect([row.querySelector('h3 a'), row.querySelector('.service-foot')].every(Boolean), `${hub}: "${text(row.querySelector('h3'))}" has its name and price line`).toBe(true);
    expect(services(home)?.querySelector('.card-grid'), `${home}: the home page keeps its cards`).not.toBeNull();
  }
});

test('the core services are listed on Home and the Services hub only: another hub is about its own subject (review 12a)', () => {
  // The industries hub once repeated Home's six services under its sectors; it links to the services instead.
  const home = new Set(['/', '/it', '/services', '/it/services']);
  const repeated = ['', '/it']
    .flatMap((prefix) => hubs.map((r) => (prefix ? (r === '/' ? '/it' : `${prefix}${r}`) : r)))
    .filter((route) => !home.has(route) && load(route).querySelector('main section[data-variant="services"]'));
  expect(repeated).toEqual([]);
});

test('no page offers two newsletter sign-ups', () => {
  const doubled = builtPages()
    .filter((p) => !p.isRedirect)
    .map((p) => ({
      route: p.route,
      forms: p.doc.querySelectorAll('form').filter((f) => /^(newsletter|resources-newsletter|blog-newsletter)-/.test(f.querySelector('input[type="email"]')?.id ?? '')).length,
    }))
    .filter((p) => p.forms > 1)
    .map((p) => `${p.route}: ${p.forms}`);
  expect(doubled).toEqual([]);
});

test('the contact page’s message form sends with a primary button, not a secondary one', () => {
  for (const route of ['/contact', '/it/contact']) {
    const doc = load(route);
    const submit = doc.querySelector('main .page-form-inline button[type="submit"]');
    expect(submit, `${route}: the message form`).not.toBeNull();
    // Sending the message is what the form is for: the accent (primary) style, as the hero's and the booking card's buttons.
    expect(submit?.classList.contains('btn-accent'), `${route}: "${text(submit)}" is a primary button`).toBe(true);
  }
  const css = load('/contact')
    .querySelectorAll('style')
    .map((s) => s.text)
    .join('\n');
  expect(css, 'no rule restyles the contact form’s button as a secondary one').not.toMatch(/\.page-form-inline \.btn-accent\s*\{/);
});

test('the page-not-found page’s grid of sections fills its rows (the sections, the blog and the resources: eight cards, not 4 + 3)', () => {
  for (const route of ['/404', '/it/404']) {
    const count = load(route).querySelectorAll('main .card-grid > li').length;
    expect([2, 3, 4, 6, 8, 9], `${route}: ${count} cards`).toContain(count);
  }
});

test('an offer page with its form in the hero has no second contact card in the rail beside its text', () => {
  for (const route of ['/restaurant', '/promo', '/it/restaurant', '/it/promo']) {
    const doc = load(route);
    expect(doc.querySelector('header .hero-form, .hero-form'), `${route}: the form in the hero`).not.toBeNull();
    const rail = doc.querySelector('main [data-rail]');
    expect(rail?.querySelectorAll('a[href^="tel:"]').length ?? 0, `${route}: the rail repeats the phone card`).toBe(0);
  }
});
