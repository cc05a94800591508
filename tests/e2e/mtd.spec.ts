import { test, expect, type Page } from '@playwright/test';
import { axeViolations } from '../support/axe';
import { readFileSync } from 'node:fs';

/** The Making Tax Digital pages' interactive pieces, by keyboard and pointer, and axe in their changed states. */

const axe = (page: Page) => axeViolations(page);
/**
 * Ready to use: a React island wakes when it scrolls into view (Astro removes `ssr` once it has
 * hydrated); a component script marks its element `data-ready` once it has run.
 */
const awake = async (page: Page, within: string) => {
  await page.locator(within).first().scrollIntoViewIfNeeded();
  await page.locator(`${within} astro-island:not([ssr]), astro-island:not([ssr]) ${within}, ${within}[data-ready], [data-ready] ${within}`).first().waitFor({ state: 'attached' });
};

test('business-type tabs follow the WAI-ARIA pattern: arrows, Home and End', async ({ page }) => {
  await page.goto('/making-tax-digital-sole-traders-contractors');
  const tablist = page.getByRole('tablist', { name: 'Making Tax Digital by type of business' });
  await tablist.scrollIntoViewIfNeeded();
  await page.locator('site-tabs[data-ready] [role="tablist"]').first().waitFor();
  const tabs = tablist.getByRole('tab');
  await expect(tabs).toHaveCount(3);
  await expect(tabs.nth(0)).toHaveAttribute('aria-selected', 'true');
  await tabs.nth(0).focus();
  await page.keyboard.press('ArrowRight');
  await expect(tabs.nth(1)).toBeFocused();
  await expect(tabs.nth(1)).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('tabpanel', { name: await tabs.nth(1).innerText() })).toBeVisible();
  await page.keyboard.press('End');
  await expect(tabs.nth(2)).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('ArrowRight');
  await expect(tabs.nth(0)).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('Home');
  await expect(tabs.nth(0)).toBeFocused();
  await tabs.nth(2).click();
  await expect(tabs.nth(2)).toHaveAttribute('aria-selected', 'true');
  expect(await axe(page)).toEqual([]);
});

test('software toggle: cloud first, desktop on demand; setup help names the software in the contact form', async ({ page }) => {
  await page.goto('/mtd-software-setup-service');
  const toggle = page.getByRole('tablist', { name: 'Type of software' });
  await toggle.scrollIntoViewIfNeeded();
  await page.locator('site-tabs[data-ready] [role="tablist"]').first().waitFor();
  await expect(toggle.getByRole('tab', { name: 'Cloud software' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('heading', { name: 'Xero', exact: true })).toBeVisible();
  await toggle.getByRole('tab', { name: 'Desktop software' }).click();
  await expect(page.getByRole('heading', { name: 'Xero', exact: true })).toBeHidden();
  await expect(
    page
      .getByRole('tabpanel')
      .getByText(/Our rating: \d out of 5/)
      .first(),
  ).toBeVisible();
  expect(await axe(page)).toEqual([]);
  await toggle.getByRole('tab', { name: 'Cloud software' }).click();
  await page.getByRole('link', { name: 'Get setup help with Xero' }).click();
  await expect(page).toHaveURL(/\/contact/);
  const form = page.locator('form:has([id^="contact-"])');
  await form.scrollIntoViewIfNeeded();
  await expect(form.getByLabel('Message', { exact: true })).toHaveValue('I would like help setting up Xero for Making Tax Digital.');
  await expect(form.getByLabel('Subject', { exact: true })).toHaveValue('Xero set-up for Making Tax Digital');
});

test('guidance FAQ: one answer open at a time; clicking the open one closes it', async ({ page }) => {
  await page.goto('/making-tax-digital-uk');
  const items = page.locator('[data-faq] details');
  expect(await items.count()).toBeGreaterThanOrEqual(4);
  await items.nth(0).locator('summary').click();
  await expect(items.nth(0)).toHaveAttribute('open', '');
  await items.nth(1).locator('summary').focus();
  await page.keyboard.press('Enter');
  await expect(items.nth(1)).toHaveAttribute('open', '');
  await expect(items.nth(0)).not.toHaveAttribute('open', '');
  expect(await axe(page)).toEqual([]);
  await items.nth(1).locator('summary').click();
  await expect(items.nth(1)).not.toHaveAttribute('open', '');
});

test('packages: no radio buttons without a form; every tier has its own button, the recommended one primary', async ({ page }) => {
  await page.goto('/mtd-accountant-services');
  const group = page.getByRole('region', { name: 'Choose your package' });
  await expect(group.getByRole('radio')).toHaveCount(0);
  await expect(group.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 3 }) })).toHaveCount(3);
  for (const name of ['Essential', 'Standard', 'Premium']) await expect(group.getByRole('link', { name: `Choose ${name}` })).toHaveAttribute('href', /.+/);
  const fill = (name: string) => group.getByRole('link', { name }).evaluate((a) => getComputedStyle(a).backgroundColor);
  expect(await fill('Choose Standard')).not.toBe(await fill('Choose Premium'));
  expect(await fill('Choose Essential')).toBe(await fill('Choose Premium'));
  expect(await axe(page)).toEqual([]);
});

test('compliance checklist: progress, high priority, ticks survive a reload, reset, download', async ({ page }) => {
  await page.goto('/mtd-compliance-checklist');
  const list = page.locator('[data-checklist="compliance"]');
  await awake(page, '[data-checklist="compliance"]');
  await expect(list.getByRole('checkbox')).toHaveCount(25);
  await expect(list.getByText('High priority')).toHaveCount(3);
  await expect(list.locator('[data-progress]')).toHaveText('0 of 25 done');
  await list.getByRole('checkbox').nth(0).check();
  await list.getByRole('checkbox').nth(4).press('Space');
  await expect(list.locator('[data-progress]')).toHaveText('2 of 25 done');
  await expect(list.locator('label').nth(0)).toHaveClass(/line-through/);
  await expect(list.locator('progress')).toHaveAttribute('value', '2');
  expect(await axe(page)).toEqual([]);

  await page.reload();
  await awake(page, '[data-checklist="compliance"]');
  await expect(list.locator('[data-progress]')).toHaveText('2 of 25 done');
  await expect(list.getByRole('checkbox').nth(0)).toBeChecked();

  const download = page.waitForEvent('download');
  await list.getByRole('button', { name: 'Download' }).click();
  const file = await (await download).path();
  const text = readFileSync(file, 'utf8');
  expect(text).toContain('2 of 25 done');
  expect(text.match(/^\[x\]/gm)).toHaveLength(2);

  await list.getByRole('button', { name: 'Reset' }).click();
  await expect(list.locator('[data-progress]')).toHaveText('0 of 25 done');
  await page.reload();
  await awake(page, '[data-checklist="compliance"]');
  await expect(list.locator('[data-progress]')).toHaveText('0 of 25 done');
});

test('help: starts on General; search filters across categories, says when nothing matches, suggestions run a search', async ({ page }) => {
  await page.goto('/making-tax-digital-help-support');
  await awake(page, '[role="search"]');
  await expect(page.getByRole('tab', { name: 'General' })).toHaveAttribute('aria-selected', 'true');
  await page.getByRole('tab', { name: 'General' }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('tab', { name: 'Software' })).toHaveAttribute('aria-selected', 'true');

  const help = page.locator('[data-help]');
  const questions = help.getByRole('tabpanel').locator('details');
  await questions.first().locator('summary').click();
  await expect(questions.first()).toHaveAttribute('open', '');

  await page.getByLabel('Search the help questions').fill('penalty points');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: /answers? for “penalty points”/ })).toBeVisible();
  const results = help.locator('[data-results] details:visible');
  expect(await results.count()).toBeGreaterThan(0);
  await results.first().locator('summary').click();
  await expect(results.first()).toHaveAttribute('open', '');
  expect(await axe(page)).toEqual([]);

  await page.getByLabel('Search the help questions').fill('xyzzy');
  await page.getByLabel('Search the help questions').press('Enter');
  await expect(page.getByText('No answers for “xyzzy”')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Ask us your question' })).toHaveAttribute('href', '/contact/');

  const suggestion = page.getByRole('list', { name: 'Popular searches' }).getByRole('button').first();
  const words = (await suggestion.innerText()).trim();
  await suggestion.click();
  await expect(page.getByLabel('Search the help questions')).toHaveValue(words);
  await expect(page.getByRole('status').filter({ hasText: `for “${words}”` })).toBeVisible();
  await expect(page.getByText(`No answers for “${words}”`)).toHaveCount(0);
});

test('countdown: counts to the next real deadline from today and ticks each second', async ({ page }) => {
  await page.clock.install({ time: new Date('2026-11-01T12:00:00Z') });
  await page.goto('/last-minute-mtd-compliance');
  await awake(page, '[role="timer"]');
  const heading = page.locator('[role="timer"]').locator('xpath=..').locator('p').first();
  await expect(heading).toContainText('Next quarterly update deadline: 7 November 2026');
  const seconds = page.locator('[role="timer"] [data-unit="seconds"]');
  await expect(page.locator('[role="timer"] [data-unit="days"]')).toHaveText('06');
  const before = await seconds.innerText();
  await page.clock.runFor(1000);
  await expect(seconds).not.toHaveText(before);
  // After the deadline day, it moves on to the following deadline.
  await page.clock.fastForward(7 * 24 * 3600 * 1000);
  await page.clock.runFor(2000);
  await expect(heading).toContainText('Next quarterly update deadline: 7 February 2027');
});

test("quarter cards mark the quarter that contains today, from the visitor's date, not the build's", async ({ page }) => {
  // A day in a tax year no build of this site has seen: only the script can show it.
  await page.clock.install({ time: new Date('2031-05-01T12:00:00Z') });
  await page.goto('/mtd-compliance-checklist');
  // The cards are worked out when they come near the screen, as an island wakes.
  await page.locator('mtd-quarters').scrollIntoViewIfNeeded();
  const cards = page.locator('mtd-quarters[data-ready]');
  await cards.waitFor({ state: 'attached' });
  await expect(cards.locator('[data-today]')).toHaveText('Tax year 2031 to 2032. Today is 1 May 2031.');
  const current = cards.locator('[aria-current="date"]');
  await expect(current).toHaveCount(1);
  await expect(current).toContainText('Quarter 1');
  await expect(current).toContainText('Current quarter');
  await expect(current).toContainText('6 April 2031 to 5 July 2031');
  await expect(current).toContainText('Update due 7 August 2031');
  await expect(cards.getByText('Current quarter').filter({ visible: true })).toHaveCount(1);
  await expect(cards.getByText('Deadline passed').filter({ visible: true })).toHaveCount(0);
  expect(await axe(page)).toEqual([]);
});

test('quarter cards in Italian: the quarter, its dates and the tax year as Italian writes them', async ({ page }) => {
  await page.clock.install({ time: new Date('2031-10-01T12:00:00Z') });
  await page.goto('/it/mtd-compliance-checklist');
  // The cards are worked out when they come near the screen, as an island wakes.
  await page.locator('mtd-quarters').scrollIntoViewIfNeeded();
  const cards = page.locator('mtd-quarters[data-ready]');
  await cards.waitFor({ state: 'attached' });
  await expect(cards.locator('[data-today]')).toContainText('2031-32');
  await expect(cards.locator('[data-today]')).toContainText('1° ottobre 2031');
  await expect(cards.locator('[aria-current="date"]')).toContainText('6 luglio 2031');
});
