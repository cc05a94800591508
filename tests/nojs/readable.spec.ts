import { test, expect } from '@playwright/test';

/** With JavaScript off, pages read and navigate, and forms say how to reach the firm instead. */

const sample = ['/', '/about', '/services/cloud-accounting', '/contact', '/tools/cash-flow-analysis', '/mtd-compliance-checklist', '/blog/making-tax-digital'];

for (const path of sample) {
  test(`${path} is readable and navigable without JavaScript`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect((await page.locator('main').innerText()).length).toBeGreaterThan(400);
    // The header's plain links (no menu button without JavaScript) lead to the main sections.
    const links = page.getByRole('navigation', { name: 'Site sections' }).getByRole('link');
    expect(await links.count()).toBeGreaterThanOrEqual(6);
    await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Privacy Policy' })).toBeVisible();
  });
}

test('a form page says how to reach the firm instead of sending', async ({ page }) => {
  await page.goto('/contact');
  // (Playwright's text locators skip <noscript>; CSS locators see what a script-less browser shows.)
  const notice = page.locator('main p', { hasText: 'This form needs JavaScript to send.' }).first();
  await expect(notice).toBeVisible();
  await expect(notice.locator('a[href^="mailto:hello@ponteaccounting.co.uk"]')).toBeVisible();
  await expect(notice.locator('a[href="tel:+441632960482"]')).toBeVisible();
  // Submitting anyway goes nowhere: nothing typed ends up in the address.
  await page.getByLabel('Full name').first().fill('Ada');
  await page.getByRole('button', { name: 'Send Message' }).click();
  expect(page.url()).not.toContain('Ada');
});

test('the cash-flow tool says how to get the analysis without JavaScript', async ({ page }) => {
  await page.goto('/tools/cash-flow-analysis');
  const notice = page.locator('main p', { hasText: 'The calculator needs JavaScript' });
  await expect(notice).toBeVisible();
  await expect(notice.locator('a[href="tel:+441632960482"]')).toBeVisible();
});
