import { test, expect, type Page } from '@playwright/test';
import { builtPages, contentPages, onePageOfEachKind } from '../support/dist';
import budgets from '../budgets.json' with { type: 'json' };
import { animationsDone, islandsAwake, watchPage } from '../support/watch';
import { axeSource, axeViolations } from '../support/axe';
import { layoutWidths, lonelyCards, maxCellLines, measureLayout } from '../support/layout';
import { fullRun } from '../support/tier';

/**
 * What only a browser can tell, on every page the build produces, in one visit per page: no console
 * error, failed request or CSP violation; axe (WCAG 2.2 AA) at 375 px, and at 1280 px where the page shows more (below); the
 * JavaScript, requests and HTML a first view loads before any interaction, against
 * tests/budgets.json; and the layout at 320, 375, 768, 1280 and 1920 px (nothing wider than the
 * screen, the header's call to action in view from 1024 px up, no sticky element taller than the window, no breadcrumb
 * line starting with "/", at 1280, 1440 and 1920 px no right third left empty beside more than a screen of text, and at
 * 1280 px no table squeezed: narrower than its column, or a cell of more than a few lines). Markup that needs no browser (headings, title, description, canonical, lang,
 * alt text, placeholder text) is checked from dist/ by tests/static/pages.spec.ts.
 *
 * Pages are checked in batches (several routes per test, as GOV.UK Frontend's accessibility test
 * loops its examples) in one tab; the watch starts afresh for each page.
 */
const widths = { phone: { width: 375, height: 812 }, desktop: { width: 1280, height: 800 } };
const jsBudget = (route: string): number => (budgets.pages as Record<string, number>)[route] ?? budgets.default;
const batchSize = 10;

/**
 * axe runs at 375 px on every page. At 1280 px the only parts that appear are the header's desktop
 * links and call to action (the same on every page of a language) and a landing page's form beside
 * the text (src/layouts/LandingPage.astro; nothing else in src/ changes what is shown by width, as a
 * search for responsive `hidden` classes shows). So at 1280 px axe runs on every landing page and on
 * the first page of each batch (about 20 pages, in both languages; every layout has the same header):
 * half the axe time of checking every page twice.
 */
// npm test: the first page of each batch; a landing page's form beside the text is axe-checked at 375 px, above the text.
const axeAtDesktop = (route: string, firstOfBatch: boolean) => firstOfBatch || (fullRun && builtPages().some((p) => p.route === route && p.doc.querySelector('[data-sticky-form]')));

/**
 * The site's header and footer are the same markup on every page of a language (src/components/site/Header.astro,
 * Footer.astro): at 375 px axe checks them on the first page of each language in a batch and leaves them out on
 * the others, a quarter less axe work. (What changes in them per page, the language link and the current menu
 * item, is checked on those first pages.)
 */
const chromeChecked = new Set<string>();
function chromeSeen(route: string): string[] {
  const key = `${test.info().title}:${route.startsWith('/it') ? 'it' : 'en'}`;
  if (!chromeChecked.has(key)) {
    chromeChecked.add(key);
    return [];
  }
  return ['.site-header', '.site-footer'];
}

async function checkPage(page: Page, watch: Awaited<ReturnType<typeof watchPage>>, route: string, firstOfBatch = false) {
  {
    await page.setViewportSize(widths.phone);
    await watch.settled();
    watch.reset();
    await page.evaluate(() => (window.__cspViolations = [])).catch(() => undefined);
    const response = await page.goto(route, { waitUntil: 'load' });
    expect.soft(response?.status(), `${route}: HTTP status`).toBe(200);

    // Resized through the widths visitors use (320 to 1920 px): axe at 375 px (and 1280 px, above), the
    // first-view budget once both have been seen, the layout at every width.
    const chrome = chromeSeen(route);
    // npm test: an Italian page whose English twin is in the sweep shares its markup and stylesheet (the words
    // differ; their length is what the layout checks below measure, their markup what tests/static checks), so
    // axe leaves it to that twin, and checks the Italian header and footer on the first Italian page of the batch. npm run
    // test:full runs axe on every page.
    const twin = !fullRun && chrome.length > 0 && route.startsWith('/it') && routes.includes(route.replace(/^\/it/, '') || '/');
    // npm test measures such a twin where its longer words are likeliest to break the layout, the narrowest phone (its English
    // twin is measured at every width, and the Italian header at each in tests/e2e/header.spec.ts). And 1440 px in the full
    // run: npm test checks the wide layouts at 1280 and 1920 px, either side of it.
    const sweepWidths = twin ? [320] : [375, ...layoutWidths.filter((w) => w !== 375), ...(fullRun ? [1440] : [])];
    // What is wrong, as one line each: compared once per page (an expect per check and width costs more than the check).
    const problems: string[] = [];
    const none = (what: string, found: string[]) => {
      if (found.length > 0) problems.push(`${what}: ${found.join('; ')}`);
    };
    for (const width of sweepWidths) {
      const size = width === 375 ? widths.phone : { width, height: 800 };
      await page.setViewportSize(size);
      if (width === 375 || width === 1280) {
        // Islands that wake when seen (a form beside the text at 1280 px) hydrate before the budget and axe look.
        await islandsAwake(page);
        await animationsDone(page);
        if (width === 375 || (width === 1280 && !twin && axeAtDesktop(route, firstOfBatch))) none(`${width} px: axe violations`, await axeViolations(page, undefined, width === 375 ? chrome : []));
      }
      if (width === 1280) {
        await watch.settled();
        const budget = jsBudget(route);
        const load = budgets.load;
        const maxRequests = budget > 0 ? load.requestsWithIsland : load.requests;
        if (watch.scriptBytes() > budget) problems.push(`JavaScript loaded before interaction: ${watch.scriptBytes()} bytes (budget ${budget})`);
        if (watch.requests().length > maxRequests) problems.push(`${watch.requests().length} requests before interaction (at most ${maxRequests}): ${watch.requests().join(', ')}`);
        if (!(watch.documentBytes() > 0 && watch.documentBytes() <= load.documentBytes)) problems.push(`size of the HTML: ${watch.documentBytes()} bytes (1 to ${load.documentBytes})`);
        if (watch.thirdParty().length !== load.thirdPartyRequests) problems.push(`third-party requests before interaction: ${watch.thirdParty().join(', ')}`);
        // A wider window is not a first view any more: what loads from here on is not budgeted.
        watch.markInteraction();
      }
      const m = await measureLayout(page);
      const at = `at ${width} px`;
      if (m.scrollWidth > m.viewport) problems.push(`${at}: the page scrolls sideways (${m.scrollWidth} px)`);
      none(`${at}: elements wider than the screen`, m.wide);
      if (m.ctaVisible !== width >= 1024) problems.push(`${at}: the header's call to action is ${m.ctaVisible ? 'shown' : 'not shown'}`);
      // Issue 34: a sticky card (a form, the contents rail) is never taller than the window, and a breadcrumb line never starts with "/".
      none(`${at}: sticky elements taller than the window`, m.tallSticky);
      none(`${at}: a breadcrumb line starts with "/"`, m.slashLines);
      none(`${at}: headings a sand band covers`, m.coveredHeadings);
      // ...and no page at 1280, 1440 or 1920 px leaves the right third of the window empty beside more than one screen of text,
      if (width >= 1280 && m.emptyRight.height > 800) problems.push(`${at}: the right third is empty beside ${m.emptyRight.height} px of text from y=${m.emptyRight.from} ("${m.emptyRight.text}")`);
      // ...nor leaves a card alone on the last row of a grid, or two neighbours with one icon, at a phone's, a tablet's and a laptop's width.
      if (width === 375 || width === 768 || width === 1280) none(`${at}: card grids`, await lonelyCards(page));
      // ...and a long page beside its rail has two widths (its prose's measure, one wide width), the rail close beside them.
      if (width >= 1280) none(`${at}: the long-page frame`, m.longPage);
      // ...nor squeezes a table: at 1280 px a table takes the room its column has, and no cell wraps to more than a few lines.
      if (width === 1280) none(`${at}: table cells wrapped to more than ${maxCellLines} lines, or a table narrower than its column`, m.tallCells);
    }
    none('console errors, failed requests, CSP violations', await watch.problems());
    expect.soft(problems, route).toEqual([]);
  }
}

const allRoutes = contentPages().map((p) => p.route);
// npm run test:full sweeps every page; npm test one page of each kind (tests/support/dist.ts).
const routes = (fullRun ? contentPages() : onePageOfEachKind()).map((p) => p.route);
for (let i = 0; i < routes.length; i += batchSize) {
  const batch = routes.slice(i, i + batchSize);
  test(`pages ${batch[0]} … ${batch.at(-1)}`, async ({ page }) => {
    // About 2 s a page on an idle 2-core machine; a load average of 30 made a batch take over 90 s: finite, with room for a crowded machine.
    test.setTimeout(batch.length * 20_000);
    // One tab for the batch (a new tab costs more than the checks); the watch starts afresh per page.
    const watch = await watchPage(page);
    // axe comes with every page of the tab (compiled once, not re-injected per page).
    await page.addInitScript({ content: axeSource });
    // Every page is measured as a first visit: nothing may come from the cache of the page before.
    await (await page.context().newCDPSession(page)).send('Network.setCacheDisabled', { cacheDisabled: true });
    for (const [i, route] of batch.entries()) await test.step(route, () => checkPage(page, watch, route, i === 0));
  });
}

test('every page the build produced is in the sweep', () => {
  // A page type the sweep skipped would be untested: only the 404 pages and redirect stubs are left out.
  const skipped = builtPages()
    .filter((p) => !allRoutes.includes(p.route))
    .map((p) => p.route);
  expect(skipped.every((r) => r.endsWith('/404') || builtPages().find((p) => p.route === r)?.isRedirect)).toBe(true);
  expect(allRoutes.length).toBeGreaterThan(100);
});

test('the sweep’s axe check reports a violation when a page has one', async ({ page }) => {
  // Guards the guard: the in-page axe runner must see what a visitor would suffer from.
  await page.goto('/about');
  await page.evaluate(() => {
    // Styled through the CSSOM: the page's CSP (rightly) ignores style attributes.
    const faint = Object.assign(document.createElement('p'), { textContent: 'Faint text' });
    faint.style.color = '#bbb';
    faint.style.background = '#fff';
    const image = Object.assign(document.createElement('img'), { src: '/favicon.svg', width: 10, height: 10 });
    document.querySelector('main')!.prepend(faint, image);
  });
  const found = (await axeViolations(page)).map((v) => v.split(':')[0]);
  expect(found).toEqual(expect.arrayContaining(['color-contrast', 'image-alt']));
});

test('an unknown address shows the custom 404 page, in each language; both fit every width and are axe-clean at 375 and 1280 px', async ({ page }) => {
  const watch = await watchPage(page);
  const response = await page.goto('/no-such-page-here', { waitUntil: 'load' });
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/can.t find that page/i);
  await expect(page.getByRole('main').getByRole('link', { name: /home page/i })).toHaveAttribute('href', '/');
  await expect(page.getByText('Unexpected Application Error')).toHaveCount(0);
  // The missing page itself is the one expected 404 (Chromium logs it to the console too).
  const expected = (p: string) => p.includes('/no-such-page-here') || /^console: Failed to load resource: .* 404/.test(p);
  expect((await watch.problems()).filter((p) => !expected(p))).toEqual([]);
  for (const route of ['/no-such-page-here', '/it/404.html']) {
    if (route !== '/no-such-page-here') await page.goto(route);
    for (const width of layoutWidths) {
      await page.setViewportSize({ width, height: 800 });
      const m = await measureLayout(page);
      expect.soft(m.wide, `${route} at ${width} px: elements wider than the screen`).toEqual([]);
      expect.soft(m.ctaVisible, `${route} at ${width} px: the header's call to action`).toBe(width >= 1024);
      if (width === 375 || width === 1280) expect.soft(await axeViolations(page), `${route} at ${width} px: axe`).toEqual([]);
    }
  }
});
