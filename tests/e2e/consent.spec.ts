import { test, expect } from '@playwright/test';

/** Consent: the scheduling provider's own consent banner is not suppressed, and the newsletter's consent note links the privacy policy. */

test('the booking calendar is loaded without hiding the provider’s consent banner', async ({ page }) => {
  const requested: string[] = [];
  await page.route('https://calendly.com/**', (route) => {
    requested.push(route.request().url());
    return route.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html><title>Calendar</title><p>Calendar</p>' });
  });
  await page.goto('/contact');
  await page.getByRole('button', { name: /^Book a free consultation$/ }).click();
  const frame = page.locator('iframe[title^="Booking calendar"]');
  await expect(frame).toBeVisible();
  const src = (await frame.getAttribute('src')) ?? '';
  expect(src).toMatch(/^https:\/\/calendly\.com\//);
  expect(src).not.toContain('hide_gdpr_banner');
  await expect.poll(() => requested.length, { intervals: [25] }).toBeGreaterThan(0);
  expect(requested.every((u) => !u.includes('hide_gdpr_banner'))).toBe(true);
});

test('the newsletter consent note links the privacy policy, in both languages', async ({ page }) => {
  await page.goto('/resources');
  const note = page.getByText(/By subscribing you agree/).first();
  await expect(note.getByRole('link', { name: 'privacy policy' })).toHaveAttribute('href', '/privacy/');
  await page.goto('/it');
  const nota = page.getByText(/Iscrivendosi accetta/).first();
  await expect(nota.getByRole('link', { name: 'informativa sulla privacy' })).toHaveAttribute('href', '/it/privacy/');
});
