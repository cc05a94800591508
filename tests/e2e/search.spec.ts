import { contact, phoneHref } from '../../src/config/contact';
import { test, expect, type Page, type Request } from '@playwright/test';
import { axeViolations } from '../support/axe';
import { islandsAwake, watchPage } from '../support/watch';
import { holdIsland } from '../support/islands';

/**
 * Site search (issue 18): the header's entry opens a dialog that searches every page of the
 * visitor's language with Pagefind, loaded only when search is opened; /search and /it/search do the
 * same as plain pages; without JavaScript the entry leads to the help page.
 */

const axe = (page: Page) => axeViolations(page);

const header = (page: Page) => page.locator('header.site-header');
const dialog = (page: Page, name = 'Search the site') => page.getByRole('dialog', { name });
const resultLinks = (page: Page) => page.locator('a[data-result]');
const helpPage = '/making-tax-digital-help-support';

/** Every request for Pagefind's files (script, WebAssembly, index chunks, fragments) from now on. */
const pagefindLog = (page: Page) => {
  const log: string[] = [];
  page.on('request', (request: Request) => {
    if (new URL(request.url()).pathname.startsWith('/pagefind/')) log.push(request.url());
  });
  return log;
};

async function openAndSearch(page: Page, query: string, italian = false) {
  // The entry is a link until its island wakes (the pointer reaching it wakes it), then a button:
  // a click may meet either, as a visitor's does.
  const name = italian ? 'Cerca' : 'Search';
  await header(page).getByRole('link', { name }).or(header(page).getByRole('button', { name })).click();
  const box = dialog(page, italian ? 'Cerca nel sito' : undefined).getByRole('searchbox');
  await expect(box).toBeFocused();
  await box.fill(query);
  return box;
}

test('nothing of Pagefind loads until search is opened, even once the search entry has woken; "landlord" finds the MTD page for landlords among the first three', async ({ page }) => {
  const watch = await watchPage(page);
  const pagefind = pagefindLog(page);
  await page.goto('/');
  // A state, not a quiet spell: every island that wakes by itself has woken, every response is counted.
  await islandsAwake(page);
  await watch.settled();
  expect(watch.scriptBytes(), 'no JavaScript before interaction').toBe(0);

  // Tabbing to the entry wakes its island: it becomes a button (and keeps focus), and still nothing of Pagefind.
  watch.markInteraction();
  const entry = header(page).getByRole('link', { name: 'Search' });
  await expect(entry).toHaveAttribute('href', `${helpPage}/`);
  await entry.focus();
  const button = header(page).getByRole('button', { name: 'Search' });
  await expect(button).toBeFocused();
  await expect(button).toHaveAttribute('aria-haspopup', 'dialog');
  expect(pagefind, 'requests to /pagefind/ before search is opened').toEqual([]);

  await page.keyboard.press('Enter');
  await expect(dialog(page)).toBeVisible();
  await dialog(page).getByRole('searchbox').fill('VAT');
  await expect(resultLinks(page).first()).toBeVisible();
  expect(
    pagefind.some((url) => url.endsWith('/pagefind/pagefind.js')),
    'Pagefind loads when searching',
  ).toBe(true);
  expect(await watch.problems(), 'console errors, failed requests, CSP violations').toEqual([]);

  // The next search in the same dialog: its status names the new words, so what follows is its own results.
  await dialog(page).getByRole('searchbox').fill('landlord');
  await expect(dialog(page).getByRole('status')).toHaveText(/pages? found for “landlord”/);
  const firstThree = (await resultLinks(page).evaluateAll((links) => links.map((a) => a.getAttribute('href')))).slice(0, 3);
  expect(firstThree).toContain('/blog/making-tax-digital/mtd-for-landlords-joint-property');

  // Each result: its section, its title as the link, and an excerpt with the query's words highlighted.
  const result = dialog(page).locator('li', { has: page.locator('a[href="/blog/making-tax-digital/mtd-for-landlords-joint-property"]') });
  await expect(result.getByRole('link')).toHaveText(/^MTD for landlords: joint property and your share of rent$/i);
  await expect(result).toContainText('Blog');
  await expect(result.locator('mark').first()).toHaveText(/landlord/i);
  expect(await axe(page), 'axe on the open dialog with results').toEqual([]);
  expect(await watch.problems(), 'console errors, failed requests, CSP violations').toEqual([]);
});

test('"ristorante" on the Italian home page finds the Italian restaurant page, in Italian', async ({ page }) => {
  const watch = await watchPage(page);
  await page.goto('/it');
  await openAndSearch(page, 'ristorante', true);
  await expect(dialog(page, 'Cerca nel sito').getByRole('status')).toHaveText(/trovat[ae] per «ristorante»/);
  const hrefs = await resultLinks(page).evaluateAll((links) => links.map((a) => a.getAttribute('href')));
  expect(
    hrefs.slice(0, 3).some((href) => href === '/it/industries/restaurants' || href === '/it/restaurant'),
    hrefs.join(', '),
  ).toBe(true);
  // Only the Italian index is searched.
  expect(
    hrefs.every((href) => href?.startsWith('/it/')),
    hrefs.join(', '),
  ).toBe(true);
  await expect(dialog(page, 'Cerca nel sito').getByRole('list', { name: 'Risultati della ricerca' })).toContainText('Settori');
  expect(await watch.problems()).toEqual([]);
});

test('keyboard only: / opens search, arrows move through the results, Enter follows one', async ({ page }) => {
  const pagefind = pagefindLog(page);
  await page.goto('/services');
  // A state, not a quiet spell: every island that wakes by itself has woken, every response is counted.
  await islandsAwake(page);
  await page.keyboard.press('/');
  await expect(dialog(page)).toBeVisible();
  const box = dialog(page).getByRole('searchbox', { name: 'Words to search for' });
  await expect(box, 'the box has focus, without the slash typed into it').toBeFocused();
  await expect(box).toHaveValue('');
  expect(pagefind.length, 'Pagefind loads only once the visitor searches').toBe(0);

  await page.keyboard.type('landlord');
  // The results for the whole word, not those of a prefix still on screen while it loads.
  await expect(dialog(page).getByRole('status')).toHaveText(/pages? found for “landlord”/);
  await page.keyboard.press('Enter');
  await expect(resultLinks(page).first(), 'Enter in the box moves to the first result').toBeFocused();
  await page.keyboard.press('ArrowUp');
  await expect(box).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(resultLinks(page).first()).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(resultLinks(page).nth(1)).toBeFocused();
  await page.keyboard.press('ArrowUp');
  await page.keyboard.press('ArrowUp');
  await expect(box, 'ArrowUp from the first result returns to the box').toBeFocused();
  await page.keyboard.press('Tab');
  await expect(dialog(page).getByRole('button', { name: 'Search', exact: true })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(resultLinks(page).first(), 'Tab reaches the results too').toBeFocused();
  await page.keyboard.press('ArrowDown');
  const target = await resultLinks(page).nth(1).getAttribute('href');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL((url) => url.pathname.replace(/\/$/, '') === target);
});

test('Escape closes the dialog and returns focus to the search button; / in a form field is just a character; an empty query and a query with no results show the help page, the phone and the contact form', async ({
  page,
}) => {
  await page.goto('/contact');
  await page.keyboard.press('/');
  await expect(dialog(page)).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog(page)).toBeHidden();
  await expect(header(page).getByRole('button', { name: 'Search' })).toBeFocused();

  const field = page.getByRole('main').getByRole('textbox').first();
  await field.click();
  await page.keyboard.type('a/b');
  await expect(field).toHaveValue('a/b');
  await expect(dialog(page)).toBeHidden();

  // Opened again from the header, now awake: empty, then no results.
  const box = await openAndSearch(page, '');
  const empty = dialog(page).locator('[data-search-empty]');
  const expectHelp = async () => {
    await expect(empty.getByRole('link', { name: 'Making Tax Digital help and answers' })).toHaveAttribute('href', `${helpPage}/`);
    await expect(empty.getByRole('link', { name: `Call us on ${contact.phone}` })).toHaveAttribute('href', phoneHref);
    await expect(empty.getByRole('link', { name: 'Write to us with the contact form' })).toHaveAttribute('href', '/contact/');
  };
  await expect(empty).toContainText('Type a service, a tax or a question');
  await expectHelp();
  expect(await axe(page), 'axe on the open dialog, empty').toEqual([]);

  await box.fill('zzqxv');
  await expect(dialog(page).getByRole('status')).toHaveText('No page matches “zzqxv”.');
  await expect(resultLinks(page)).toHaveCount(0);
  await expectHelp();

  // Clearing the box shows the empty state again.
  await box.fill('');
  await expect(dialog(page).getByRole('status')).toHaveText('');
  await expect(empty).toContainText('Type a service, a tax or a question');
});

test('the /search page searches as a plain page, and /it/cerca leads to the Italian one', async ({ page }) => {
  const watch = await watchPage(page);
  const pagefind = pagefindLog(page);
  await page.goto('/search');
  // A state, not a quiet spell: every island that wakes by itself has woken, every response is counted.
  await islandsAwake(page);
  await watch.settled();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Search the site');
  expect(watch.scriptBytes()).toBe(0);
  expect(pagefind).toEqual([]);
  const box = page.getByRole('main').getByRole('searchbox');
  await box.click();
  await box.pressSequentially('MTD software');
  await expect(page.getByRole('main').getByRole('status')).toHaveText(/pages found for “MTD software”/);
  await expect(resultLinks(page).first()).toBeVisible();
  expect(await axe(page), 'axe on /search with results').toEqual([]);
  // On the search page, the header's entry and / go to the page's own box.
  await resultLinks(page).first().focus();
  await page.keyboard.press('/');
  await expect(box).toBeFocused();
  await expect(dialog(page)).toHaveCount(0);
  expect(await watch.problems()).toEqual([]);

  await page.goto('/it/cerca');
  await expect(page).toHaveURL(/\/it\/search\/?$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Cerca nel sito');
});

test('the page-not-found page searches from its heading: no script until the box is used, no help list before a word is typed', async ({ page }) => {
  const watch = await watchPage(page);
  const pagefind = pagefindLog(page);
  const response = await page.goto('/no-such-page-here');
  expect(response?.status()).toBe(404);
  await islandsAwake(page);
  await watch.settled();
  expect(watch.scriptBytes()).toBe(0);
  expect(pagefind).toEqual([]);
  // The sections below are the ways on: the box alone, without the help links the search page shows before a search.
  await expect(page.locator('main [data-search-empty]')).toHaveCount(0);
  const box = page.getByRole('main').getByRole('searchbox');
  await box.click();
  await box.pressSequentially('landlord');
  await expect(page.getByRole('main').getByRole('status')).toHaveText(/pages? found for “landlord”/);
  await expect(resultLinks(page).first()).toBeVisible();
  expect(await axe(page), 'axe on the 404 page with results').toEqual([]);
  // The missing page itself is the one expected 404 (Chromium logs it to the console too).
  expect((await watch.problems()).filter((p) => !p.includes('/no-such-page-here') && !/^console: Failed to load resource: .* 404/.test(p))).toEqual([]);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 812 }, hasTouch: true });

  test('a tap opens search full screen; the results are axe-clean', async ({ page }) => {
    await page.goto('/');
    await header(page).getByRole('link', { name: 'Search' }).tap();
    await expect(dialog(page)).toBeVisible();
    const box = dialog(page).getByRole('searchbox');
    await expect(box).toBeFocused();
    await box.fill('bookkeeping');
    await expect(resultLinks(page).first()).toBeVisible();
    const size = await dialog(page).boundingBox();
    expect(size?.width).toBe(375);
    expect(await axe(page)).toEqual([]);
    await dialog(page).getByRole('button', { name: 'Close search' }).tap();
    await expect(dialog(page)).toBeHidden();
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the search entry leads to the help page', async ({ page }) => {
    await page.goto('/about');
    const entry = header(page).getByRole('link', { name: 'Search' });
    await expect(entry).toHaveAttribute('href', `${helpPage}/`);
    await entry.click();
    await expect(page).toHaveURL(new RegExp(`${helpPage}/?$`));
  });
});

test('the help page keeps words typed before it wakes, and searches its answers first, then the whole site', async ({ page }) => {
  const watch = await watchPage(page);
  const pf: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/pagefind/')) pf.push(r.url());
  });
  // The help's island is held (its script's download), so it is certainly asleep while the visitor types.
  const held = await holdIsland(page, 'HelpCenter');
  await page.goto('/making-tax-digital-help-support');
  const help = page.locator('[data-help]');
  const box = help.getByLabel('Search the help questions');
  await help.scrollIntoViewIfNeeded();
  await held.requested;
  await expect(help).not.toHaveAttribute('data-ready');
  await box.fill('landlord');
  held.release();
  await expect(help).toHaveAttribute('data-ready');
  await page.locator('astro-island:not([ssr]) [data-help]').waitFor();
  await expect(box).toHaveValue('landlord');
  expect(pf).toEqual([]);
  await help.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(help.getByRole('status')).toContainText('for “landlord”');
  const site = page.getByRole('region', { name: 'More pages on the site' });
  await expect(site.locator('a[data-result]').first()).toBeVisible();
  const faqTop = await page.locator('[data-help] [data-results] details:visible').first().boundingBox();
  const siteTop = await site.boundingBox();
  expect(faqTop!.y).toBeLessThan(siteTop!.y);
  expect(await site.locator('a[data-result]').evaluateAll((a) => a.map((x) => x.getAttribute('href')))).not.toContain('/making-tax-digital-help-support');
  await box.fill('zzqxv');
  await box.press('Enter');
  await expect(page.getByText('We could not find that in our help questions.')).toBeVisible();
  await expect(site).toHaveCount(0);
  expect(await watch.problems()).toEqual([]);
});
