import { test, expect, type Locator } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import { sitePort } from '../support/servers';
import { sampleFirmFolder, sampleFirmSite } from '../support/sample-firm';

/*
 * Launch day, with the sample firm's people and testimonials (tests/fixtures/sample-firm: invented, never published):
 * one client's words, or one person, use the row they stand in from a laptop's width to 1920 px. Review 20b: the single
 * testimonial card (home, restaurants, MTD accountant services) and the founder's card left the right third of the row
 * empty.
 */
// Both tests build a copy of the site (about 90 s on 2 cores): they run with the release check, `npm run test:full`,
// not in `npm test`, whose budget they would break; tests/integration/launch-day.test.ts builds with the sample
// firm's people in every `npm test`.
const port = sitePort + 72;
const founder = (parse(readFileSync(join(sampleFirmFolder, 'content/firm/people.yaml'), 'utf8')) as { founder: { name: string } }).founder.name;
const routes = ['/', '/industries/restaurants', '/mtd-accountant-services', '/about'].flatMap((r) => [r, r === '/' ? '/it' : `/it${r}`]);
const widths = [1280, 1440, 1920];

let site: Awaited<ReturnType<typeof sampleFirmSite>> | undefined;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  // A build of the whole site (about a minute on an idle 2-core machine, several on a busy one).
  test.setTimeout(600_000);
  site = await sampleFirmSite(port);
});

test.afterAll(() => site?.stop());

/** Two parts of a card side by side: the second starts right of the first, and they share some height. */
const beside = async (first: Locator, second: Locator) => {
  const [a, b] = [(await first.boundingBox())!, (await second.boundingBox())!];
  return b.x >= a.x + a.width - 1 && b.y < a.y + a.height && a.y < b.y + b.height;
};

/** How much of a card's width, at its right, holds none of its text. */
const emptyRight = (card: Locator) =>
  card.evaluate((el) => {
    const box = el.getBoundingClientRect();
    const range = document.createRange();
    range.selectNodeContents(el);
    const right = Math.max(...[...range.getClientRects()].filter((r) => r.width > 0).map((r) => r.right));
    return (box.right - parseFloat(getComputedStyle(el).paddingRight) - right) / box.width;
  });

test('one testimonial uses its row: the client beside the quote, from 1280 to 1920 px, in English and Italian', { tag: '@full' }, async ({ page }) => {
  test.setTimeout(120_000);
  let singles = 0;
  for (const route of routes) {
    await page.goto(site!.origin + route);
    const cards = page.locator('main section.testimonials li.card');
    if ((await cards.count()) !== 1) continue;
    singles++;
    for (const width of widths) {
      await page.setViewportSize({ width, height: 900 });
      const at = `${route} at ${width} px`;
      expect(await beside(cards.locator('blockquote'), cards.locator('figcaption')), `${at}: the client beside the quote`).toBe(true);
      expect(await emptyRight(cards), `${at}: the share of the card empty at its right`).toBeLessThan(0.2);
    }
  }
  // The home page shows one quote in each language; restaurants and the MTD services one each in the sample.
  expect(singles, 'pages with one testimonial').toBeGreaterThanOrEqual(4);
});

test('the founder’s card uses its row: the bio beside name, role and qualifications, from 1280 to 1920 px', { tag: '@full' }, async ({ page }) => {
  test.setTimeout(120_000);
  for (const route of ['/about', '/it/about', '/mtd-accountant-services', '/it/mtd-accountant-services']) {
    await page.goto(site!.origin + route);
    const card = page.locator('main figure.person').filter({ hasText: founder });
    await expect(card, `${route}: the founder's card`).toHaveCount(1);
    for (const width of widths) {
      await page.setViewportSize({ width, height: 900 });
      const at = `${route} at ${width} px`;
      expect(await beside(card.getByText(founder, { exact: true }), card.locator('[data-bio]')), `${at}: the bio beside the name`).toBe(true);
      expect(await emptyRight(card), `${at}: the share of the card empty at its right`).toBeLessThan(0.2);
    }
    // On a phone, one under another.
    await page.setViewportSize({ width: 390, height: 844 });
    expect(await beside(card.getByText(founder, { exact: true }), card.locator('[data-bio]')), `${route} at 390 px: the bio under the name`).toBe(false);
  }
});
