import { test, expect } from '@playwright/test';
import { contact, phoneHref } from '../../src/config/contact';

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
    await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Privacy policy', exact: true })).toBeVisible();
  });
}

test('a form page says how to reach the firm instead of sending', async ({ page }) => {
  await page.goto('/contact');
  // (Playwright's text locators skip <noscript>; CSS locators see what a script-less browser shows.)
  const notice = page.locator('main p', { hasText: 'This form needs JavaScript to send.' }).first();
  await expect(notice).toBeVisible();
  await expect(notice.locator(`a[href^="mailto:${contact.email}"]`)).toBeVisible();
  await expect(notice.locator(`a[href="${phoneHref}"]`)).toBeVisible();
  // Submitting anyway goes nowhere: the form's method is "dialog", which sends nothing outside a
  // dialog, so the click leaves the visitor on the same page with what they typed still there.
  const form = page.locator('main form').first();
  await expect(form).toHaveAttribute('method', 'dialog');
  const name = form.getByLabel('Full name');
  await name.fill('Ada');
  const navigations: string[] = [];
  page.on('framenavigated', (frame) => navigations.push(frame.url()));
  await form.getByRole('button', { name: 'Send message' }).click();
  await expect(name).toHaveValue('Ada');
  expect(navigations).toEqual([]);
  expect(page.url()).not.toContain('Ada');
});

test('the cash-flow tool says how to get the analysis without JavaScript', async ({ page }) => {
  await page.goto('/tools/cash-flow-analysis');
  const notice = page.locator('main p', { hasText: 'The calculator needs JavaScript' });
  await expect(notice).toBeVisible();
  await expect(notice.locator(`a[href="${phoneHref}"]`)).toBeVisible();
});
