import { test, expect, type Page } from '@playwright/test';
import { builtPages } from '../support/dist';
import { frontmatter, menus, shown, ui } from '../support/content';
import { fullRun } from '../support/tier';

/**
 * Layout journeys: on landing pages hero buttons that lead to the form on the page and a sticky
 * form that fits an 800 px high window; the phone's quote bar; the cash-flow sample. The layout of
 * every page at 320 to 1920 px (nothing wider than the screen, the header's call to action from
 * 1024 px up) is checked by the page sweep, tests/e2e/pages.spec.ts, in the same visit as axe.
 */
const height = 800;

/** Pages with an element carrying one of these attributes, found in the raw HTML: listing tests parses no page. */
const withAttribute = (...names: string[]) => builtPages().filter((p) => new RegExp(`<[a-z][^<>]*\\s(?:${names.join('|')})[\\s=>]`).test(p.html));
const landings = withAttribute('data-sticky-form');
/** Every page whose purpose is an enquiry: the landing pages and the offer pages. */
const formPages = withAttribute('data-sticky-form', 'data-offer-form');

test('the service landing pages are found', () => {
  expect(landings.length, 'the service landing pages').toBeGreaterThanOrEqual(5);
});

// One test per page, so the two workers share them. The landing pages share one layout (LandingPage.astro): npm test
// checks the first in each language, npm run test:full every one (tests/support/tier.ts).
const firstInItsLanguage = (route: string) => landings.find((p) => p.route.startsWith('/it/') === route.startsWith('/it/'))?.route === route;
for (const { route } of landings) {
  test(`${route}: every hero button leads to something on the page, and the sticky form fits the window beside the first part`, firstInItsLanguage(route) ? {} : { tag: '@full' }, async ({ page }) => {
    // A short laptop window first (1024 by 768): the card is sticky there only if it fits whole, and nothing in it scrolls.
    await page.setViewportSize({ width: 1024, height: 768 });
    await page.goto(route);
    const short = await page.locator('[data-sticky-form]').evaluate((el) => ({
      fits: el.getBoundingClientRect().height <= window.innerHeight - document.querySelector('header.site-header')!.getBoundingClientRect().height,
      sticky: getComputedStyle(el).position === 'sticky',
      scrolls: el.scrollHeight > el.clientHeight + 1,
    }));
    expect(short.scrolls, `${route} at 1024 by 768: nothing scrolls inside the form card`).toBe(false);
    if (short.sticky) expect(short.fits, `${route} at 1024 by 768: a sticky form card fits the window`).toBe(true);
    await page.setViewportSize({ width: 1280, height });
    const targets = await page.locator('[data-hero-actions] a').evaluateAll((links) =>
      links.map((a) => {
        const href = a.getAttribute('href') ?? '';
        return { href, found: href.startsWith('#') && document.getElementById(href.slice(1)) !== null };
      }),
    );
    expect(targets.length, `${route}: hero buttons`).toBeGreaterThan(0);
    for (const t of targets) expect(t.found, `${route}: hero button ${t.href} targets an element on this page`).toBe(true);

    // The first hero button jumps to the quote form, which is then in view.
    await page.locator('[data-hero-actions] a').first().click();
    const form = page.locator('[data-sticky-form]');
    await expect(form).toBeInViewport();
    const { formHeight, headerHeight, sticky, scrolls } = await form.evaluate((el) => ({
      formHeight: el.getBoundingClientRect().height,
      scrolls: el.scrollHeight > el.clientHeight + 1,
      headerHeight: document.querySelector('header.site-header')!.getBoundingClientRect().height,
      sticky: getComputedStyle(el).position === 'sticky',
    }));
    if (sticky) {
      expect(formHeight, `${route}: the sticky form fits under the header`).toBeLessThanOrEqual(height - headerHeight);
      expect(scrolls, `${route}: the whole form shows without scrolling inside it`).toBe(false);
    }
    // Read to the end of the page's first part (the column beside the form), the whole form is still
    // on screen, its button within reach; the sections after it run the full width without the form.
    await page.evaluate(() => {
      const end = document.querySelector('.landing-main')!.getBoundingClientRect().bottom + window.scrollY;
      window.scrollTo(0, Math.max(window.scrollY, end - window.innerHeight));
    });
    if (sticky) await expect(form.getByRole('button').last()).toBeInViewport();
    // Card and list sections (benefits, steps, reasons, related pages) are full-width bands, never squeezed into that column.
    await expect(page.locator('.landing-main .card-grid-wrap'), `${route}: card sections beside the form`).toHaveCount(0);
  });
}

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 812 }, hasTouch: true });
  test('the form of a landing or offer page starts within three screens of the top', async ({ page }) => {
    // Every landing and offer page in both languages, one after another: more than the default 30 s on a busy machine.
    test.setTimeout(90_000);
    expect(formPages.length, 'landing and offer pages, in both languages').toBeGreaterThanOrEqual(10);
    const far: string[] = [];
    for (const { route } of formPages) {
      await page.goto(route);
      const top = await page
        .locator('[data-sticky-form], [data-offer-form]')
        .first()
        .evaluate((el) => el.getBoundingClientRect().top + window.scrollY);
      if (top > 3 * 812) far.push(`${route}: ${Math.round(top / 812)} screens down`);
    }
    expect(far).toEqual([]);
  });

  /** Scrolls down through the hero a third of a screen at a time: the bar never covers any of it (its proof line included). */
  async function expectBarClearOfHero(page: Page) {
    const heroBottom = await page.locator('.page-header').evaluate((el) => el.getBoundingClientRect().bottom + window.scrollY);
    for (let y = 0; y < heroBottom; y += 270) {
      // Scroll-driven animations take the new position at the next frame: read the bar after two.
      await page.evaluate((top) => {
        window.scrollTo(0, top);
        return new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
      }, y);
      const overlap = await page.evaluate(() => {
        const bar = document.querySelector('.call-bar')!;
        if (getComputedStyle(bar).visibility === 'hidden') return 0;
        const b = bar.getBoundingClientRect();
        const h = document.querySelector('.page-header')!.getBoundingClientRect();
        return Math.max(0, Math.min(b.bottom, h.bottom, window.innerHeight) - Math.max(b.top, h.top));
      });
      expect(overlap, `${page.url()} scrolled to ${y} px: the bar covers the hero`).toBe(0);
    }
    await page.evaluate(() => window.scrollTo(0, 0));
  }

  test('the bar never covers the hero of an offer page, its proof line included', async ({ page }) => {
    await page.goto('/restaurant');
    await expectBarClearOfHero(page);
  });

  test('a landing page offers the free quote from the first screen; the bar steps aside while the same action is on screen', async ({ page }) => {
    await page.goto('/services/cloud-accounting');
    // The first screen: the hero's own quote button, and no bar repeating it under it.
    const heroQuote = page.locator('[data-hero-actions]').getByRole('link', { name: 'Get a free quote' });
    await expect(heroQuote).toBeInViewport();
    const bar = page.locator('.call-bar');
    await expect(bar).toBeHidden();
    await expectBarClearOfHero(page);
    // Past the hero and the form (right after it on a phone), the bar offers the quote; its button jumps back to the form.
    await page.evaluate(() => window.scrollTo(0, document.querySelector('[data-sticky-form]')!.getBoundingClientRect().bottom + window.scrollY + 200));
    const quote = bar.getByRole('link', { name: 'Get a free quote' });
    await expect(quote).toBeInViewport();
    await quote.tap();
    await expect(page.locator('[data-sticky-form] h2')).toBeInViewport();
    await expect(bar).toBeHidden();
  });

  test('a table in a page’s text reads as one block per row, each cell after its column’s heading', async ({ page }) => {
    // Every page whose text has a Markdown table with headings, in both languages.
    const pages = builtPages().filter((p) => p.doc.querySelector('.prose-body > table thead th, .prose-body > .sample-report > table thead th'));
    expect(pages.length, 'pages with a table in their text').toBeGreaterThanOrEqual(2);
    for (const { route } of pages) {
      await page.goto(route);
      const rows = await page.locator('.prose-body > table, .prose-body > .sample-report > table').evaluateAll((tables) =>
        tables.flatMap((table) => {
          // Every cell of the heading row, the empty corner included (a td since ProseTable writes it so: axe's empty-table-header).
          const headings = [...table.querySelectorAll('thead tr > :is(th, td)')].map((th) => th.textContent?.trim() ?? '');
          return [...table.querySelectorAll('tbody tr')].map((tr) => {
            const cells = [...tr.querySelectorAll('td')];
            return {
              // A block row: each cell as wide as the row, so no word is split across a narrow column.
              fullWidth: cells.every((td) => Math.abs(td.getBoundingClientRect().width - cells[0]!.getBoundingClientRect().width) < 1),
              // What a visitor reads before each cell but the first: its column's heading.
              labels: cells.slice(1).map((td) => getComputedStyle(td, '::before').content),
              expected: headings.slice(1).map((h) => (h ? `"${h}: "` : 'none')),
            };
          });
        }),
      );
      expect(rows.length, `${route}: table rows`).toBeGreaterThan(0);
      for (const row of rows) {
        expect.soft(row.fullWidth, `${route}: a row's cells stack`).toBe(true);
        expect.soft(row.labels, `${route}: each cell's heading`).toEqual(row.expected);
      }
    }
  });
});

test('the blog on a phone starts its featured post on the first screen, its categories in one row; at 768 px its posts two abreast', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  for (const route of ['/blog/making-tax-digital', '/it/blog/making-tax-digital']) {
    await page.goto(route);
    const featured = page.getByRole('main').getByRole('article').first();
    const top = (await featured.boundingBox())!.y;
    expect(top, `${route}: the featured post starts ${Math.round(top)} px down`).toBeLessThan(844 - 200);
    const tags = page.getByRole('navigation', { name: /categor/i }).getByRole('listitem');
    const rows = new Set(await tags.evaluateAll((items) => items.map((li) => Math.round(li.getBoundingClientRect().top))));
    expect(rows.size, `${route}: rows of categories`).toBe(1);
  }
  await page.setViewportSize({ width: 768, height: 1024 });
  await page.goto('/blog/making-tax-digital');
  const lefts = await page.locator('#posts-heading ~ * .card-grid > *').evaluateAll((cards) => cards.map((c) => Math.round(c.getBoundingClientRect().left)));
  expect(new Set(lefts).size, 'columns of posts at 768 px').toBe(2);
});

test('the blog opens with a slim title band: from 1280 to 1920 px the featured post’s heading is on the first screen', async ({ page }) => {
  // Issue 34: its hero was a tall band that pushed the posts below the first screen of a laptop.
  for (const route of ['/blog/making-tax-digital', '/it/blog/making-tax-digital']) {
    for (const width of [1280, 1440, 1920]) {
      await page.setViewportSize({ width, height: 800 });
      await page.goto(route);
      const band = (await page.locator('header.page-header').boundingBox())!;
      expect.soft(band.height, `${route} at ${width} px: the title band's height`).toBeLessThanOrEqual(400);
      await expect.soft(page.getByRole('main').getByRole('article').first().getByRole('heading', { level: 2 }), `${route} at ${width} px`).toBeInViewport({ ratio: 1 });
    }
  }
});

test('Resources groups its featured cards under short headings, two cards or more each, none alone on a row', async ({ page }) => {
  // Issue 34: the six resources were one ungrouped grid. The groups and their cards come from the page's content file.
  for (const [route, file] of [
    ['/resources', 'pages/resources.mdx'],
    ['/it/resources', 'pages/it/resources.mdx'],
  ] as const) {
    const cards = frontmatter<{ sections: { id?: string; cards: { title: string; groupHeading?: string }[] }[] }>(file).sections.find((s) => s.id === 'featured-resources')!.cards;
    const groups = [...new Set(cards.map((c) => c.groupHeading))];
    expect(groups.length, `${route}: groups in the content file`).toBeGreaterThan(1);
    const section = page.locator('#featured-resources').locator('xpath=ancestor::section[1]');
    for (const width of [390, 768, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(route);
      for (const group of groups) {
        const titles = cards.filter((c) => c.groupHeading === group).map((c) => c.title);
        expect(titles.length, `${route}: "${group}"`).toBeGreaterThan(1);
        const heading = section.getByRole('heading', { level: 3, name: group!, exact: true });
        await expect(heading).toBeVisible();
        // The grid right after the heading holds the group's cards, each titled by an h4, and no row of one card.
        const grid = heading.locator('xpath=following-sibling::ul[1]');
        await expect(grid.getByRole('heading', { level: 4 })).toHaveText(titles.map((t) => new RegExp(t.replace(/[’']/g, '.').slice(0, 12), 'i')));
        const tops = await grid.locator(':scope > li').evaluateAll((items) => items.map((li) => Math.round(li.getBoundingClientRect().top)));
        const perRow = [...tops.reduce((m, t) => m.set(t, (m.get(t) ?? 0) + 1), new Map<number, number>()).values()];
        expect.soft(perRow.length === 1 || perRow.every((n) => n === 1) || perRow.at(-1)! > 1, `${route} at ${width} px, "${group}": cards per row ${perRow.join(', ')}`).toBe(true);
      }
    }
  }
});

test('contact: from 1024 px the form stands in its own column beside the text, to the container’s edge; the email address keeps one line', async ({ page }) => {
  // Issue 34: at 1024 px the form was two thirds wide under the text, with an empty third beside it.
  for (const [route, file] of [
    ['/contact', 'pages/contact.mdx'],
    ['/it/contact', 'pages/it/contact.mdx'],
  ] as const) {
    const anchor = frontmatter<{ form: { anchor: string } }>(file).form.anchor;
    for (const width of [1024, 1152, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(route);
      const form = (await page.locator(`#${anchor}`).boundingBox())!;
      const text = (await page.locator('main .prose-body > h2').first().boundingBox())!;
      const frame = (await page.locator('main .prose-body').boundingBox())!;
      expect.soft(form.x, `${route} at ${width} px: the form beside the text`).toBeGreaterThan(text.x + 400);
      expect.soft(Math.abs(form.x + form.width - (frame.x + frame.width)), `${route} at ${width} px: the form reaches the column's right edge`).toBeLessThan(2);
      expect.soft(Math.abs(form.y - text.y), `${route} at ${width} px: the form starts level with the text`).toBeLessThan(40);
      const mail = page.locator('main dl a[href^="mailto:"]');
      const lines = await mail.evaluate((a) => new Set([...a.getClientRects()].map((r) => Math.round(r.top))).size);
      expect.soft(lines, `${route} at ${width} px: lines of the email address`).toBe(1);
    }
  }
});

test('a landing page’s first part never ends well above the form column beside it, at 1280 and 1440 px', async ({ page }) => {
  // Issue 34: cloud accounting's text and price ended 115 px above the form card and the lines under it.
  for (const { route } of landings) {
    await page.goto(route);
    for (const width of [1280, 1440]) {
      await page.setViewportSize({ width, height: 900 });
      const { left, right } = await page.evaluate(() => {
        /** Where the last thing a visitor sees in a column ends: its text and its boxes, not its padding, nor the form's spam trap set off the screen's left edge. */
        const end = (root: Element) => {
          let bottom = 0;
          for (const el of root.querySelectorAll('*')) {
            const r = el.getBoundingClientRect();
            const s = getComputedStyle(el);
            if (r.height > 0 && r.right > 0 && el.checkVisibility() && (el.children.length === 0 || parseFloat(s.borderBottomWidth) > 0)) bottom = Math.max(bottom, r.bottom);
          }
          return bottom;
        };
        const main = document.querySelector('.landing-main')!;
        return { left: end(main), right: end(main.parentElement!.querySelector('aside')!) };
      });
      expect.soft(right - left, `${route} at ${width} px: the form column ends ${Math.round(right - left)} px below the text beside it`).toBeLessThanOrEqual(48);
    }
  }
});

test('on a phone the closing band’s text stays clear of its arch, the services page’s offer line included', async ({ page }) => {
  // Issue 34: at 390 px the arch ran behind the offer line under the services page's button.
  for (const route of ['/services', '/it/services', '/about']) {
    for (const width of [320, 390]) {
      await page.setViewportSize({ width, height: 844 });
      await page.goto(route);
      const band = page.locator('main .closing-band, .closing-band').first();
      const [textBottom, archTop] = await band.evaluate((el) => {
        const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
        let bottom = 0;
        for (let n = walker.nextNode(); n; n = walker.nextNode()) {
          if (!n.textContent?.trim() || !n.parentElement?.checkVisibility()) continue;
          const range = document.createRange();
          range.selectNodeContents(n);
          for (const r of range.getClientRects()) bottom = Math.max(bottom, r.bottom);
        }
        // The arch's stroke reaches half its width above the curve's own box.
        const arch = el.querySelector('[data-arch]')!;
        const svg = arch.closest('svg')!;
        const scale = svg.getBoundingClientRect().width / svg.viewBox.baseVal.width;
        return [bottom, arch.getBoundingClientRect().top - (Number(arch.getAttribute('stroke-width')) / 2) * scale];
      });
      expect.soft(textBottom, `${route} at ${width} px: the band's last line ends ${Math.round(archTop - textBottom)} px above the arch`).toBeLessThanOrEqual(archTop);
    }
  }
});

test('a blog post reads in one centred column of about 720 px from 1280 to 1920 px, its contents open above the text', async ({ page }) => {
  // Issue 34, Build 2: no rail beside a post, where it stood empty once its card had scrolled away.
  for (const route of ['/blog/making-tax-digital/who-must-use-mtd-for-income-tax', '/it/blog/making-tax-digital/who-must-use-mtd-for-income-tax']) {
    await page.goto(route);
    for (const width of [1280, 1440, 1920]) {
      await page.setViewportSize({ width, height: 900 });
      const box = (await page.locator('main .reading-column').boundingBox())!;
      const vw = await page.evaluate(() => document.documentElement.clientWidth);
      expect.soft(Math.abs(box.x - (vw - box.x - box.width)), `${route} at ${width} px: white either side of the column`).toBeLessThan(4);
      expect.soft(box.width, `${route} at ${width} px: the column's width`).toBeGreaterThan(680);
      expect.soft(box.width, `${route} at ${width} px: the column's width`).toBeLessThan(760);
      await expect.soft(page.getByRole('navigation', { name: ui[route.startsWith('/it') ? 'it' : 'en'].onThisPage })).toBeVisible();
    }
  }
});

test('cash-flow tool: the illustrated sample result goes once the visitor has a result of their own', async ({ page }) => {
  await page.goto('/tools/cash-flow-analysis');
  const sample = page.locator('[data-cash-flow-sample]');
  await expect(sample).toBeVisible();
  const tool = page.locator('#cash-flow-tool');
  await tool.scrollIntoViewIfNeeded();
  await tool.locator('astro-island:not([ssr])').waitFor({ state: 'attached' });
  const figures = {
    'Monthly revenue': '10000',
    'Other money coming in': '0',
    Rent: '2000',
    Salaries: '4000',
    Utilities: '500',
    'Other operating costs': '1000',
    'Unpaid invoices owed to you': '0',
    'Bills you must pay this month': '500',
  };
  for (const [label, value] of Object.entries(figures)) await tool.getByLabel(label, { exact: true }).fill(value);
  await tool.getByRole('button', { name: 'Analyse my cash flow' }).click();
  await expect(tool.locator('[data-results]')).toBeVisible();
  await expect(sample).toBeHidden();
});

test.describe('the headings font', () => {
  test.use({ viewport: { width: 375, height: 812 } });
  test('a late font never moves the page (CLS 0 while it loads), and it comes from our own origin', async ({ page }) => {
    // Hold the font until the page has painted without it, as on a slow connection.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    const fonts: string[] = [];
    await page.route(/\.woff2$/, async (route) => {
      fonts.push(route.request().url());
      await held;
      await route.continue();
    });
    await page.addInitScript(() => {
      const w = window as unknown as { __shift: number };
      w.__shift = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) w.__shift += (entry as unknown as { value: number }).value;
      }).observe({ type: 'layout-shift', buffered: true });
    });
    await page.goto('/', { waitUntil: 'domcontentloaded' });
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const arrived = page.waitForResponse(/\.woff2$/);
    release();
    await arrived;
    // Two frames after the font arrived: any swap would have laid the page out again by now.
    const shift = await page.evaluate(() => new Promise<number>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve((window as unknown as { __shift: number }).__shift)))));
    expect(shift).toBe(0);
    expect(fonts.length, 'one font file').toBe(1);
    expect(new URL(fonts[0] ?? '').origin).toBe(new URL(page.url()).origin);
  });
});

/**
 * Buttons and the phone's quote/call bar keep their label on one line: Italian runs about 20% longer,
 * so a label that fits in English can wrap in Italian (issue 25). Every Italian landing and offer page,
 * plus the pages with the longest labels, at a 390 px phone and a 1280 px laptop. Text hidden for
 * screen readers (the phone number after "Call") is not on screen, so it is left out.
 */
test.describe('button labels', () => {
  const italianFormPages = formPages.map((p) => p.route).filter((r) => r.startsWith('/it/'));
  const sample = (extra: string[]) => [...new Set([...italianFormPages, ...extra])];
  const wrapped = async (page: import('@playwright/test').Page) =>
    page.evaluate(() => {
      const found: string[] = [];
      for (const el of document.querySelectorAll<HTMLElement>('.btn, .call-bar a, form button[type="submit"]')) {
        if (el.getBoundingClientRect().width === 0 || el.closest('[hidden]')) continue;
        const lines = new Set<number>();
        const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
        for (let n = walker.nextNode(); n; n = walker.nextNode()) {
          if (!n.textContent?.trim() || n.parentElement?.closest('.sr-only')) continue;
          const range = document.createRange();
          range.selectNodeContents(n);
          for (const r of range.getClientRects()) if (r.width > 1) lines.add(Math.round(r.top / 8));
        }
        if (lines.size > 1) found.push(el.textContent?.trim().replace(/\s+/g, ' ') ?? '');
      }
      return found;
    });

  const sizes = [
    // The narrowest phone, where Italian labels wrapped (issue 34).
    { width: 320, extra: ['/it', '/it/contact', '/it/about'] },
    { width: 390, extra: ['/restaurant', '/contact', '/it/contact', '/it/making-tax-digital', '/it/making-tax-digital-uk', '/it/industries/restaurants'] },
    { width: 1280, extra: ['/it/mtd-accountant-services', '/it/industries/restaurants'] },
  ];
  test(`no button label wraps at ${sizes.map((s) => s.width).join(', ')} px, in English or Italian`, async ({ page }) => {
    // One visit per page, resized to each width it is checked at: about 15 pages, with room for a busy machine.
    test.setTimeout(120_000);
    const found: string[] = [];
    for (const route of new Set(sizes.flatMap(({ extra }) => sample(extra)))) {
      await page.goto(route);
      for (const { width } of sizes.filter(({ extra }) => sample(extra).includes(route))) {
        await page.setViewportSize({ width, height: 844 });
        for (const label of await wrapped(page)) found.push(`${route} at ${width} px: "${label}"`);
      }
    }
    expect(found).toEqual([]);
  });
});

/**
 * Issue 34, third pass: what a visitor finds where. A page read top to bottom does not repeat one pattern (at most two
 * grids of cards one after another), the promo page's free month is no heading alone in a column beside its stages,
 * and a long list of questions is read in two columns where there is room.
 */
test.describe('page structure', () => {
  /** The bands of the page's main part, top to bottom, each marked when it is a grid of cards (two or more cards on a row). */
  const bands = (page: Page) =>
    page.locator('main').evaluate((main) => {
      const looksLikeCard = (el: Element) => {
        const s = getComputedStyle(el);
        return parseFloat(s.borderTopWidth) > 0 || s.boxShadow !== 'none';
      };
      const cardGrid = (band: Element) =>
        [...band.querySelectorAll('*')].some((grid) => {
          if (getComputedStyle(grid).display !== 'grid') return false;
          const cards = [...grid.children].filter((c) => (c as HTMLElement).offsetParent !== null && looksLikeCard(c));
          const tops = cards.map((c) => Math.round(c.getBoundingClientRect().top));
          return cards.length >= 2 && new Set(tops).size < tops.length;
        });
      return [...main.querySelectorAll('section')]
        .filter((s) => !s.parentElement?.closest('section') && s.getBoundingClientRect().height > 0)
        .map((s) => ({ heading: s.querySelector('h2')?.textContent?.trim() ?? '', cards: cardGrid(s) }));
    });

  test('the home page never runs three grids of cards in a row, in either language, at a laptop’s and a tablet’s width', async ({ page }) => {
    for (const route of ['/', '/it']) {
      await page.goto(route);
      for (const width of [1024, 1440]) {
        await page.setViewportSize({ width, height: 900 });
        const found = await bands(page);
        expect(found.filter((b) => b.cards).length, `${route} at ${width} px: grids of cards`).toBeGreaterThan(0);
        const runs = found.map((b, i) => (found.slice(Math.max(0, i - 2), i + 1).filter((x) => x.cards).length === 3 ? b.heading : undefined)).filter(Boolean);
        expect(runs, `${route} at ${width} px: a third grid of cards in a row (${found.map((b) => `${b.heading}${b.cards ? ' [cards]' : ''}`).join(' / ')})`).toEqual([]);
      }
    }
  });

  test('the promo page’s free month: its stages one under another under the heading and its button, at every width', async ({ page }) => {
    // From 1280 px they stood side by side, columns of very different lengths (outside review 20b): now cards one under
    // another there (the 20b test below checks their edges), and on a phone a numbered list.
    for (const route of ['/promo', '/it/promo']) {
      const stages = frontmatter<{ sections: { variant: string; cards: unknown[] }[] }>(`pages/${route.startsWith('/it') ? 'it/' : ''}promo.mdx`).sections.find((s) => s.variant === 'timeline')!.cards
        .length;
      await page.goto(route);
      const timeline = page.locator('section[data-variant="timeline"]');
      for (const width of [1280, 1920, 390]) {
        await page.setViewportSize({ width, height: 900 });
        const m = await timeline.evaluate((section) => {
          const box = (el: Element | null) => el?.getBoundingClientRect();
          const items = [...section.querySelectorAll('.timeline-list > li')].map((li) => li.getBoundingClientRect());
          const button = [...section.querySelectorAll('.timeline-head a')].map((a) => a.getBoundingClientRect()).find((r) => r.width > 0);
          return {
            rows: new Set(items.map((r) => Math.round(r.top))).size,
            count: items.length,
            headingBottom: box(section.querySelector('h2'))!.bottom,
            listTop: Math.min(...items.map((r) => r.top)),
            buttonBottom: button?.bottom,
          };
        });
        expect(m.count, `${route}: stages`).toBe(stages);
        expect(m.headingBottom, `${route} at ${width} px: the heading above the stages, not in a column beside them`).toBeLessThanOrEqual(m.listTop);
        if (m.buttonBottom !== undefined) expect(m.buttonBottom, `${route} at ${width} px: the button above the stages`).toBeLessThanOrEqual(m.listTop);
        expect(m.rows, `${route} at ${width} px: rows of stages`).toBe(stages);
      }
    }
  });

  test('the services page says how unpriced fees are agreed once, under the first list showing such a service', async ({ page }) => {
    // Review 20b: the same note stood under both grids of the page, the core services and the specialist ones.
    for (const [route, locale] of [
      ['/services', 'en'],
      ['/it/services', 'it'],
    ] as const) {
      await page.goto(route);
      for (const width of [390, 1440]) {
        await page.setViewportSize({ width, height: 900 });
        const note = page.getByRole('main').getByText(ui[locale].priceQuotedNote, { exact: true });
        await expect(note, `${route} at ${width} px: the note`).toHaveCount(1);
        await expect(note).toBeVisible();
        // In the list where a visitor reading the prices first meets a service with no set price.
        const lists = await page.getByRole('main').evaluate(
          (main, [quoted, sentence]) => {
            const first = (text: string) => [...main.querySelectorAll('*')].find((el) => el.textContent?.trim() === text && el.checkVisibility());
            const list = (el: Element | undefined) => el?.closest('section')?.querySelector('h2')?.textContent?.trim();
            return { unpriced: list(first(quoted)), note: list(first(sentence)) };
          },
          [ui[locale].priceQuoted, ui[locale].priceQuotedNote],
        );
        expect(lists.unpriced, `${route} at ${width} px: a service with no set price`).toBeDefined();
        expect(lists.note, `${route} at ${width} px: the list the note stands under`).toBe(lists.unpriced);
      }
    }
  });

  test('a list of steps fills its grid: at 1280 and 1440 px no gap over 48 px under or beside its last step (restaurants, home)', async ({ page }) => {
    // Review 20b: at 1440 px the restaurants' month by month ended some 300 px above the heading and panel beside it.
    for (const [route, file, locale] of [
      ['/industries/restaurants', 'industries/restaurants.mdx', 'en'],
      ['/it/industries/restaurants', 'industries/it/restaurants.mdx', 'it'],
      ['/', 'pages/home.mdx', 'en'],
      ['/it', 'pages/it/home.mdx', 'it'],
    ] as const) {
      const steps = frontmatter<{ sections: { variant?: string; heading: string }[] }>(file).sections.filter((s) => s.variant === 'timeline' || s.variant === 'steps');
      expect(steps.length, `${file}: sections of steps`).toBeGreaterThan(0);
      await page.goto(route);
      for (const width of [1280, 1440]) {
        await page.setViewportSize({ width, height: 900 });
        for (const { heading } of steps) {
          const gaps = await page.getByRole('region', { name: shown(heading, locale) }).evaluate((section) => {
            const list = section.querySelector('ol')!;
            const last = list.lastElementChild!;
            const range = document.createRange();
            range.selectNodeContents(last);
            const lastText = Math.max(...[...range.getClientRects()].filter((r) => r.width > 0).map((r) => r.bottom));
            // The grid the steps stand in (a timeline's heading column and panel beside them, or the row of step cards): where its lowest part ends.
            const end = Math.max(...[...list.parentElement!.children].map((c) => c.getBoundingClientRect().bottom));
            return { under: Math.round(end - lastText), beside: Math.round(list.getBoundingClientRect().right - last.getBoundingClientRect().right) };
          });
          expect(gaps.under, `${route} at ${width} px, "${heading}": the grid runs on under its last step`).toBeLessThanOrEqual(48);
          expect(gaps.beside, `${route} at ${width} px, "${heading}": an empty place beside its last step`).toBeLessThanOrEqual(48);
        }
      }
    }
  });

  test('a long list of questions (the sole traders page’s) reads in two columns from 1280 px, in order, and as one list on a phone', async ({ page }) => {
    for (const route of ['/making-tax-digital-sole-traders-contractors', '/it/making-tax-digital-sole-traders-contractors']) {
      const { faqs } = frontmatter<{ faqs: { question: string }[] }>(`mtd/${route.startsWith('/it') ? 'it/' : ''}making-tax-digital-sole-traders-contractors.mdx`);
      expect(faqs.length, `${route}: a long list`).toBeGreaterThanOrEqual(7);
      await page.goto(route);
      const questions = page.locator('[data-faq] details');
      await expect(questions.locator('summary')).toHaveText(faqs.map((f) => f.question));
      for (const width of [1280, 1920, 390]) {
        await page.setViewportSize({ width, height: 900 });
        const lefts = await questions.evaluateAll((items) => items.map((d) => Math.round(d.getBoundingClientRect().left)));
        if (width >= 1280) {
          const half = Math.ceil(faqs.length / 2);
          expect(new Set(lefts).size, `${route} at ${width} px: columns of questions`).toBe(2);
          // Read down the first column, then down the second: the firm's order.
          expect(lefts.slice(0, half).every((l) => l === lefts[0]) && lefts.slice(half).every((l) => l > lefts[0]!), `${route} at ${width} px: the first half on the left`).toBe(true);
        } else expect(new Set(lefts).size, `${route} at ${width} px: columns of questions`).toBe(1);
      }
      // Opening a question on the left leaves the right column where it was.
      await page.setViewportSize({ width: 1440, height: 900 });
      const right = () => questions.last().evaluate((d) => d.getBoundingClientRect().top + window.scrollY);
      const before = await right();
      await questions.first().locator('summary').click();
      await expect(questions.first()).toHaveAttribute('open', '');
      expect(await right()).toBe(before);
    }
  });
});

test.describe('one left edge, one hero rhythm, cards that end together (outside review 19b)', () => {
  const wide = [1280, 1440, 1920];

  test('a blog post’s title, breadcrumbs and byline stand in its text’s column, and the post ends with a card as wide as that column', async ({ page }) => {
    // The first post in each language (the post page's layout is one for all).
    const posts = builtPages().filter((p) => p.html.includes('data-post-talk'));
    const firsts = ['en', 'it'].map((l) => posts.find((p) => p.route.startsWith('/it/') === (l === 'it'))!.route);
    for (const route of firsts) {
      for (const width of wide) {
        await page.setViewportSize({ width, height: 900 });
        await page.goto(route);
        const edges = await page.evaluate(() => {
          const left = (el: Element | null) => Math.round(el!.getBoundingClientRect().left);
          const column = document.querySelector('main .reading-column')!;
          return {
            column: left(column),
            columnWidth: Math.round(column.getBoundingClientRect().width),
            title: left(document.querySelector('header.page-header h1')),
            crumbs: left(document.querySelector('header.page-header nav')),
            byline: left(document.querySelector('header.page-header .meta-list')),
            card: left(document.querySelector('[data-post-talk] > div')),
            cardWidth: Math.round(document.querySelector('[data-post-talk] > div')!.getBoundingClientRect().width),
          };
        });
        for (const part of ['title', 'crumbs', 'byline', 'card'] as const) {
          expect.soft(Math.abs(edges[part] - edges.column), `${route} at ${width} px: the ${part} starts ${edges[part] - edges.column} px from the text's left edge`).toBeLessThanOrEqual(1);
        }
        expect.soft(Math.abs(edges.cardWidth - edges.columnWidth), `${route} at ${width} px: the closing card's width against the column's`).toBeLessThanOrEqual(1);
      }
    }
  });

  test('no hero’s first line comes nearer the navigation bar than every hero’s one top padding, a compact one’s included', async ({ page }) => {
    // One page of each hero kind, in both languages: split with a picture, compact (the MTD hub, the blog), a post, a
    // landing page, a page with a form beside its text (the restaurant offer), and one without a picture.
    // npm test takes each kind in one language, the languages in turn; npm run test:full both (tests/support/tier.ts).
    const kinds = ['/', '/making-tax-digital', '/blog/making-tax-digital', '/services/cloud-accounting', '/restaurant', '/about', '/contact'];
    const built = new Set(builtPages().map((p) => p.route));
    const italian = (r: string) => (r === '/' ? '/it' : `/it${r}`);
    const routes = kinds.flatMap((r, i) => (fullRun ? [r, italian(r)] : [i % 2 ? italian(r) : r])).filter((r) => built.has(r) || built.has(`${r}/`));
    expect(routes.length, 'pages of each hero kind').toBeGreaterThanOrEqual(fullRun ? 12 : 6);
    test.setTimeout(60_000);
    const widths = [1024, 1280, 1440, 1920];
    const gaps: Record<number, Record<string, number>> = Object.fromEntries(widths.map((w) => [w, {}]));
    const paddings: Record<number, number> = {};
    for (const route of routes) {
      await page.setViewportSize({ width: widths[0]!, height: 900 });
      await page.goto(route);
      for (const width of widths) {
        await page.setViewportSize({ width, height: 900 });
        // From the hero's top edge (the navigation bar's foot) to the top of its first line: breadcrumbs, eyebrow or title.
        gaps[width]![route] = await page.locator('header.page-header').evaluate((hero) => {
          const text = hero.firstElementChild!.firstElementChild!;
          const first = [...text.querySelectorAll('*')].find((el) => el.getBoundingClientRect().height > 0)!;
          return Math.round(first.getBoundingClientRect().top - hero.getBoundingClientRect().top);
        });
        paddings[width] = Math.max(paddings[width] ?? 0, await page.locator('header.page-header > div').evaluate((el) => parseFloat(getComputedStyle(el).paddingTop)));
      }
    }
    for (const width of widths) {
      // Vertical centring beside a taller picture may lower a text; none starts nearer the bar than the heroes' padding.
      const least = Math.min(...Object.values(gaps[width]!));
      expect.soft(least, `at ${width} px: the nearest a hero's first line comes to the navigation bar (${JSON.stringify(gaps[width])})`).toBeGreaterThanOrEqual(paddings[width]! - 1);
      expect.soft(paddings[width], `at ${width} px: the heroes' top padding`).toBeGreaterThanOrEqual(40);
    }
  });

  test('a landing page’s form card starts level with the first heading of the column beside it', async ({ page }) => {
    test.setTimeout(60_000);
    // One layout (LandingPage.astro): npm test checks the first landing page in each language, test:full every one.
    for (const { route } of landings.filter((p) => fullRun || firstInItsLanguage(p.route))) {
      await page.goto(route);
      for (const width of wide) {
        await page.setViewportSize({ width, height: 800 });
        const form = (await page.locator('[data-sticky-form]').boundingBox())!;
        const heading = (await page.locator('.landing-main h2').first().boundingBox())!;
        expect.soft(Math.round(form.y - heading.y), `${route} at ${width} px: the form card's top against the column's first heading`).toBe(0);
      }
    }
  });

  test('the blog’s featured post and the contact card beside it are one height', async ({ page }) => {
    for (const route of ['/blog/making-tax-digital', '/it/blog/making-tax-digital']) {
      for (const width of [1024, ...wide]) {
        await page.setViewportSize({ width, height: 900 });
        await page.goto(route);
        const featured = (await page.getByRole('main').getByRole('article').first().boundingBox())!;
        const card = (await page.locator('main aside > div').first().boundingBox())!;
        expect.soft(Math.round(card.y - featured.y), `${route} at ${width} px: the cards' tops`).toBe(0);
        expect.soft(Math.round(card.y + card.height - (featured.y + featured.height)), `${route} at ${width} px: the cards' feet`).toBe(0);
      }
    }
  });

  test('the Industries hub’s cards start their lists of topics at one height along a row', async ({ page }) => {
    for (const route of ['/industries', '/it/industries']) {
      for (const width of [768, 1024, ...wide]) {
        await page.setViewportSize({ width, height: 900 });
        await page.goto(route);
        const lists = await page
          .locator('.card-grid > .card')
          .evaluateAll((cards) => cards.map((c) => ({ row: Math.round(c.getBoundingClientRect().top), list: Math.round(c.querySelector('ul')?.getBoundingClientRect().top ?? -1) })));
        expect(lists.filter((l) => l.list >= 0).length, `${route}: cards with a list`).toBeGreaterThanOrEqual(2);
        for (const row of new Set(lists.map((l) => l.row))) {
          const tops = new Set(lists.filter((l) => l.row === row && l.list >= 0).map((l) => l.list));
          expect.soft(tops.size, `${route} at ${width} px: list heights along the row at ${row} px`).toBeLessThanOrEqual(1);
        }
      }
    }
  });
});

test.describe('outside review 20b: steps that align, one call to action before a form', () => {
  test('the promo page’s stages are cards whose edges line up: those of one row share top and foot, their titles and texts start on one line', async ({ page }) => {
    for (const [route, file] of [
      ['/promo', 'pages/promo.mdx'],
      ['/it/promo', 'pages/it/promo.mdx'],
    ] as const) {
      const stages = frontmatter<{ sections: { variant: string; cards: { title: string }[] }[] }>(file).sections.find((s) => s.variant === 'timeline')!.cards;
      for (const width of [1280, 1440]) {
        await page.setViewportSize({ width, height: 900 });
        await page.goto(route);
        const cards = await page.locator('main section[data-variant="timeline"] ol > li').evaluateAll((items) =>
          items.map((li) => {
            const style = getComputedStyle(li);
            // What a visitor sees as the stage's card: its box where it draws one (a border, a background, a shadow), else its
            // marker and its words (their lines, not the boxes a grid may stretch), from the first to the last.
            const drawn = parseFloat(style.borderTopWidth) > 0 || style.backgroundColor !== 'rgba(0, 0, 0, 0)' || style.boxShadow !== 'none';
            const lines = (el: Element) => {
              const range = document.createRange();
              range.selectNodeContents(el);
              return range.getBoundingClientRect();
            };
            const parts = [...li.querySelectorAll('.step-marker, p, h3')].map((el) => (el.matches('.step-marker') ? el.getBoundingClientRect() : lines(el))).filter((r) => r.height > 0);
            const box = drawn ? li.getBoundingClientRect() : { top: Math.min(...parts.map((r) => r.top)), bottom: Math.max(...parts.map((r) => r.bottom)) };
            const title = li.querySelector('h3')!.getBoundingClientRect();
            const text = lines(li.querySelector('h3 ~ p, div > p:last-child')!);
            return {
              drawn,
              top: box.top,
              bottom: box.bottom,
              title: li.querySelector('h3')!.textContent!.trim(),
              titleTop: title.top,
              titleLeft: title.left,
              textLeft: text.left,
              textBottom: text.bottom,
            };
          }),
        );
        expect(
          cards.map((c) => c.title.toLowerCase()),
          `${route}: the stages of ${file}`,
        ).toEqual(stages.map((s) => s.title.toLowerCase()));
        for (const c of cards) {
          expect.soft(c.drawn, `${route} at ${width} px: “${c.title}” is a card (a border or a background)`).toBe(true);
          expect.soft(c.textBottom, `${route} at ${width} px: “${c.title}”: its text ends inside its card`).toBeLessThanOrEqual(c.bottom + 1);
        }
        // A row: the cards whose tops are within a pixel of the first's.
        const rows = new Map<number, typeof cards>();
        for (const c of cards) {
          const key = [...rows.keys()].find((k) => Math.abs(k - c.top) <= 1) ?? c.top;
          rows.set(key, [...(rows.get(key) ?? []), c]);
        }
        for (const row of rows.values()) {
          const spread = (values: number[]) => Math.max(...values) - Math.min(...values);
          const names = row.map((c) => c.title).join(', ');
          expect.soft(spread(row.map((c) => c.top)), `${route} at ${width} px: tops of ${names}`).toBeLessThanOrEqual(1);
          expect.soft(spread(row.map((c) => c.bottom)), `${route} at ${width} px: feet of ${names}`).toBeLessThanOrEqual(1);
          expect.soft(spread(row.map((c) => c.titleTop)), `${route} at ${width} px: titles of ${names}`).toBeLessThanOrEqual(1);
        }
        // Each title as far below its card's top as every other's; cards one under another start each column (titles, texts)
        // on one line down the list.
        const offsets = cards.map((c) => c.titleTop - c.top);
        expect.soft(Math.max(...offsets) - Math.min(...offsets), `${route} at ${width} px: titles' distance from their cards' tops`).toBeLessThanOrEqual(1);
        if (rows.size > 1) {
          expect.soft(Math.max(...cards.map((c) => c.titleLeft)) - Math.min(...cards.map((c) => c.titleLeft)), `${route} at ${width} px: titles' left edges`).toBeLessThanOrEqual(1);
          expect.soft(Math.max(...cards.map((c) => c.textLeft)) - Math.min(...cards.map((c) => c.textLeft)), `${route} at ${width} px: texts' left edges`).toBeLessThanOrEqual(1);
        }
      }
    }
  });

  test.describe('on a phone (390 px)', () => {
    test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });
    const offerPages = withAttribute('data-offer-form');

    test('an offer page’s form is not preceded, within a screen above it, by a button to it or with its button’s words', async ({ page }) => {
      expect(offerPages.length, 'offer pages, in both languages').toBeGreaterThanOrEqual(4);
      for (const { route } of offerPages) {
        await page.goto(route);
        const found = await page
          .locator('[data-offer-form]')
          .first()
          .evaluate((offer) => {
            const card = offer.closest('section[id]') ?? offer;
            const top = card.getBoundingClientRect().top + window.scrollY;
            const words = (el: Element) => (el.textContent ?? '').replace(/\s+/g, ' ').trim().toLowerCase();
            const action = words(offer.querySelector('button[type="submit"], form button:last-of-type')!);
            const bar = document.querySelector('.call-bar');
            // Every link or button a visitor sees above the form card, within one screen of its top, outside the phone's bar.
            const before = [...document.querySelectorAll('a, button')].filter((el) => {
              const r = el.getBoundingClientRect();
              const y = r.top + window.scrollY;
              return r.height > 0 && getComputedStyle(el).visibility !== 'hidden' && !card.contains(el) && !bar?.contains(el) && y < top && y > top - window.innerHeight;
            });
            return {
              action,
              repeats: before.filter((el) => el.getAttribute('href') === `#${card.id}` || words(el) === action).map((el) => `${words(el)} (${el.getAttribute('href') ?? 'button'})`),
            };
          });
        expect(found.action, `${route}: the form's button`).not.toBe('');
        expect.soft(found.repeats, `${route}: buttons right above the form that lead to it or say “${found.action}”`).toEqual([]);
      }
    });
  });
});

test.describe('outside review 20b: the blog’s categories on a phone', () => {
  // The categories' names in each language, as content/i18n/interface/<locale>.yaml writes them.
  const names = { en: Object.values(ui.en.blog.categoryNames), it: Object.values(ui.it.blog.categoryNames) } as Record<'en' | 'it', string[]>;

  for (const width of [320, 390]) {
    test(`at ${width} px no category is cut by the screen’s edge unless its row scrolls and says there is more; Tab and the row’s end bring each in whole`, async ({ page }) => {
      await page.setViewportSize({ width, height: 844 });
      for (const [route, locale] of [
        ['/blog/making-tax-digital', 'en'],
        ['/it/blog/making-tax-digital', 'it'],
      ] as const) {
        await page.goto(route);
        const chips = page.getByRole('navigation', { name: ui[locale].blog.categories }).getByRole('link');
        const shownNames = (await chips.allTextContents()).map((t) => t.trim());
        expect(shownNames.length, `${route}: categories`).toBeGreaterThanOrEqual(2);
        for (const name of shownNames) expect(names[locale], `${route}: “${name}” is a category of content/i18n/interface/${locale}.yaml`).toContain(name);
        /** Each category: whether the screen's edge cuts it, and what says so where it does. */
        const read = () =>
          chips.evaluateAll((links) =>
            links.map((a) => {
              const r = a.getBoundingClientRect();
              const cut = r.left < -0.5 || r.right > window.innerWidth + 0.5;
              // The row it scrolls in (overflowing sideways), and a sign of more over the row's cut end: visible, at the screen's right edge.
              let row: Element | null = a.parentElement;
              while (row && !(['auto', 'scroll'].includes(getComputedStyle(row).overflowX) && row.scrollWidth > row.clientWidth)) row = row.parentElement;
              const sign = row?.parentElement?.querySelector('[data-more]');
              const s = sign?.getBoundingClientRect();
              const signShown = Boolean(s && s.width > 0 && Number(getComputedStyle(sign!).opacity) > 0.5);
              return {
                name: a.textContent!.trim(),
                cut,
                whole: r.left >= -0.5 && r.right <= window.innerWidth + 0.5,
                scrolls: Boolean(row),
                // The sign reaches the screen's edge and covers the cut end of the category.
                signed: signShown && s!.right >= window.innerWidth - 1 && s!.left < Math.min(r.right, window.innerWidth),
                underSign: signShown && r.right > s!.left + 1,
              };
            }),
          );
        for (const chip of await read()) {
          if (!chip.cut) continue;
          expect.soft(chip.scrolls, `${route} at ${width} px: “${chip.name}” is cut by the screen's edge outside a row that scrolls`).toBe(true);
          expect.soft(chip.signed, `${route} at ${width} px: “${chip.name}” is cut by the screen's edge with nothing over it that says there is more`).toBe(true);
        }
        // From the keyboard: each category Tab reaches comes in whole, clear of the sign of more.
        await chips.first().focus();
        for (let i = 0; i < shownNames.length; i++) {
          if (i > 0) await page.keyboard.press('Tab');
          await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
          const chip = (await read())[i]!;
          await expect(chips.nth(i)).toBeFocused();
          expect.soft(chip.whole && !chip.underSign, `${route} at ${width} px: “${chip.name}”, reached by Tab, shows whole`).toBe(true);
        }
        // At the row's end the last category shows whole and the sign of more has gone.
        await chips.last().evaluate((a) => {
          let row: Element | null = a.parentElement;
          while (row && !['auto', 'scroll'].includes(getComputedStyle(row).overflowX)) row = row.parentElement;
          row?.scrollTo({ left: row.scrollWidth, behavior: 'instant' });
          return new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
        });
        const last = (await read()).at(-1)!;
        expect.soft(last.whole && !last.underSign, `${route} at ${width} px: at the row's end “${last.name}” shows whole`).toBe(true);
        if (last.scrolls) {
          const opacity = await page.evaluate(() => {
            const sign = document.querySelector('[data-more]');
            return sign ? Number(getComputedStyle(sign).opacity) : 1;
          });
          expect.soft(opacity, `${route} at ${width} px: the sign of more at the row's end`).toBeLessThan(0.1);
        }
      }
    });
  }
});

test.describe('outside review 20b: the free tools’ cards once, on the tools hub', () => {
  // The free tools: the pages of the header's '/tools' group (content/navigation/menus.yaml), with their names and summaries.
  type Entry = { href: string; label: Record<'en' | 'it', string>; summary?: Record<'en' | 'it', string>; groups?: Entry[]; children?: Entry[] };
  const find = (entries: Entry[] = []): Entry | undefined => entries.map((e) => (e.href === '/tools' && e.children ? e : find([...(e.groups ?? []), ...(e.children ?? [])]))).find(Boolean);
  const tools = find(menus.header as Entry[])!.children!;
  const locales = [
    { locale: 'en', prefix: '' },
    { locale: 'it', prefix: '/it' },
  ] as const;

  test('the tools’ cards (each with its summary) are on the tools hub only, in both languages', () => {
    expect(tools.length, 'free tools in the menu').toBeGreaterThanOrEqual(2);
    const withBlock = builtPages()
      .filter((p) => p.doc.querySelector('[data-tools]'))
      .map((p) => p.route)
      .sort();
    expect(withBlock, 'pages with the tools’ cards').toEqual(['/it/tools', '/tools']);
    // No other page repeats the hub's cards in another dress: a tool's summary, the words of its card, is the hub's alone.
    for (const { locale, prefix } of locales) {
      for (const route of [prefix || '/', `${prefix}/resources`]) {
        const page = builtPages().find((p) => p.route === route)!;
        const main = page.doc.querySelector('main')!.textContent.replace(/\s+/g, ' ');
        for (const tool of tools) expect.soft(main, `${route}: the card words of ${tool.label[locale]}`).not.toContain(tool.summary![locale].replace(/\s+/g, ' '));
      }
    }
  });

  for (const width of [390, 1280]) {
    test(`at ${width} px every free tool is one visible link away on the home page and on Resources, by its name`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      for (const { locale, prefix } of locales) {
        for (const route of [prefix || '/', `${prefix}/resources`]) {
          await page.goto(route);
          for (const tool of tools) {
            const link = page.getByRole('main').getByRole('link', { name: tool.label[locale], exact: true });
            await expect.soft(link.first(), `${route} at ${width} px: ${tool.label[locale]}`).toBeVisible();
            await expect.soft(link.first(), `${route} at ${width} px: ${tool.label[locale]}`).toHaveAttribute('href', new RegExp(`^${prefix}${tool.href}/?$`));
          }
        }
      }
    });
  }
});
