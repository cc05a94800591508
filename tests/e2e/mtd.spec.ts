import { test, expect, type Page } from '@playwright/test';
import { axeViolations } from '../support/axe';
import { readFileSync } from 'node:fs';
import { escapeRegExp, fill, forms, frontmatter, mtd, pattern, shown } from '../support/content';
import { measureLayout } from '../support/layout';

/** The Making Tax Digital pages' interactive pieces, by keyboard and pointer, and axe in their changed states. */

/** The pages' words and data, from content/mtd-data/en.yaml (as written: a test checks what the firm wrote). */
const words = mtd.en.labels;
const firstCloud = mtd.en.software.find((s: { type: string }) => s.type === 'cloud').name as string;
const tiers = mtd.en.packages as { id: string; name: string }[];
const tier = (id: string) => fill(words.packages.continueWith, { name: tiers.find((t) => t.id === id)!.name });
const compliance = (mtd.en.checklists.compliance.sections as { items: { highPriority?: boolean }[] }[]).flatMap((s) => s.items);
const progress = (done: number) => fill(words.checklist.progress, { done, total: compliance.length });
const helpWords = words.help;
/** The help search's status for a query: one answer or several. */
const answersFor = (query: string) =>
  new RegExp([helpWords.answerFor, helpWords.answersFor].map((sentence: string) => pattern(sentence, { count: '\\d+', query: escapeRegExp(query) }).source).join('|'));
const category = (id: string) => (mtd.en.help.categories as { id: string; label: string }[]).find((c) => c.id === id)!.label;

const axe = (page: Page) => axeViolations(page);
/**
 * Ready to use: a React island wakes when it scrolls into view (Astro removes `ssr` once it has
 * hydrated); a component script marks its element `data-ready` once it has run.
 */
const awake = async (page: Page, within: string) => {
  await page.locator(within).first().scrollIntoViewIfNeeded();
  await page.locator(`${within} astro-island:not([ssr]), astro-island:not([ssr]) ${within}, ${within}[data-ready], [data-ready] ${within}`).first().waitFor({ state: 'attached' });
};

test('the MTD hub asks which of these you are: each choice leads to a real page (a business type to its own tab), the last to its button', async ({ page }) => {
  for (const [locale, file, hub] of [
    ['en', 'pages/making-tax-digital.mdx', '/making-tax-digital'],
    ['it', 'pages/it/making-tax-digital.mdx', '/it/making-tax-digital'],
  ] as const) {
    type Card = { title: string; href: string; linkLabel?: string };
    const chooser = (frontmatter(file).sections as { variant?: string; heading: string; cards: Card[] }[]).find((s) => s.variant === 'chooser');
    expect(chooser, `${file}: a section of variant chooser`).toBeDefined();
    for (const [i, card] of chooser!.cards.entries()) {
      await page.goto(hub);
      const choices = page.getByRole('region', { name: shown(chooser!.heading, locale) });
      // A visitor who is not sure (the last choice) follows its button; the others, their card's labelled link, named with
      // the choice ("See what applies: Partnership"; the browser may put a space before the colon, as the label and the
      // hidden choice are two flex items), or the choice's name when the card has no label.
      const last = i === chooser!.cards.length - 1;
      const name = last || !card.linkLabel ? shown(card.linkLabel ?? card.title, locale) : new RegExp(`^${escapeRegExp(shown(card.linkLabel, locale))} ?: ${escapeRegExp(card.title)}$`);
      await choices.getByRole('link', { name, exact: true }).click();
      const [path, hash] = card.href.split('#');
      await expect(page).toHaveURL(new RegExp(`${escapeRegExp(path!)}/?${hash ? `#${hash}` : ''}$`));
      expect(await page.evaluate(() => (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).responseStatus), `${hub} → ${card.href}`).toBe(200);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      // A link to a tab of the guide's business types opens that tab.
      if (hash) await expect(page.locator(`#${hash}`)).toHaveAttribute('aria-selected', 'true');
    }
  }
});

test('business-type tabs follow the WAI-ARIA pattern: arrows, Home and End', async ({ page }) => {
  await page.goto('/making-tax-digital-sole-traders-contractors');
  const tablist = page.getByRole('tablist', { name: words.businessTypes.tabsLabel });
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
  // At 320 px the tabs share one row or stand one under another, never two on a row and one alone below.
  await page.setViewportSize({ width: 320, height: 800 });
  const tops = await tabs.evaluateAll((list) => list.map((tab) => Math.round(tab.getBoundingClientRect().top)));
  expect([1, tops.length], `tab rows at 320 px: ${tops.join(', ')}`).toContain(new Set(tops).size);
});

test('software toggle: cloud first, desktop on demand; setup help names the software in the contact form', async ({ page }) => {
  await page.goto('/mtd-software-setup-service');
  const toggle = page.getByRole('tablist', { name: words.software.tabsLabel });
  await toggle.scrollIntoViewIfNeeded();
  await page.locator('site-tabs[data-ready] [role="tablist"]').first().waitFor();
  await expect(toggle.getByRole('tab', { name: words.software.cloud })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('heading', { name: firstCloud, exact: true })).toBeVisible();
  await toggle.getByRole('tab', { name: words.software.desktop }).click();
  await expect(page.getByRole('heading', { name: firstCloud, exact: true })).toBeHidden();
  await expect(
    page
      .getByRole('tabpanel')
      .getByText(pattern(words.software.rating, { rating: '\\d' }))
      .first(),
  ).toBeVisible();
  expect(await axe(page)).toEqual([]);
  await toggle.getByRole('tab', { name: words.software.cloud }).click();
  await page.getByRole('link', { name: fill(words.software.getHelp, { name: firstCloud }) }).click();
  await expect(page).toHaveURL(/\/contact/);
  const form = page.locator('form:has([id^="contact-"])');
  await form.scrollIntoViewIfNeeded();
  const fields = forms.en.forms.contact.fields;
  await expect(form.getByLabel(fields.message.label, { exact: true })).toHaveValue(fill(words.software.contactMessage, { name: firstCloud }));
  await expect(form.getByLabel(fields.subject.label, { exact: true })).toHaveValue(fill(words.software.contactSubject, { name: firstCloud }));
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
  const group = page.getByRole('region', { name: words.packages.choose });
  await expect(group.getByRole('radio')).toHaveCount(0);
  await expect(group.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 3 }) })).toHaveCount(tiers.length);
  for (const { id } of tiers) await expect(group.getByRole('link', { name: tier(id) })).toHaveAttribute('href', /.+/);
  const background = (name: string) => group.getByRole('link', { name }).evaluate((a) => getComputedStyle(a).backgroundColor);
  // The standard tier is the recommended one (src/components/mtd/Packages.astro).
  expect(await background(tier('standard'))).not.toBe(await background(tier('premium')));
  expect(await background(tier('essential'))).toBe(await background(tier('premium')));
  expect(await axe(page)).toEqual([]);
});

test('packages: three side by side from 1024 px, beside the rail too; the sole traders page shows the same list', async ({ page }) => {
  const list = page.getByRole('region', { name: words.packages.choose });
  const packages = list.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 3 }) });
  await page.goto('/mtd-accountant-services');
  for (const width of [1024, 1440]) {
    await page.setViewportSize({ width, height: 900 });
    const boxes = await packages.evaluateAll((items) => items.map((li) => li.getBoundingClientRect()).map((r) => ({ top: Math.round(r.top), left: Math.round(r.left) })));
    expect(new Set(boxes.map((b) => b.top)).size, `rows of packages at ${width} px`).toBe(1);
    expect(new Set(boxes.map((b) => b.left)).size, `columns of packages at ${width} px`).toBe(tiers.length);
  }
  const full = await list.innerText();
  // Issue 34: one package list for MTD, shown the same wherever packages appear: the sole traders page shows the very
  // list of the accountant services page (each tier, what it includes, its button), not a summary of its own.
  await page.goto('/making-tax-digital-sole-traders-contractors');
  await expect(list).toHaveCount(1);
  expect(await list.innerText()).toBe(full);
  for (const { id } of tiers) await expect(list.getByRole('link', { name: tier(id) })).toHaveAttribute('href', /.+/);
  const boxes = await packages.evaluateAll((items) => items.map((li) => Math.round(li.getBoundingClientRect().top)));
  expect(new Set(boxes).size, 'rows of packages on the sole traders page at 1440 px').toBe(1);
});

test('accountant services and sole traders: from 1280 px the packages take the frame’s whole width, the rail under them, no card narrower than 300 px', async ({ page }) => {
  // Review 20b: beside the rail (the contact card and the contents) the three tiers were squeezed to about 280 px each,
  // on the accountant services page and on the sole traders page alike.
  for (const [route, locale] of [
    ['/mtd-accountant-services', 'en'],
    ['/it/mtd-accountant-services', 'it'],
    ['/making-tax-digital-sole-traders-contractors', 'en'],
    ['/it/making-tax-digital-sole-traders-contractors', 'it'],
  ] as const) {
    const list = page.getByRole('region', { name: mtd[locale].labels.packages.choose });
    const cards = list.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 3 }) });
    await page.goto(route);
    for (const width of [1280, 1440]) {
      await page.setViewportSize({ width, height: 900 });
      const at = `${route} at ${width} px`;
      const widths = await cards.evaluateAll((items) => items.map((li) => Math.round(li.getBoundingClientRect().width)));
      expect(widths.length, `${at}: tiers`).toBe(mtd[locale].packages.length);
      expect(Math.min(...widths), `${at}: the narrowest package card (${widths.join(', ')} px)`).toBeGreaterThanOrEqual(300);
      // The rail (the contact card, the contents) is still there, beside the text under the packages...
      const rail = page.locator('main [data-rail]');
      await expect(rail, `${at}: the rail`).toBeVisible();
      expect((await rail.boundingBox())!.y, `${at}: the rail starts under the packages`).toBeGreaterThanOrEqual((await list.boundingBox())!.y + (await list.boundingBox())!.height);
      // ...and no right column stands empty beside more than one screen of text.
      const { emptyRight } = await measureLayout(page);
      expect(emptyRight.height, `${at}: the right third empty beside text from y=${emptyRight.from} ("${emptyRight.text}")`).toBeLessThanOrEqual(900);
    }
  }
});

test('compliance checklist: progress, high priority, ticks survive a reload, reset, download', async ({ page }) => {
  await page.goto('/mtd-compliance-checklist');
  const list = page.locator('[data-checklist="compliance"]');
  await awake(page, '[data-checklist="compliance"]');
  await expect(list.getByRole('checkbox')).toHaveCount(compliance.length);
  await expect(list.getByText(words.checklist.highPriority)).toHaveCount(compliance.filter((item) => item.highPriority).length);
  await expect(list.locator('[data-progress]')).toHaveText(progress(0));
  await list.getByRole('checkbox').nth(0).check();
  await list.getByRole('checkbox').nth(4).press('Space');
  await expect(list.locator('[data-progress]')).toHaveText(progress(2));
  await expect(list.locator('label').nth(0)).toHaveClass(/line-through/);
  await expect(list.locator('progress')).toHaveAttribute('value', '2');
  expect(await axe(page)).toEqual([]);

  await page.reload();
  await awake(page, '[data-checklist="compliance"]');
  await expect(list.locator('[data-progress]')).toHaveText(progress(2));
  await expect(list.getByRole('checkbox').nth(0)).toBeChecked();

  const download = page.waitForEvent('download');
  await list.getByRole('button', { name: words.checklist.download }).click();
  const file = await (await download).path();
  const text = readFileSync(file, 'utf8');
  expect(text).toContain(progress(2));
  expect(text.match(/^\[x\]/gm)).toHaveLength(2);

  await list.getByRole('button', { name: words.checklist.reset }).click();
  await expect(list.locator('[data-progress]')).toHaveText(progress(0));
  await page.reload();
  await awake(page, '[data-checklist="compliance"]');
  await expect(list.locator('[data-progress]')).toHaveText(progress(0));
});

test('help: starts on General; search filters across categories, says when nothing matches, suggestions run a search', async ({ page }) => {
  await page.goto('/making-tax-digital-help-support');
  await awake(page, '[role="search"]');
  await expect(page.getByRole('tab', { name: category('general') })).toHaveAttribute('aria-selected', 'true');
  await page.getByRole('tab', { name: category('general') }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('tab', { name: category('software') })).toHaveAttribute('aria-selected', 'true');

  const help = page.locator('[data-help]');
  const questions = help.getByRole('tabpanel').locator('details');
  await questions.first().locator('summary').click();
  await expect(questions.first()).toHaveAttribute('open', '');

  await page.getByLabel(helpWords.searchLabel).fill('penalty points');
  await page.getByRole('button', { name: helpWords.searchButton, exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: answersFor('penalty points') })).toBeVisible();
  const results = help.locator('[data-results] details:visible');
  expect(await results.count()).toBeGreaterThan(0);
  await results.first().locator('summary').click();
  await expect(results.first()).toHaveAttribute('open', '');
  expect(await axe(page)).toEqual([]);

  await page.getByLabel(helpWords.searchLabel).fill('xyzzy');
  await page.getByLabel(helpWords.searchLabel).press('Enter');
  await expect(page.getByText(fill(helpWords.noAnswersFor, { query: 'xyzzy' }))).toBeVisible();
  await expect(page.getByRole('link', { name: helpWords.ask })).toHaveAttribute('href', '/contact/');

  const suggestion = page.getByRole('list', { name: helpWords.popular }).getByRole('button').first();
  const query = (await suggestion.innerText()).trim();
  await suggestion.click();
  await expect(page.getByLabel(helpWords.searchLabel)).toHaveValue(query);
  await expect(page.getByRole('status').filter({ hasText: answersFor(query) })).toBeVisible();
  await expect(page.getByText(fill(helpWords.noAnswersFor, { query }))).toHaveCount(0);
});

test('countdown: counts to the next real deadline from today and ticks each second', async ({ page }) => {
  await page.clock.install({ time: new Date('2026-11-01T12:00:00Z') });
  await page.goto('/last-minute-mtd-compliance');
  await awake(page, '[role="timer"]');
  const heading = page.locator('[role="timer"]').locator('xpath=..').locator('p').first();
  await expect(heading).toContainText(`${words.countdown.next} 7 November 2026`);
  const seconds = page.locator('[role="timer"] [data-unit="seconds"]');
  await expect(page.locator('[role="timer"] [data-unit="days"]')).toHaveText('06');
  const before = await seconds.innerText();
  await page.clock.runFor(1000);
  await expect(seconds).not.toHaveText(before);
  // After the deadline day, it moves on to the following deadline.
  await page.clock.fastForward(7 * 24 * 3600 * 1000);
  await page.clock.runFor(2000);
  await expect(heading).toContainText(`${words.countdown.next} 7 February 2027`);
});

test("quarter cards mark the quarter that contains today, from the visitor's date, not the build's", async ({ page }) => {
  // A day in a tax year no build of this site has seen: only the script can show it.
  await page.clock.install({ time: new Date('2031-05-01T12:00:00Z') });
  await page.goto('/mtd-compliance-checklist');
  // The cards are worked out when they come near the screen, as an island wakes.
  await page.locator('mtd-quarters').scrollIntoViewIfNeeded();
  const cards = page.locator('mtd-quarters[data-ready]');
  await cards.waitFor({ state: 'attached' });
  await expect(cards.locator('[data-today]')).toHaveText(fill(words.quarters.taxYearToday, { taxYear: '2031 to 2032', today: '1 May 2031' }));
  const current = cards.locator('[aria-current="date"]');
  await expect(current).toHaveCount(1);
  await expect(current).toContainText(fill(words.quarters.quarter, { quarter: 1 }));
  await expect(current).toContainText(words.quarters.current);
  await expect(current).toContainText(fill(words.quarters.range, { start: '6 April 2031', end: '5 July 2031' }));
  await expect(current).toContainText(fill(words.quarters.due, { date: '7 August 2031' }));
  await expect(cards.getByText(words.quarters.current).filter({ visible: true })).toHaveCount(1);
  await expect(cards.getByText(words.quarters.passed).filter({ visible: true })).toHaveCount(0);
  expect(await axe(page)).toEqual([]);
});

test('quarter cards in Italian: the quarter, its dates and the tax year as Italian writes them', async ({ page }) => {
  await page.clock.install({ time: new Date('2031-10-01T12:00:00Z') });
  await page.goto('/it/mtd-compliance-checklist');
  // The cards are worked out when they come near the screen, as an island wakes.
  await page.locator('mtd-quarters').scrollIntoViewIfNeeded();
  const cards = page.locator('mtd-quarters[data-ready]');
  await cards.waitFor({ state: 'attached' });
  await expect(cards.locator('[data-today]')).toContainText('2031\u201132');
  await expect(cards.locator('[data-today]')).toContainText('1° ottobre 2031');
  await expect(cards.locator('[aria-current="date"]')).toContainText('6 luglio 2031');
});
