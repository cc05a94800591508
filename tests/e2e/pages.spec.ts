import { test, expect } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { contentPages } from '../support/dist';
import budgets from '../budgets.json' with { type: 'json' };
import { watchPage } from '../support/watch';

/**
 * Per-page checks on every page the build produces, at 375 px (project "mobile") and 1280 px
 * ("desktop"): status, headings and head tags, no console error, failed request or CSP violation,
 * axe (WCAG 2.2 AA) and the JavaScript budget before any interaction.
 */
const siteUrl = process.env.SITE_URL ?? 'https://www.ponteaccounting.co.uk';
const jsBudget = (route: string): number =>
  (budgets.pages as Record<string, number>)[route] ?? budgets.default;

for (const { route } of contentPages()) {
  test(`page ${route}`, async ({ page }) => {
    const watch = await watchPage(page);
    const response = await page.goto(route, { waitUntil: 'networkidle' });
    expect(response?.status(), 'HTTP status').toBe(200);

    await expect(page.locator('h1'), 'exactly one h1').toHaveCount(1);
    await expect(page.locator('h1')).not.toBeEmpty();
    expect((await page.title()).trim().length, 'a title').toBeGreaterThan(10);
    const description = await page.locator('meta[name="description"]').getAttribute('content');
    expect(description?.length ?? 0, 'a meta description of 50-160 characters').toBeGreaterThanOrEqual(50);
    expect(description?.length ?? 0).toBeLessThanOrEqual(160);
    const canonical = await page.locator('link[rel="canonical"]').getAttribute('href');
    expect(canonical, 'an absolute canonical URL for this page').toBe(new URL(route === '/' ? '/' : `${route}/`, siteUrl).href);
    await expect(page.locator('html')).toHaveAttribute('lang', /^(en-GB|it)$/);

    const axe = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']).analyze();
    expect(axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`), 'axe violations').toEqual([]);

    expect(watch.scriptBytes(), `JavaScript loaded before interaction (budget ${jsBudget(route)} bytes)`).toBeLessThanOrEqual(jsBudget(route));
    const load = budgets.load;
    expect(watch.requests().length, `requests before interaction: ${watch.requests().join(', ')}`).toBeLessThanOrEqual(jsBudget(route) > 0 ? load.requestsWithIsland : load.requests);
    expect(watch.documentBytes(), 'size of the HTML').toBeLessThanOrEqual(load.documentBytes);
    expect(watch.thirdParty(), 'third-party requests before interaction').toHaveLength(load.thirdPartyRequests);
    expect(await watch.problems(), 'console errors, failed requests, CSP violations').toEqual([]);
  });
}

test('an unknown address shows the custom 404 page', async ({ page }) => {
  const watch = await watchPage(page);
  const response = await page.goto('/no-such-page-here', { waitUntil: 'networkidle' });
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/can.t find that page/i);
  await expect(page.getByRole('main').getByRole('link', { name: /home page/i })).toHaveAttribute('href', '/');
  await expect(page.getByText('Unexpected Application Error')).toHaveCount(0);
  const axe = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']).analyze();
  expect(axe.violations.map((v) => v.id)).toEqual([]);
  // The missing page itself is the one expected 404 (Chromium logs it to the console too).
  const expected = (p: string) => p.includes('no-such-page-here') || /^console: Failed to load resource: .* 404/.test(p);
  expect((await watch.problems()).filter((p) => !expected(p))).toEqual([]);
});
