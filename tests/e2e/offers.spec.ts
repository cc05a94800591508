import { test, expect, type Page } from '@playwright/test';
import { offers } from '../../src/config/offers';
import { contact } from '../../src/config/contact';
import { before, escapeRegExp, exactly, forms, frontmatter, literal, mentions, shown, ui } from '../support/content';

/**
 * An offer is right on the day the page is read, not only on the day it was built: the page is
 * built before the end date, and the visitor's clock decides whether it shows as open or ended.
 * The end date is inclusive in UK time (GMT in winter).
 */

const endsOn = offers.promo.endsOn;
const lastMinute = new Date(`${endsOn}T23:59:00Z`);
const nextDay = new Date(`${endsOn}T23:59:00Z`);
nextDay.setUTCMinutes(nextDay.getUTCMinutes() + 2);

/** The offer pages' words, from their content files. */
const promo = frontmatter('pages/promo.mdx');
const restaurantIt = frontmatter('pages/it/restaurant.mdx');
/** The hero's button to the offer's form, while it is open. */
const claim = exactly(promo.hero.actions[0].label, 'i');
/** The promotion's heading while open, by its own words (its slot is the length of the offer). */
const promoHeading = mentions(literal(promo.hero.heading));

/** The status line as a visitor sees it (both wordings are in the HTML; one is hidden). */
const status = (page: Page) => page.locator('[data-offer-status] > span:visible');

test('on the last day of the promotion the offer is open and its form is there', async ({ page }) => {
  await page.clock.install({ time: lastMinute });
  await page.goto('/promo');
  await expect(status(page)).toHaveText(ui.en.offerOpen);
  // The offer page's form is beside its hero from 1024 px, so the hero has no button that jumps to it there.
  await expect(page.locator('#book-now').getByLabel(forms.en.forms['promo-booking'].fields.reply_to.label, { exact: true })).toBeVisible();
  await expect(page.locator('.page-header [data-when="open"]').getByRole('link', { name: claim })).toBeHidden();
  await expect(page.locator('#book-now').getByRole('link', { name: ui.en.contactHeading })).toBeHidden();
  await expect(page.getByRole('heading', { level: 1 })).toHaveAccessibleName(promoHeading);
  // On a phone the form follows right under the offer, so the hero has no button to it (outside review 20b: the same action
  // twice in a row); the closing band's button leads back to it and puts the caret in its first field.
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.locator('.page-header [data-when="open"]').getByRole('link', { name: claim })).toHaveCount(0);
  await page
    .getByRole('link', { name: exactly(promo.cta.actions[0].label, 'i') })
    .last()
    .click();
  await expect(page.locator('#book-now form').getByRole('textbox').first()).toBeFocused();
});

test('the day after the end date the promotion shows as ended and its form gives way to the contact options', async ({ page }) => {
  await page.clock.install({ time: nextDay });
  await page.goto('/promo');
  await expect(status(page)).toHaveText(ui.en.offerEnded);
  await expect(page.locator('.page-header [data-when="open"]').getByRole('link', { name: claim })).toBeHidden();
  const section = page.locator('#book-now');
  await expect(section.locator('form')).toBeHidden();
  await expect(section.getByRole('link', { name: ui.en.contactHeading })).toHaveAttribute('href', '/contact/');
  await expect(section.getByRole('link', { name: new RegExp(`^${escapeRegExp(contact.phone)}`) })).toBeVisible();
  // The hero says so too, and its button no longer offers the free month.
  await expect(page.getByRole('heading', { level: 1 })).toHaveAccessibleName(shown(promo.hero.whenEnded.heading));
  const endedOn = new Date(`${endsOn}T12:00:00Z`).toLocaleDateString('en-GB', { day: 'numeric', month: 'long', timeZone: 'UTC' });
  await expect(page.locator('.page-header').getByText(`${before(promo.hero.whenEnded.lead)} ${endedOn}`)).toBeVisible();
  await expect(page.locator('.page-header').getByRole('link', { name: mentions(promo.hero.actions[0].label) })).toBeHidden();
  await expect(page.locator('.page-header [data-hero-actions]').getByRole('link', { name: shown(promo.hero.whenEnded.actions[0].label) })).toHaveAttribute('href', '/contact/');
});

test('the restaurant offer switches at its own end date, in Italian too', async ({ page }) => {
  const after = new Date(`${offers.restaurant.endsOn}T23:59:00Z`);
  after.setUTCMinutes(after.getUTCMinutes() + 2);
  await page.clock.install({ time: after });
  await page.goto('/it/restaurant');
  await expect(status(page)).toHaveText(ui.it.offerEnded);
  await expect(page.locator('#book-consultation form')).toBeHidden();
  await expect(page.locator('#book-consultation').getByRole('link', { name: ui.it.contactHeading })).toHaveAttribute('href', '/it/contact/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveAccessibleName(shown(restaurantIt.hero.whenEnded.heading, 'it'));
  await expect(page.locator('.page-header').getByText(before(restaurantIt.hero.whenEnded.lead))).toBeVisible();
  await expect(page.locator('.page-header').getByRole('link', { name: mentions(restaurantIt.hero.actions[0].label) })).toBeHidden();
});

test("an offer's line in another page's closing band goes with its offer, and the band stays", async ({ page }) => {
  // The services page ends once (review 16a): its new-client offer is a line in the closing band, not a band of its own
  // before it, and it follows the promotion's own date (the restaurants industry page links to its offer from the hero).
  const closing = page.locator('main .closing-band');
  const line = closing.locator('[data-ends-on]').filter({ has: page.locator('a[href="/promo/"]') });
  await page.clock.install({ time: lastMinute });
  await page.goto('/services');
  await expect(line).toBeVisible();
  await page.clock.setSystemTime(nextDay);
  await page.reload();
  await expect(line).toBeHidden();
  await expect(closing.getByRole('heading', { level: 2 })).toBeVisible();
});

test("the restaurants page's link to its offer goes on the visitor's day after the offer ends", async ({ page }) => {
  const last = new Date(`${offers.restaurant.endsOn}T23:59:00Z`);
  const after = new Date(last);
  after.setUTCMinutes(after.getUTCMinutes() + 2);
  const link = page.locator('a[data-offer-link="restaurant"]');
  await page.clock.install({ time: last });
  await page.goto('/industries/restaurants');
  await expect(link).toBeVisible();
  await page.clock.setSystemTime(after);
  await page.reload();
  await expect(link).toBeHidden();
});

test('the switch adds no request: the check is a few lines inline, allowed by the page CSP', async ({ page }) => {
  const violations: string[] = [];
  page.on('console', (m) => {
    if (/Content Security Policy/i.test(m.text())) violations.push(m.text());
  });
  const scripts: string[] = [];
  page.on('request', (r) => {
    if (r.resourceType() === 'script') scripts.push(r.url());
  });
  await page.clock.install({ time: nextDay });
  await page.goto('/promo', { waitUntil: 'load' });
  await expect(status(page)).toHaveText(ui.en.offerEnded);
  expect(violations).toEqual([]);
  expect(scripts).toEqual([]);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });
  test('the page shows the state it was built with (the build is before the end date)', async ({ page }) => {
    // A phone's width, where the form follows the offer in the hero.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/promo');
    await expect(status(page)).toHaveText(ui.en.offerOpen);
    await expect(page.locator('#book-now form')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toHaveAccessibleName(promoHeading);
  });
});

test('no scarcity is claimed without a real limit in config', async ({ page }) => {
  expect(offers.promo.placesPerMonth).toBeUndefined();
  await page.clock.install({ time: lastMinute });
  await page.goto('/promo');
  await expect(page.getByText(/places are limited|limited places|limited spots/i)).toHaveCount(0);
});
