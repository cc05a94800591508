import { readFileSync } from 'node:fs';
import { expect, test, type Locator, type Page } from '@playwright/test';
import ICAL from 'ical.js';
import { parse } from 'yaml';
import { mtdFacts } from '../../src/config/mtd-facts';
import type { MtdToolsWords } from '../../src/content/schemas/mtd-tools';
import { formatDate, formatTaxYear } from '../../src/lib/dates';
import { fill } from '../../src/lib/fill';
import { deadlinesBetween, feedIds, feedKinds, monthsAfter, pageMonths } from '../../src/lib/tax-deadlines';
import { axeViolations } from '../support/axe';
import { islandsAwake, watchPage } from '../support/watch';

/**
 * The MTD checker and the deadline calendar as visitors use them in the built site, in both
 * languages: the checker's journeys on a phone and a desktop, its shared link and its booking link,
 * and the calendar's subscription links served by the preview server. Words from
 * content/i18n/mtd-tools/, figures from content/firm/mtd-facts.yaml.
 */

const words = (lang: 'en' | 'it') => parse(readFileSync(`content/i18n/mtd-tools/${lang}.yaml`, 'utf8')) as MtdToolsWords;
const phases = [...mtdFacts.incomeTax.phases].sort((a, b) => a.from.localeCompare(b.from));
const checker = (page: Page) => page.locator('#mtd-checker');
/** A question, once it is on screen and has focus (each new question takes it). */
const asked = async (page: Page, question: string) => {
  const heading = checker(page).getByRole('heading', { name: question, exact: true });
  await expect(heading).toBeFocused();
  return heading;
};
const choose = (scope: Locator, label: string) => scope.getByRole('radio', { name: label, exact: true }).check();
/** The label of the page's closing band's button (content/pages/…/mtd-checker.mdx). */
const pageCta = (lang: 'en' | 'it') =>
  (parse(readFileSync(`content/pages/${lang === 'it' ? 'it/' : ''}tools/mtd-checker.mdx`, 'utf8').split(/^---$/m)[1]!) as { cta: { actions: { label: string }[] } }).cta.actions[0]!.label;

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 812 }, hasTouch: true });

  test('English: no script until the first touch, one question at a time, the answer, its link and the booking', async ({ page }) => {
    const t = words('en').checker;
    const watch = await watchPage(page);
    await page.goto('/tools/mtd-checker');
    await islandsAwake(page);
    await watch.settled();
    expect(watch.scriptBytes()).toBe(0);
    // Before an answer, the page's closing band offers the booking.
    await expect(page.getByRole('link', { name: pageCta('en') }).filter({ visible: true })).toHaveCount(1);

    // The first question is server markup: answered before the island wakes, its Continue is replayed once it has.
    await choose(checker(page), t.type.options['sole-trader'].label);
    await checker(page).getByRole('button', { name: t.continue }).click();
    await asked(page, t.vat.question);
    // Above each question what it is about, as GOV.UK captions a question, not a count of questions (review 13).
    await expect(checker(page).locator('legend')).toHaveText(new RegExp(`^${t.topics.vat}`));
    await choose(checker(page), t.no);
    await checker(page).getByRole('button', { name: t.continue }).click();

    // Income exactly at the first threshold is not over it; just over the second brings MTD in from its date.
    await asked(page, fill(t.income.question, { taxYear: phases[0]!.basedOnTaxYear }));
    await expect(checker(page).locator('legend')).toHaveText(new RegExp(`^${t.topics.income}`));
    await checker(page).getByLabel(t.income.label).fill(phases[0]!.threshold.toLocaleString('en-GB'));
    await checker(page).getByRole('button', { name: t.continue }).click();
    await asked(page, fill(t.income.question, { taxYear: phases[1]!.basedOnTaxYear }));
    await checker(page).getByRole('button', { name: t.continue }).click();
    await expect(checker(page).getByText(`${t.errorPrefix} ${fill(t.income.errorEmpty, { taxYear: phases[1]!.basedOnTaxYear })}`)).toBeVisible();
    await checker(page)
      .getByLabel(t.income.label)
      .fill(`£${(phases[1]!.threshold + 1).toLocaleString('en-GB')}`);
    await checker(page).getByRole('button', { name: t.continue }).click();
    await asked(page, t.exemption.question);
    await choose(checker(page), t.exemption.none);
    await checker(page).getByRole('button', { name: t.continue }).click();

    // The answer's heading is the verdict on Income Tax in one sentence, its date the facts' (reviews 15 and 20a).
    await asked(page, fill(t.verdict.applies, { date: formatDate(phases[1]!.from, 'en') }));
    const incomeTax = checker(page).locator('[data-tax="incomeTax"]');
    await expect(incomeTax).toHaveAttribute('data-status', 'applies');
    await expect(incomeTax).toContainText(fill(t.status.applies, { date: formatDate(phases[1]!.from, 'en') }));
    // A rule still to come reads as coming (its date, a clock), not as one in force.
    await expect(incomeTax).not.toHaveAttribute('data-now');
    await expect(incomeTax).toContainText(fill(t.notes.exactly, { threshold: `£${phases[0]!.threshold.toLocaleString('en-GB')}`, taxYear: phases[0]!.basedOnTaxYear }));
    await expect(checker(page).locator('[data-tax="vat"]')).toHaveAttribute('data-status', 'not-in-scope');
    await expect(checker(page).locator('[data-tax="corporationTax"]')).toHaveAttribute('data-status', 'not-in-scope');
    // Above a finished answer the hero no longer offers to start the check (the answer has its own "Start again").
    await expect(page.locator('.page-header a[href="#mtd-checker"]')).toBeHidden();
    // The proof: under each tax the gov.uk page it rests on; the day the rules were last reviewed once on the page, in the
    // "Last reviewed" box by the rules, and one booking, the answer's (review 18: each said twice).
    const visible = (await page.locator('body').innerText()).replace(/\u00a0/g, ' ');
    expect(visible.split(formatDate(mtdFacts.reviewed, 'en').replace(/\u00a0/g, ' ')).length - 1).toBe(1);
    await expect(page.getByRole('link', { name: pageCta('en') }).filter({ visible: true })).toHaveCount(1);
    await expect(checker(page).getByRole('link', { name: t.book })).toBeVisible();
    for (const [tax, fact] of [
      ['incomeTax', mtdFacts.incomeTax],
      ['vat', mtdFacts.vat],
    ] as const) {
      const source = checker(page).locator(`[data-tax="${tax}"] [data-source]`);
      await expect(source.getByRole('link')).toHaveAttribute('href', fact.source);
      await expect(source).not.toContainText(formatDate(fact.checked, 'en'));
    }
    expect(await axeViolations(page, '#mtd-checker')).toEqual([]);

    // The answer's address holds the answers after #, and opens the same answer.
    const shared = new URL(page.url());
    expect(shared.hash).toContain('type=sole-trader');
    expect(shared.search).toBe('');
    const other = await page.context().newPage();
    await other.goto(shared.toString());
    await expect(checker(other).locator('[data-tax="incomeTax"]')).toContainText(fill(t.status.applies, { date: formatDate(phases[1]!.from, 'en') }));
    await other.close();

    // Booking carries the answers into the contact form's message, and nothing into its reply address.
    await checker(page).getByRole('link', { name: t.book }).click();
    await expect(page).toHaveURL(/\/contact\/?\?/);
    const form = page.locator('form:has([id^="contact-"])');
    await form.scrollIntoViewIfNeeded();
    const labels = (parse(readFileSync('content/i18n/forms/en.yaml', 'utf8')) as { forms: { contact: { fields: Record<string, { label: string }> } } }).forms.contact.fields;
    const message = form.getByLabel(labels.message!.label, { exact: true });
    // (A date in the answer never breaks across lines: its spaces are no-break spaces.)
    const applies = fill(t.status.applies, { date: formatDate(phases[1]!.from, 'en') }).replace(/ /g, '\\s');
    await expect(message).toHaveValue(new RegExp(`${t.type.options['sole-trader'].label}[\\s\\S]*${applies}`));
    await expect(form.getByLabel(labels.subject!.label, { exact: true })).toHaveValue(t.bookSubject);
    await expect(form.getByLabel(labels.user_email!.label, { exact: true })).toHaveValue('');
  });
});

test.describe('on a 390 × 844 phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

  for (const lang of ['en', 'it'] as const) {
    // After Continue the next question comes into view, its heading under the sticky header, not the page's top
    // (review 17: the page jumped back to the hero, the question half below it).
    test(`${lang}: after Continue the next question's heading is on the screen, clear of the header`, async ({ page }) => {
      const t = words(lang).checker;
      await page.goto(lang === 'en' ? '/tools/mtd-checker' : '/it/tools/mtd-checker');
      await islandsAwake(page);
      await choose(checker(page), t.type.options['sole-trader'].label);
      await checker(page).getByRole('button', { name: t.continue }).click();
      const heading = await asked(page, t.vat.question);
      await expect(heading).toBeInViewport();
      const header = await page.locator('header.site-header').boundingBox();
      const box = await heading.boundingBox();
      expect(box!.y).toBeGreaterThanOrEqual(header!.y + header!.height);
      // In the upper half of the screen, so its choices and its Continue are on it too.
      expect(box!.y + box!.height).toBeLessThanOrEqual(844 / 2);
      await expect(checker(page).getByRole('button', { name: t.continue })).toBeInViewport();
    });
  }
});

/*
 * On a 390 × 844 phone the hero is the checker's title and one line (review 19a: a 370 px band whose button only scrolled
 * to the question right under it): no button, and the first question's first two choices whole on the first screen. On a
 * desktop the hero keeps its buttons.
 */
for (const lang of ['en', 'it'] as const) {
  test(`${lang} at 390 × 844: the title and one line, then the first choices on the first screen`, async ({ page }) => {
    const t = words(lang).checker;
    const path = `${lang === 'it' ? '/it' : ''}/tools/mtd-checker`;
    const hero = parse(readFileSync(`content/pages/${lang === 'it' ? 'it/' : ''}tools/mtd-checker.mdx`, 'utf8').split(/^---$/m)[1]!).hero as {
      phoneLead: string;
      actions: { label: string }[];
    };
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(path);
    const header = page.locator('.page-header');
    await expect(header.getByRole('link', { name: hero.actions[0]!.label })).toBeHidden();
    const lead = header.getByText(hero.phoneLead, { exact: true });
    const lines = await lead.evaluate((el) => {
      const range = document.createRange();
      range.selectNodeContents(el);
      return new Set([...range.getClientRects()].filter((r) => r.width > 1).map((r) => Math.round(r.top))).size;
    });
    expect(lines).toBe(1);
    for (const option of ['sole-trader', 'landlord'] as const) {
      const box = await checker(page)
        .locator('label')
        .filter({ has: page.getByRole('radio', { name: t.type.options[option].label, exact: true }) })
        .boundingBox();
      expect(box!.y + box!.height).toBeLessThanOrEqual(844);
    }
    await page.setViewportSize({ width: 1440, height: 900 });
    await expect(header.getByRole('link', { name: hero.actions[0]!.label })).toBeVisible();
  });
}

// A shared answer opens with its heading in view below the sticky header, and focused (it sat under the header at 390 px:
// the page's script brought the checker into view before the hero slimmed for the answer).
test('a shared answer at 390 px: its heading below the header, focused', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const incomes = phases.map((p) => `${p.basedOnTaxYear.replace(/\s+/g, '-')}=60000`).join('&');
  await page.goto(`/tools/mtd-checker#type=sole-trader&vat=no&${incomes}&exemption=none`);
  const heading = checker(page).getByRole('heading', { level: 2 }).first();
  await expect(heading).toBeFocused();
  const header = await page.locator('header').first().boundingBox();
  const box = await heading.boundingBox();
  expect(box!.y).toBeGreaterThanOrEqual(header!.y + header!.height);
  // Focused by script, it is not a control: no ring (the focus ring's dark shadow drew a black box around it, review 18).
  expect(await heading.evaluate((el) => [getComputedStyle(el).outlineStyle, getComputedStyle(el).boxShadow])).toEqual(['none', 'none']);
});

/** The answer's views the tests below look at: a phone and a desktop, in each language. */
const answerViews = [
  ['en', 390],
  ['it', 390],
  ['en', 1440],
  ['it', 1440],
] as const;

/*
 * The answer leads with the verdict on the visitor's question, Income Tax, in the display type; under it a date from which
 * MTD applies is large and bold, in the heading type, marked by an accent rule at its row's edge, and "does not apply" is
 * small and grey (review 20a: "Does not apply" read as loud as "Applies from 6 April 2027").
 */
for (const [lang, width] of answerViews) {
  test(`${lang} at ${width} px: the answer opens with the Income Tax verdict, a date that applies louder than "does not apply"`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    const t = words(lang).checker;
    // Income over the second phase's threshold, not the first's, and VAT-registered: Income Tax from the second phase's
    // date leads (the visitor's own tax, which MTD now reaches), VAT now, Corporation Tax not for a sole trader and landlord.
    const income = Math.round(phases[1]!.threshold * 1.25);
    const incomes = phases.map((p) => `${p.basedOnTaxYear.replace(/\s+/g, '-')}=${income}`).join('&');
    await page.goto(`${lang === 'it' ? '/it' : ''}/tools/mtd-checker#type=both&vat=yes&${incomes}&exemption=none`);
    const tax = (name: string) => checker(page).locator(`[data-tax="${name}"]`);
    await expect(tax('incomeTax')).toHaveAttribute('data-status', 'applies');
    await expect(tax('corporationTax')).toHaveAttribute('data-status', 'not-in-scope');
    const now = (await tax('incomeTax').getAttribute('data-now')) !== null;
    const heading = checker(page).locator('[data-result] > h2');
    await expect(heading).toHaveText(now ? t.verdict.now : fill(t.verdict.applies, { date: formatDate(phases[1]!.from, lang) }));
    const look = (locator: Locator) =>
      locator.evaluate((el) => {
        const style = getComputedStyle(el);
        return { size: parseFloat(style.fontSize), weight: Number(style.fontWeight), color: style.color, edge: getComputedStyle(el.closest('li') ?? el).boxShadow };
      });
    const [lead, applies, not] = await Promise.all([look(heading), look(tax('incomeTax').locator('h3 + p')), look(tax('corporationTax').locator('h3 + p'))]);
    expect(lead.size).toBeGreaterThan(applies.size);
    expect(applies.size).toBeGreaterThanOrEqual(not.size * 1.4);
    expect(applies.weight).toBeGreaterThan(not.weight);
    expect(applies.color).not.toBe(not.color);
    expect(applies.edge).not.toBe('none');
    expect(not.edge).toBe('none');
    expect(await axeViolations(page, '#mtd-checker')).toEqual([]);
  });
}

/*
 * The answer's heading speaks of the tax that matters most to the visitor, and the taxes follow in that order (review 21a:
 * a limited company read "MTD for Income Tax does not apply to you", and "if your income grows, check again" under Income
 * Tax): a tax that applies, the soonest first (VAT for a registered business), else the visitor's main tax (Corporation
 * Tax for a company).
 */
for (const lang of ['en', 'it'] as const) {
  test(`${lang}: a limited company's answer leads with VAT if registered, else Corporation Tax; Income Tax is not for it`, async ({ page }) => {
    const t = words(lang).checker;
    const now = new Date().toISOString().slice(0, 10) >= mtdFacts.vat.allBusinessesFrom;
    for (const [vat, order] of [
      ['yes', ['vat', 'corporationTax', 'incomeTax']],
      ['no', ['corporationTax', 'vat', 'incomeTax']],
    ] as const) {
      await page.goto('about:blank');
      await page.goto(`${lang === 'it' ? '/it' : ''}/tools/mtd-checker#type=company&vat=${vat}&own-income=no`);
      const heading = checker(page).locator('[data-result] > h2');
      await expect(heading).toHaveText(
        vat === 'yes' ? (now ? t.verdicts.vat.now : fill(t.verdicts.vat.applies, { date: formatDate(mtdFacts.vat.allBusinessesFrom, lang) })) : t.verdicts.corporationTax['not-scheduled'],
      );
      expect(await checker(page).locator('[data-tax]').evaluateAll((rows) => rows.map((row) => row.getAttribute('data-tax')))).toEqual(order);
      const incomeTax = checker(page).locator('[data-tax="incomeTax"]');
      await expect(incomeTax).toContainText(t.next.incomeTax.company);
      await expect(incomeTax).not.toContainText(t.next.incomeTax['not-in-scope']);
    }
  });
}

/*
 * Beside the answer the hero is its breadcrumb and a small title: one headline in the display size, the answer's (review 21a:
 * the hero's title in the display size over the answer's heading in a larger one), and on a phone the answer's heading is
 * on the first screen of the page.
 */
for (const [lang, width] of answerViews) {
  test(`${lang} at ${width} px: beside the answer the hero is a small title, the answer's heading the one display headline`, async ({ page }) => {
    await page.setViewportSize({ width, height: width < 1024 ? 844 : 900 });
    await page.goto(`${lang === 'it' ? '/it' : ''}/tools/mtd-checker#type=company&vat=no&own-income=no`);
    const heading = checker(page).locator('[data-result] > h2');
    await expect(heading).toHaveText(words(lang).checker.verdicts.corporationTax['not-scheduled']);
    const display = await page.evaluate(() => {
      const probe = document.body.appendChild(document.createElement('p'));
      probe.style.fontSize = 'var(--text-display)';
      const size = getComputedStyle(probe).fontSize;
      probe.remove();
      return [...document.querySelectorAll('h1, h2, h3, p')]
        .filter((el) => el.checkVisibility() && getComputedStyle(el).fontSize === size)
        .map((el) => el.textContent!.trim());
    });
    expect(display).toEqual([await heading.textContent()]);
    await expect(page.locator('.page-header h1')).toBeVisible();
    if (width === 390) {
      const box = await heading.evaluate((el) => el.getBoundingClientRect().bottom + window.scrollY);
      expect(box).toBeLessThanOrEqual(844);
    }
  });
}

// On a phone the answer keeps the firm's phone and email (content/firm/contact.yaml) right under its booking, before the list of
// answers (review 21a: at 390 px the answer hid whom to call, and the header has no phone at that width).
for (const lang of ['en', 'it'] as const) {
  test(`${lang} at 390 px: the firm's phone and email are under the answer's booking`, async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const { phone, email } = parse(readFileSync('content/firm/contact.yaml', 'utf8')) as { phone: string; email: string };
    const t = words(lang).checker;
    await page.goto(`${lang === 'it' ? '/it' : ''}/tools/mtd-checker#type=sole-trader&vat=no&${phases[0]!.basedOnTaxYear.replace(/\s+/g, '-')}=unknown`);
    await asked(page, t.verdict['ask-us']);
    const book = await checker(page).getByRole('link', { name: t.book }).boundingBox();
    const answersTop = (await checker(page).getByRole('heading', { name: t.answersHeading, exact: true }).boundingBox())!.y;
    for (const link of [checker(page).getByRole('link', { name: phone, exact: true }), checker(page).getByRole('link', { name: email, exact: true })]) {
      await expect(link).toBeVisible();
      const box = (await link.boundingBox())!;
      expect(box.y).toBeGreaterThan(book!.y);
      expect(box.y).toBeLessThan(answersTop);
    }
  });
}

// The answer's booking button keeps its Italian label on one line on the narrowest phones (review 17: it wrapped at 320
// and 390 px): the panel takes the screen's width on a phone, and the button the panel's.
for (const width of [320, 390]) {
  test(`Italiano at ${width} px: the answer's booking button on one line`, async ({ page }) => {
    await page.setViewportSize({ width, height: 844 });
    const incomes = phases.map((p) => `${p.basedOnTaxYear.replace(/\s+/g, '-')}=60000`).join('&');
    await page.goto(`/it/tools/mtd-checker#type=sole-trader&vat=no&${incomes}&exemption=none`);
    const book = checker(page).getByRole('link', { name: words('it').checker.book, exact: true });
    const lines = await book.evaluate((el) => {
      const range = document.createRange();
      range.selectNodeContents(el);
      return new Set([...range.getClientRects()].filter((r) => r.width > 1).map((r) => Math.round(r.top))).size;
    });
    expect(lines).toBe(1);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
  });
}

/*
 * Beside an answer the reference (the rules table, the exemptions) folds under one line, so the answer is what the page
 * ends on (review 19a: about 2,500 px of reference followed it at 390 px); before an answer, and once the visitor starts
 * again, it reads as the page's sections with no line to open. At 1440 px the folded line keeps the answer's column, level
 * with the "Last reviewed" box beside it.
 */
for (const [lang, width] of [
  ['en', 390],
  ['it', 390],
  ['en', 1440],
] as const) {
  test(`${lang} at ${width} px: the rules and exemptions fold under one line beside an answer`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    const w = words(lang);
    const incomes = phases.map((p) => `${p.basedOnTaxYear.replace(/\s+/g, '-')}=60000`).join('&');
    await page.goto(`${lang === 'it' ? '/it' : ''}/tools/mtd-checker#type=sole-trader&vat=no&${incomes}&exemption=none`);
    await expect(checker(page).locator('[data-result]')).toBeVisible();
    const fold = page.locator('summary').filter({ hasText: w.rules.fold });
    await expect(fold).toBeVisible();
    const table = page.getByRole('table', { name: w.rules.caption });
    await expect(table).toBeHidden();
    await expect(page.getByRole('region', { name: w.exemptions.heading })).toBeHidden();
    // What follows the answer's own actions is that line (and the footer): not screens of reference.
    const bottom = (locator: Locator) => locator.evaluate((el) => el.getBoundingClientRect().bottom + window.scrollY);
    expect((await bottom(fold)) - (await bottom(checker(page)))).toBeLessThan(200);
    if (width >= 1280) {
      const [line, answer, reviewed] = await Promise.all([fold.boundingBox(), checker(page).locator('[data-result]').boundingBox(), page.locator('.prose-body > aside').boundingBox()]);
      expect(Math.abs(line!.width - answer!.width)).toBeLessThan(48);
      expect(Math.abs(reviewed!.y - line!.y)).toBeLessThan(24);
    }
    await fold.click();
    await expect(table).toBeVisible();
    // Start again: the reference reads as the page's sections again, with no line to open.
    await checker(page).getByRole('button', { name: w.checker.startAgain }).click();
    await expect(table).toBeVisible();
    await expect(fold).toBeHidden();
  });
}
test("before an answer the rules and exemptions read as the page's sections, with no line to open", async ({ page }) => {
  await page.goto('/tools/mtd-checker');
  await expect(page.getByRole('table', { name: words('en').rules.caption })).toBeVisible();
  await expect(page.getByRole('region', { name: words('en').exemptions.heading })).toBeVisible();
  await expect(page.locator('summary').filter({ hasText: words('en').rules.fold })).toBeHidden();
  // ...with no box of their own: at 1024 px the table takes the checker's full width, as before they were folded.
  await page.setViewportSize({ width: 1024, height: 768 });
  const [table, tool] = await Promise.all([page.getByRole('table', { name: words('en').rules.caption }).boundingBox(), checker(page).boundingBox()]);
  expect(table!.width).toBeGreaterThan(tool!.width - 4);
});

/*
 * On a desktop the question uses its card's width (review 18: one column of 608 px tiles left ~40% of an 880 px card
 * empty on every question): from 1280 px the choices two to a row, none alone on its row, and the amount's question
 * with what counts beside its box. On a phone, one column.
 */
const rowsOf = async (scope: Locator) => {
  const boxes = await scope.locator('label:has(> [type="radio"])').evaluateAll((els) => els.map((el) => el.getBoundingClientRect()).map((r) => ({ y: Math.round(r.top), width: r.width })));
  const rows = new Map<number, number[]>();
  for (const { y, width } of boxes) rows.set(y, [...(rows.get(y) ?? []), width]);
  return [...rows.values()];
};
for (const [width, perRow] of [
  [1280, 2],
  [1920, 2],
  [390, 1],
] as const) {
  test(`Italiano at ${width} px: ${perRow === 2 ? 'two choices' : 'one choice'} to a row, none alone beside an empty half`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    const t = words('it').checker;
    const card = checker(page).locator('form');
    for (const hash of ['', '#type=both', `#type=both&vat=yes&${phases[0]!.basedOnTaxYear.replace(/\s+/g, '-')}=${phases[0]!.threshold + 1}`]) {
      await page.goto('about:blank');
      await page.goto(`/it/tools/mtd-checker${hash}`);
      if (hash) await asked(page, hash.includes('vat') ? t.exemption.question : t.vat.question);
      const rows = await rowsOf(card);
      const inner = await card.locator('fieldset').evaluate((el) => el.getBoundingClientRect().width);
      expect(Math.max(...rows.map((r) => r.length))).toBe(perRow);
      // Each row fills the card's width: a row of one is a full-width tile.
      for (const row of rows) expect(row.reduce((a, b) => a + b, 0)).toBeGreaterThan(inner * (perRow === 2 ? 0.95 : 0.9));
    }
    // The amount's question: on a desktop what counts stands beside the box, on a phone above it.
    await page.goto('about:blank');
    await page.goto('/it/tools/mtd-checker#type=both&vat=yes');
    await asked(page, fill(t.income.question, { taxYear: formatTaxYear(phases[0]!.basedOnTaxYear, 'it') }));
    const [hint, box] = await Promise.all([card.locator('fieldset > p').first().boundingBox(), card.getByLabel(t.income.label).boundingBox()]);
    if (perRow === 2) expect(hint!.x).toBeGreaterThan(box!.x + box!.width);
    else expect(hint!.y + hint!.height).toBeLessThan(box!.y);
  });
}

/*
 * The section on exemptions lists the exemptions the facts publish, with their gov.uk page: at 1440 px beside the text,
 * level with the section's heading (review 18: that column was empty) and about as tall, on a phone under the text.
 */
for (const [lang, width] of [
  ['en', 1440],
  ['it', 1440],
  ['it', 390],
] as const) {
  test(`${lang} at ${width} px: the published exemptions beside (or under) the section on exemptions`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(lang === 'en' ? '/tools/mtd-checker' : '/it/tools/mtd-checker');
    const list = page.getByRole('region', { name: words(lang).exemptions.heading });
    const items = list.getByRole('listitem');
    await expect(items).toHaveCount(mtdFacts.exemptions.list.length + 1);
    for (const exemption of mtdFacts.exemptions.list) await expect(list).toContainText(exemption.listed[lang]);
    const lowest = Math.min(...phases.map((p) => p.threshold));
    await expect(items.first()).toContainText(fill(words(lang).exemptions.lowIncome, { threshold: `£${lowest.toLocaleString(lang === 'it' ? 'it-IT' : 'en-GB')}` }));
    await expect(list.getByRole('link')).toHaveAttribute('href', mtdFacts.exemptions.source);
    const text = page.locator('.mtd-exemptions-text');
    const [heading, box, para] = await Promise.all([text.getByRole('heading', { level: 2 }).boundingBox(), list.boundingBox(), text.locator('p').last().boundingBox()]);
    if (width >= 1280) {
      expect(box!.x).toBeGreaterThan(para!.x + para!.width);
      expect(Math.abs(box!.y - heading!.y)).toBeLessThan(24);
      // The two columns end near each other (review 19a: the list 520 px tall beside 170 px of text).
      const textBox = (await text.boundingBox())!;
      expect(box!.height).toBeLessThan(textBox.height * 1.5);
    } else expect(box!.y).toBeGreaterThan(para!.y + para!.height);
  });
}

test.describe('the deadline page on a 390 × 844 phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

  // What comes first on a phone (review 13): the next deadline, whole on the first screen; above it one folded line to
  // choose who the visitor is (review 14: a panel between the first month and the next split December from January),
  // beside a link down to the calendars, a section of their own after the months (review 15): one tap to Subscribe.
  for (const [path, lang] of [
    ['/tax-deadlines', 'en'],
    ['/it/tax-deadlines', 'it'],
  ] as const) {
    test(`${lang}: one folded line to filter, one link down to the calendars, then the next deadline on the first screen`, async ({ page }) => {
      const w = words(lang).deadlines;
      await page.goto(path);
      const next = await page.locator('#deadlines li[data-next]').boundingBox();
      expect(next!.y + next!.height).toBeLessThanOrEqual(844);
      const top = (locator: Locator) => locator.evaluate((el) => el.getBoundingClientRect().top + window.scrollY);
      const bottom = (locator: Locator) => locator.evaluate((el) => el.getBoundingClientRect().bottom + window.scrollY);
      const months = page.locator('#deadlines [data-month-group]');
      const panel = page.locator('#deadline-filter details[data-panel] > summary');
      await expect(panel.locator('[data-fold-label]')).toHaveText(w.filterFold);
      expect(await bottom(panel)).toBeLessThan(await top(months.first()));
      expect(await top(months.nth(1))).toBeLessThanOrEqual((await bottom(months.first())) + 1);
      const choice = page.locator('form[data-filter]').getByRole('checkbox', { name: w.filter.kinds.landlord, exact: true });
      await expect(choice).toBeHidden();
      await panel.click();
      await expect(choice).toBeVisible();
      expect(await top(choice)).toBeLessThan(await top(months.first()));
      // One tap on the link beside the line, and the first calendar's Subscribe is on the screen.
      await page.getByRole('link', { name: w.feedsJump, exact: true }).click();
      await expect(page.locator('a[data-subscribe]').first()).toBeInViewport();
      expect(await top(page.locator('#add-to-calendar'))).toBeGreaterThan(await bottom(page.locator('#deadlines')));
    });
  }
});

// The fold's line and the link beside it fit the narrowest phones (review 17: at 320 px the label wrapped onto two lines
// and its chevron sat on the link's divider).
for (const width of [320, 360, 390]) {
  test.describe(`the deadline page at ${width} px`, () => {
    test.use({ viewport: { width, height: 844 }, hasTouch: true });
    for (const [path, lang] of [
      ['/tax-deadlines', 'en'],
      ['/it/tax-deadlines', 'it'],
    ] as const) {
      test(`${lang}: the fold's label on one line, its chevron clear of the link to the calendars`, async ({ page }) => {
        await page.goto(path);
        const summary = page.locator('#deadline-filter details[data-panel] > summary');
        const label = summary.locator('[data-fold-label]');
        const chevron = summary.locator('svg').last();
        const link = page.getByRole('link', { name: words(lang).deadlines.feedsJump, exact: true });
        const lines = await label.evaluate((el) => {
          const range = document.createRange();
          range.selectNodeContents(el);
          return new Set([...range.getClientRects()].filter((r) => r.width > 1).map((r) => Math.round(r.top))).size;
        });
        expect(lines).toBe(1);
        const [c, l, s] = await Promise.all([chevron.boundingBox(), link.boundingBox(), summary.boundingBox()]);
        expect(c!.x + c!.width).toBeLessThanOrEqual(l!.x);
        expect(l!.x + l!.width).toBeLessThanOrEqual(s!.x + s!.width + 0.5);
        expect(l!.height).toBeLessThanOrEqual(s!.height + 0.5);
      });
    }
  });
}

test.describe('on a 1440 × 900 laptop', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  // A title band, not a hero (review 13: 410 to 500 px for a title and a line): each tool starts in the first half of the screen.
  for (const [path, tool] of [
    ['/tools/mtd-checker', '#mtd-checker form'],
    ['/it/tools/mtd-checker', '#mtd-checker form'],
    ['/tax-deadlines', '#deadlines'],
    ['/it/tax-deadlines', '#deadlines'],
  ] as const) {
    test(`${path}: the tool starts in the first half of the first screen`, async ({ page }) => {
      await page.goto(path);
      const box = await page.locator(tool).first().boundingBox();
      expect(box!.y).toBeLessThanOrEqual(450);
    });
  }

  // The rail beside the months holds only the choice, at its own height, held in view while the months scroll; the
  // calendars are a section under the months, even once the later months and a choice have opened (review 15: in the
  // rail they made it ~1,700 px taller than the list).
  for (const path of ['/tax-deadlines', '/it/tax-deadlines']) {
    test(`${path}: the rail holds the choice only, shorter than the list and in view as it scrolls; the calendars come under the list`, async ({ page }) => {
      await page.goto(path);
      const rail = page.locator('#deadline-filter');
      const list = page.locator('#deadlines');
      await page.locator('form[data-filter] input[name="for"]').first().check();
      const height = async (locator: Locator) => (await locator.boundingBox())!.height;
      expect(await height(rail)).toBeLessThan(await height(list));
      await expect(rail.locator('a[data-subscribe]')).toHaveCount(0);
      const calendars = await page.locator('#add-to-calendar').boundingBox();
      const months = await list.boundingBox();
      expect(calendars!.y).toBeGreaterThanOrEqual(months!.y + months!.height);
      await page.locator('#deadlines [data-month-group]').nth(2).scrollIntoViewIfNeeded();
      await expect(rail).toBeInViewport();
    });
  }
  // From the visitor's dates to their calendars: the rail ends with a link saying where it leads (review 18: on a laptop
  // nothing beside the choice pointed to subscribing), and it brings the first calendar's Subscribe into view.
  for (const [path, lang] of [
    ['/tax-deadlines', 'en'],
    ['/it/tax-deadlines', 'it'],
  ] as const) {
    test(`${path}: the rail ends with a link to the calendars, named as their heading`, async ({ page }) => {
      const w = words(lang).deadlines;
      await page.goto(path);
      await page.locator('form[data-filter] input[name="for"]').first().check();
      const link = page.locator('#deadline-filter').getByRole('link', { name: w.feedsHeading, exact: true });
      await expect(link).toBeVisible();
      const [rail, form] = [await page.locator('#deadline-filter').boundingBox(), await page.locator('form[data-filter]').boundingBox()];
      const box = (await link.boundingBox())!;
      expect(box.y).toBeGreaterThanOrEqual(form!.y + form!.height);
      expect(box.y + box.height).toBeLessThanOrEqual(rail!.y + rail!.height);
      await link.click();
      await expect(page.locator('#add-to-calendar a[data-subscribe]').filter({ visible: true }).first()).toBeInViewport();
    });
  }
});

/*
 * After Continue, and after an error, the question's card (the error summary at its top) starts just under the sticky
 * header (review 19a: at 1440 px the page stopped with the hero's buttons half under the header; at 390 px an error brought
 * the hero back into view). The visitor first used the hero's button, as the reviewer did, where there is one.
 */
for (const [lang, width, height] of [
  ['en', 1440, 900],
  ['it', 390, 844],
] as const) {
  test(`${lang} at ${width} px: after an error and after Continue the question's card starts just under the header`, async ({ page }) => {
    const t = words(lang).checker;
    await page.setViewportSize({ width, height });
    await page.goto(lang === 'en' ? '/tools/mtd-checker' : '/it/tools/mtd-checker');
    await islandsAwake(page);
    const start = page.locator('.page-header [data-hero-actions] a[href="#mtd-checker"]');
    if (await start.isVisible()) await start.click();
    const card = checker(page).locator('form');
    const underHeader = async () => {
      const header = (await page.locator('header.site-header').boundingBox())!;
      const top = (await card.boundingBox())!.y - (header.y + header.height);
      expect(top).toBeGreaterThanOrEqual(0);
      expect(top).toBeLessThanOrEqual(24);
    };
    await checker(page).getByRole('button', { name: t.continue }).click();
    await expect(checker(page).getByRole('heading', { name: t.errorSummary })).toBeVisible();
    await expect(
      checker(page)
        .locator('[tabindex="-1"]')
        .filter({ has: page.getByRole('heading', { name: t.errorSummary }) }),
    ).toBeFocused();
    await underHeader();
    await choose(checker(page), t.type.options['sole-trader'].label);
    await checker(page).getByRole('button', { name: t.continue }).click();
    await asked(page, t.vat.question);
    await underHeader();
  });
}

/*
 * Each income question says when its tax year runs; only a year not yet ended on the day the page was built asks for a best
 * estimate (review 19a: "if it has not ended yet" was said of 2024 to 2025, long ended). Each year is reached with the years
 * before it under their threshold.
 */
for (const lang of ['en', 'it'] as const) {
  test(`${lang}: each income question words its tax year as ended or not on the day the page was built`, async ({ page }) => {
    const t = words(lang).checker;
    const path = lang === 'en' ? '/tools/mtd-checker' : '/it/tools/mtd-checker';
    for (const [i, phase] of phases.entries()) {
      const before = phases.slice(0, i).map((p) => `&${p.basedOnTaxYear.replace(/\s+/g, '-')}=1000`);
      await page.goto('about:blank');
      await page.goto(`${path}#type=sole-trader&vat=no${before.join('')}`);
      const built = (await checker(page).getAttribute('data-built-on'))!;
      await asked(page, fill(t.income.question, { taxYear: lang === 'it' ? formatTaxYear(phase.basedOnTaxYear, 'it') : phase.basedOnTaxYear }));
      const startYear = Number(phase.basedOnTaxYear.slice(0, 4));
      const ended = `${startYear + 1}-04-05` < built;
      const hint = checker(page).locator('fieldset > p').first();
      await expect(hint).toContainText(fill(ended ? t.income.period : t.income.periodOpen, { startYear, endYear: startYear + 1 }));
      await expect(hint).not.toContainText(fill(ended ? t.income.periodOpen : t.income.period, { startYear, endYear: startYear + 1 }));
    }
  });
}

test.describe('on a 1024 px screen', () => {
  test.use({ viewport: { width: 1024, height: 768 } });

  for (const path of ['/tax-deadlines', '/it/tax-deadlines']) {
    test(`${path}: the hero's two buttons sit on one row`, async ({ page }) => {
      await page.goto(path);
      const tops = await page.locator('[data-hero-actions] a').evaluateAll((els) => els.map((el) => Math.round(el.getBoundingClientRect().top)));
      expect(tops).toHaveLength(2);
      expect(new Set(tops).size).toBe(1);
    });
  }
});

/** How many lines an element's text takes. */
const lineCount = (locator: Locator) =>
  locator.evaluate((el) => {
    const range = document.createRange();
    range.selectNodeContents(el);
    return new Set([...range.getClientRects()].filter((r) => r.width > 1).map((r) => Math.round(r.top))).size;
  });

// The hero's buttons keep their labels on one line on the narrowest phones (review 18: the Italian one wrapped at 320 px).
test.describe("the deadline page's hero at 320 px", () => {
  test.use({ viewport: { width: 320, height: 700 }, hasTouch: true });
  for (const path of ['/tax-deadlines', '/it/tax-deadlines']) {
    test(`${path}: each of its buttons on one line, within the screen`, async ({ page }) => {
      await page.goto(path);
      const buttons = await page.locator('[data-hero-actions] a').filter({ visible: true }).all();
      expect(buttons.length).toBeGreaterThan(0);
      for (const button of buttons) {
        expect(await lineCount(button), await button.innerText()).toBe(1);
        const box = (await button.boundingBox())!;
        expect(box.x + box.width).toBeLessThanOrEqual(320);
      }
    });
  }
});

// Which calendar is whose, at a glance (review 18: five rows of equal weight, three equal actions each): a row for each of
// the two main calendars naming the kinds of client it is for with the filter's labels, Subscribe its one filled button,
// Copy link and Download small links beside it; the VAT quarters quieter, under VAT, until the visitor's quarters are
// chosen. A choice marks the visitor's kinds on the calendars shown. Rows, not cards (review 19): from 1024 px each row's
// next date stands beside its Subscribe, whatever a choice leaves, and no row is taller than its tallest part.
for (const width of [390, 1024, 1440]) {
  test.describe(`the calendars at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 }, hasTouch: width < 1024 });
    for (const [path, lang] of [
      ['/tax-deadlines', 'en'],
      ['/it/tax-deadlines', 'it'],
    ] as const) {
      test(`${lang}: the main calendars say whom they are for, Subscribe filled; VAT's quarters quieter until chosen`, async ({ page }) => {
        const w = words(lang).deadlines;
        await page.goto(path);
        const card = (feed: string) => page.locator(`#calendar-${feed}`);
        /** A Subscribe filled with colour, not outlined: white words on its background, which is its border's colour. */
        const filled = (feed: string) =>
          card(feed)
            .locator('a[data-subscribe]')
            .evaluate((el) => getComputedStyle(el).color === 'rgb(255, 255, 255)' && getComputedStyle(el).backgroundColor === getComputedStyle(el).borderTopColor);
        const box = async (locator: Locator) => (await locator.boundingBox())!;
        for (const feed of ['mtd-income-tax', 'self-assessment'] as const) {
          const kinds = await card(feed)
            .locator('[data-kind]')
            .evaluateAll((els) => els.map((el) => el.textContent!.replace(/\u00a0/g, ' ').trim()));
          // (Each without its gloss in brackets, given once in the choice: «Lavoratore autonomo (sole trader)».)
          expect(kinds, feed).toEqual(feedKinds[feed].map((kind) => w.filter.kinds[kind].replace(/\s*\([^()]*\)/g, '')));
          expect(await filled(feed), feed).toBe(true);
          // The fallbacks are links in the text, not buttons beside it.
          for (const fallback of ['[data-copy]', '[data-download]']) {
            const look = await card(feed)
              .locator(fallback)
              .evaluate((el) => [getComputedStyle(el).borderTopWidth, getComputedStyle(el).backgroundColor]);
            expect(look, `${feed} ${fallback}`).toEqual(['0px', 'rgba(0, 0, 0, 0)']);
          }
        }
        const vat = feedIds.filter((f) => f.startsWith('vat'));
        for (const feed of vat) expect(await filled(feed), feed).toBe(false);
        await expect(page.locator('#calendars-vat li[data-feed]')).toHaveCount(vat.length);
        /** From 1024 px: every calendar shown is one row, its next date beside its Subscribe, no taller than its tallest part. */
        const rowsHold = async () => {
          if (width < 1024) return;
          // The list runs as wide as the section's rule above it (review 20a: it stopped ~170 px short at 1440 px).
          const [section, list] = await page.locator('#add-to-calendar').evaluate((el) => [el, el.querySelector('.cal-list')!].map((e) => e.getBoundingClientRect().right));
          expect(Math.abs(section - list)).toBeLessThan(2);
          for (const row of await page.locator('#add-to-calendar li[data-feed]').filter({ visible: true }).all()) {
            const name = (await row.getAttribute('data-feed'))!;
            const [date, button] = [await box(row.locator('[data-next-date]')), await box(row.locator('a[data-subscribe]'))];
            expect(date.y, name).toBeLessThan(button.y + button.height);
            expect(date.y + date.height, name).toBeGreaterThan(button.y);
            const parts = await row.evaluate((li) => Math.max(...[...li.children].map((el) => el.getBoundingClientRect().height)));
            const padding = await row.evaluate((li) => parseFloat(getComputedStyle(li).paddingTop) + parseFloat(getComputedStyle(li).paddingBottom));
            expect((await box(row)).height, name).toBeLessThanOrEqual(parts + padding + 2);
          }
        };
        await rowsHold();

        // A company director, VAT-registered, with the second pattern of VAT quarters.
        if (width < 1024) await page.locator('#deadline-filter details[data-panel] > summary').click();
        const filter = page.locator('form[data-filter]');
        await filter.getByRole('checkbox', { name: w.filter.kinds.company, exact: true }).check();
        await filter.getByRole('checkbox', { name: w.filter.kinds.vat, exact: true }).check();
        await filter.getByRole('group', { name: w.filter.vatQuarters }).getByRole('radio').nth(2).check();
        await expect(card('mtd-income-tax')).toBeHidden();
        await expect.poll(() => filled('vat-2')).toBe(true);
        // The kinds ticked are marked (white on the brand's blue) on the calendars shown; the others are not.
        const kind = (feed: string, name: string) => card(feed).locator(`[data-kind="${name}"]`);
        await expect(kind('self-assessment', 'company')).toHaveCSS('color', 'rgb(255, 255, 255)');
        await expect(page.locator('#calendars-vat [data-kind="vat"]')).toHaveCSS('color', 'rgb(255, 255, 255)');
        await expect(kind('self-assessment', 'landlord')).not.toHaveCSS('color', 'rgb(255, 255, 255)');
        // Alone, a calendar is still a row like the others: nothing stretched, no gap.
        await rowsHold();
        // The calendars say they are the visitor's, with a way back to all of them.
        const all = page.locator('#add-to-calendar').getByRole('button', { name: w.showAllCalendars, exact: true });
        await all.click();
        await expect(page.locator('a[data-subscribe]').filter({ visible: true })).toHaveCount(feedIds.length);
        await expect(all).toBeHidden();
        await expect(page.locator('a[data-subscribe]').first()).toBeFocused();
      });
    }
  });
}

// A tax year is never split across two lines in the list of deadlines (review 17: "…for 2025 to" / "2026" at 1440 px):
// its spaces are no-break spaces, and an Italian one's hyphen a no-break hyphen.
for (const [path, lang] of [
  ['/tax-deadlines', 'en'],
  ['/it/tax-deadlines', 'it'],
] as const) {
  test(`${lang}: each tax year in the list of deadlines is written to stay on one line`, async ({ page }) => {
    await page.goto(path);
    const text = await page.locator('#deadlines').innerText();
    const years = [...text.matchAll(lang === 'en' ? /\d{4}\s+to\s+\d{4}/g : /\d{4}\p{Pd}\d{2}\b/gu)].map((m) => m[0]);
    expect(years.length).toBeGreaterThan(0);
    for (const year of years) expect(year, JSON.stringify(year)).toMatch(lang === 'en' ? /^\d{4}\u00a0to\u00a0\d{4}$/ : /^\d{4}\u2011\d{2}$/);
  });
}

// The VAT quarters are rows as wide as the kinds of client above them, not pills of unequal widths (review 17: in the
// rail at 1440 px they broke into two-line shapes, "tre" alone on a line).
/*
 * Within a calendar's rows one order of weight (review 20a: the VAT quarters' months read larger than the name of their
 * calendar, and "Your VAT quarters end in" smaller than the months it names): the name strongest, then whom it is for and
 * what it holds, then the months. Rows they stay (reviews 18 and 19: not cards).
 */
for (const width of [390, 1440]) {
  for (const [path, lang] of [
    ['/tax-deadlines', 'en'],
    ['/it/tax-deadlines', 'it'],
  ] as const) {
    test(`${lang} at ${width} px: in the calendars, the name strongest, then whom and what, then the VAT quarters' months`, async ({ page }) => {
      const w = words(lang).deadlines;
      await page.setViewportSize({ width, height: 900 });
      await page.goto(path);
      const vat = page.locator('#calendars-vat');
      const type = (locator: Locator) =>
        locator.evaluate((el) => {
          const style = getComputedStyle(el);
          return { size: parseFloat(style.fontSize), weight: Number(style.fontWeight) };
        });
      const [name, forWhom, holds, label] = await Promise.all([
        type(vat.getByRole('heading', { level: 3, name: w.vatGroup, exact: true })),
        type(vat.locator('p:has(> [data-kind])')),
        type(vat.getByText(w.vatIntro, { exact: true })),
        type(vat.getByText(w.filter.vatQuarters, { exact: true })),
      ]);
      const months = await vat.getByRole('heading', { level: 4 }).evaluateAll((els) => els.map((el) => ({ size: parseFloat(getComputedStyle(el).fontSize), weight: Number(getComputedStyle(el).fontWeight) })));
      expect(months).toHaveLength(feedIds.filter((f) => f.startsWith('vat')).length);
      for (const text of [forWhom, holds, label, ...months]) expect(name.size).toBeGreaterThan(text.size * 1.2);
      for (const month of months) {
        expect(forWhom.size).toBeGreaterThanOrEqual(month.size);
        expect(holds.size).toBeGreaterThanOrEqual(month.size);
        // The line that names the quarters at least as large as they are, and stronger.
        expect(label.size).toBeGreaterThanOrEqual(month.size);
        expect(label.weight).toBeGreaterThan(month.weight);
      }
      // The main calendars' names as strong as VAT's.
      for (const feed of ['mtd-income-tax', 'self-assessment']) expect(await type(page.locator(`#calendar-${feed} h3`))).toEqual(name);
    });
  }
}

test('Italiano at 1440 px: the VAT quarters are full-width rows like the kinds of client', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/it/tax-deadlines');
  await page
    .locator('form[data-filter]')
    .getByRole('checkbox', { name: words('it').deadlines.filter.kinds.vat, exact: true })
    .check();
  const widths = async (selector: string) => page.locator(selector).evaluateAll((labels) => labels.map((l) => Math.round(l.getBoundingClientRect().width)));
  const kinds = await widths('form[data-filter] label:has([name="for"])');
  const quarters = await widths('[data-vat-quarters] label');
  expect(quarters).toHaveLength(4);
  expect(new Set([...kinds, ...quarters]).size).toBe(1);
});

test('Italiano, on a desktop: a partner without income of their own, VAT-registered; Back and Change keep the answers', async ({ page }) => {
  const t = words('it').checker;
  await page.goto('/it/tools/mtd-checker');
  await choose(checker(page), t.type.options.partner.label);
  await checker(page).getByRole('button', { name: t.continue }).click();
  await asked(page, t.vat.question);
  await choose(checker(page), t.yes);
  await checker(page).getByRole('button', { name: t.continue }).click();
  await asked(page, t.ownIncome.question);
  await checker(page).getByRole('button', { name: t.back }).click();
  await asked(page, t.vat.question);
  await expect(checker(page).getByRole('radio', { name: t.yes })).toBeChecked();
  await checker(page).getByRole('button', { name: t.continue }).click();
  await choose(checker(page), t.no);
  await checker(page).getByRole('button', { name: t.continue }).click();

  // MTD for VAT applies (since 2022), before Income Tax, for which no date is set for a partnership: the heading speaks of VAT.
  await asked(page, t.verdicts.vat.now);
  await expect(checker(page).locator('[data-tax="incomeTax"]')).toContainText(t.status['not-yet-scheduled']);
  await expect(checker(page).locator('[data-tax="incomeTax"] a')).toHaveAttribute('href', mtdFacts.partnerships.source);
  // MTD for VAT has applied to every VAT-registered business since 2022: in force, it says "applies now", not "from" a day long gone (review 14).
  await expect(checker(page).locator('[data-tax="vat"]')).toContainText(t.appliesNow);
  await expect(checker(page).locator('[data-tax="vat"]')).toHaveAttribute('data-now');
  await expect(checker(page).locator('[data-tax="corporationTax"]')).toHaveAttribute('data-status', 'not-in-scope');
  // Beside the answer the rail drops "How it works"; "Ricominci" stays on the row of the other small action, under the booking (review 9b).
  await expect(page.locator('#mtd-checker-about')).toBeHidden();
  const [copy, again] = await Promise.all([t.share, t.startAgain].map((name) => checker(page).getByRole('button', { name }).boundingBox()));
  expect(again!.y).toBe(copy!.y);
  expect(await axeViolations(page, '#mtd-checker')).toEqual([]);

  // Change the kind of business: a landlord is asked about income, year by year.
  await checker(page)
    .getByRole('button', { name: fill(t.changeLabel, { question: t.type.question }) })
    .click();
  await asked(page, t.type.question);
  await choose(checker(page), t.type.options.landlord.label);
  await checker(page).getByRole('button', { name: t.continue }).click();
  await asked(page, fill(t.income.question, { taxYear: formatTaxYear(phases[0]!.basedOnTaxYear, 'it') }));
  await checker(page).getByRole('checkbox', { name: t.income.unknown }).check();
  await checker(page).getByRole('button', { name: t.continue }).click();
  // Still VAT-registered: MTD for VAT, in force, leads; Income Tax, its income not known, says "ask us" under it.
  await asked(page, t.verdicts.vat.now);
  await expect(checker(page).locator('[data-tax="incomeTax"]')).toHaveAttribute('data-status', 'ask-us');
  // "Ask us" reads apart from both a date and "does not apply": the booking panel's blue ground and ink.
  const ground = (tax: string) => checker(page).locator(`[data-tax="${tax}"]`).evaluate((el) => [getComputedStyle(el).backgroundColor, getComputedStyle(el.querySelector('h3 + p')!).color]);
  const [askUs, vat, corporationTax] = await Promise.all(['incomeTax', 'vat', 'corporationTax'].map(ground));
  expect(askUs[0]).not.toBe(corporationTax![0]);
  expect(askUs[0]).not.toBe(vat![0]);
  expect(new Set([askUs[1], vat![1], corporationTax![1]]).size).toBe(3);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the checker page explains the rule with its table, in both languages', async ({ page }) => {
    for (const [path, lang] of [
      ['/tools/mtd-checker', 'en'],
      ['/it/tools/mtd-checker', 'it'],
    ] as const) {
      await page.goto(path);
      const rules = page.getByRole('table', { name: words(lang).rules.caption });
      await expect(rules).toBeVisible();
      await expect(rules.getByRole('row')).toHaveCount(phases.length + 4);
      await expect(rules).toContainText(formatDate(phases.at(-1)!.from, lang));
      // "In force" and "coming" differ in the tag's form as well as its word (review 13): one look per word.
      const looks = await rules
        .locator('[data-state]')
        .evaluateAll((els) => els.map((el) => [el.textContent!.trim(), `${getComputedStyle(el).backgroundColor} ${getComputedStyle(el).borderTopStyle}`]));
      expect(looks).toHaveLength(phases.length + 1);
      expect(new Set(looks.map(([, look]) => look)).size).toBe(new Set(looks.map(([word]) => word)).size);
      await expect(page.locator('#mtd-checker noscript')).toHaveCount(1);
    }
  });

  test('the deadline page shows every calendar and date, and no choice that would need a script', async ({ page }) => {
    await page.goto('/tax-deadlines');
    await expect(page.locator('form[data-filter]')).toBeHidden();
    const built = (await page.locator('#deadlines').getAttribute('data-built-on'))!;
    // The later months are folded under one line, which opens them without JavaScript too.
    await page.locator('details[data-later] > summary').click();
    await expect(page.locator('#deadlines li[data-due]:visible')).toHaveCount(deadlinesBetween(mtdFacts, built, monthsAfter(built, pageMonths)).length);
    // The months come first, the first date on the first screen, then every calendar, open (review 15: a section of its own
    // under the months). The next deadline is marked in its own row, not repeated in a card.
    const top = () =>
      page
        .locator('#deadlines li[data-due]')
        .first()
        .evaluate((el) => el.getBoundingClientRect().top + window.scrollY);
    expect(await top()).toBeLessThan(page.viewportSize()!.height);
    await expect(page.locator('#deadlines li[data-due]').first()).toHaveAttribute('data-next', '');
    await expect(page.locator('a[data-subscribe]:visible')).toHaveCount(feedIds.length);
    await page.setViewportSize({ width: 390, height: 844 });
    expect(await top()).toBeLessThan(844);
    // No fold line that would open nothing: the choice needs a script.
    await expect(page.locator('details[data-panel] > summary')).toBeHidden();
    await expect(page.locator('a[data-subscribe]:visible')).toHaveCount(feedIds.length);
  });
});

for (const [path, lang] of [
  ['/tax-deadlines', 'en'],
  ['/it/tax-deadlines', 'it'],
] as const) {
  test(`${path}: each subscription link serves a calendar from the site, and a date read after it passed says so`, async ({ page }) => {
    const w = words(lang).deadlines;
    await page.goto(path);
    // At 1280 px the kinds of client fill their rows (one under another in the rail beside the months: never 3 + 2 with
    // a gap), and the text under the calendar starts on the calendar's left edge.
    const tops = await page
      .locator('form[data-filter] fieldset')
      .first()
      .locator('label')
      .evaluateAll((els) => els.map((el) => Math.round(el.getBoundingClientRect().top)));
    const rows = [...new Set(tops)].map((top) => tops.filter((t) => t === top).length);
    // ...and the first date is on the first screen, beside them.
    expect(
      await page
        .locator('#deadlines li[data-due]')
        .first()
        .evaluate((el) => el.getBoundingClientRect().top),
    ).toBeLessThan(page.viewportSize()!.height);
    expect(new Set(rows).size, `kinds per row: ${rows.join(' + ')}`).toBe(1);
    const left = (selector: string) =>
      page
        .locator(selector)
        .first()
        .evaluate((el) => Math.round(el.getBoundingClientRect().left));
    expect(await left('.prose-body > h2')).toBe(await left('#deadlines'));
    const built = (await page.locator('#deadlines').getAttribute('data-built-on'))!;
    const links = page.locator('a[data-subscribe]');
    await expect(links).toHaveCount(5);
    for (const [i, link] of (await links.all()).entries()) {
      // webcal: is the same address over http(s): ask the preview server for it.
      const feed = new URL((await link.getAttribute('href'))!.replace(/^webcal:/, 'https:'));
      const response = await page.request.get(feed.pathname);
      expect(response.status(), feed.pathname).toBe(200);
      expect(response.headers()['content-type'], feed.pathname).toMatch(/^text\/calendar/);
      if (i > 0) continue;
      const events = new ICAL.Component(ICAL.parse(await response.text())).getAllSubcomponents('vevent');
      expect(events.length, feed.pathname).toBeGreaterThan(0);
      expect(new ICAL.Event(events[0]!).startDate.toString() >= built).toBe(true);
    }
    // Who the visitor is decides what shows: a landlord sees the MTD and Self Assessment calendars and their dates, the next of them first.
    const f = w.filter;
    const all = deadlinesBetween(mtdFacts, built, monthsAfter(built, pageMonths));
    const visible = async () => ({
      feeds: await page.locator('li[data-feed]:not([data-due]):visible').evaluateAll((els) => els.map((el) => el.getAttribute('data-feed'))),
      dates: await page.locator('#deadlines li[data-due]:visible').evaluateAll((els) => els.map((el) => el.getAttribute('data-due'))),
    });
    const filter = page.locator('form[data-filter]');
    await filter.getByRole('checkbox', { name: f.kinds.landlord, exact: true }).check();
    const landlord = all.filter((d) => feedKinds[d.feed].includes('landlord'));
    await expect(filter).toContainText(fill(f.shown, { calendars: 2, calendarsTotal: feedIds.length, dates: landlord.length, datesTotal: all.length }));
    expect(await visible()).toEqual({ feeds: ['mtd-income-tax', 'self-assessment'], dates: landlord.map((d) => d.due) });
    await expect(page.locator('[data-next] time')).toHaveAttribute('datetime', landlord[0]!.due);
    // Every date of the next deadline's day is inside its box (review 14).
    const sameDay = landlord.filter((d) => d.due === landlord[0]!.due).length;
    await expect(page.locator('#deadlines li[data-with-next]:visible')).toHaveCount(sameDay - 1);
    // VAT-registered too, with the second pattern of VAT quarters: one VAT calendar joins them.
    await filter.getByRole('checkbox', { name: f.kinds.vat, exact: true }).check();
    await filter.getByRole('group', { name: f.vatQuarters }).getByRole('radio').nth(2).check();
    const withVat = all.filter((d) => feedKinds[d.feed].includes('landlord') || d.feed === 'vat-2');
    await expect(page.locator('#deadlines li[data-due]:visible')).toHaveCount(withVat.length);
    expect(await visible()).toEqual({ feeds: ['mtd-income-tax', 'self-assessment', 'vat-2'], dates: withVat.map((d) => d.due) });
    await expect(page.locator('[data-next] time')).toHaveAttribute('datetime', withVat[0]!.due);
    // A company director is told what the calendars leave out; Show all brings every calendar back.
    await filter.getByRole('checkbox', { name: f.kinds.company, exact: true }).check();
    await expect(filter.getByText(f.notes.company)).toBeVisible();
    await filter.getByRole('button', { name: f.showAll }).click();
    await expect(links.filter({ visible: true })).toHaveCount(feedIds.length);
    await expect(page.locator('#deadlines li[data-due]:visible')).toHaveCount(all.length);
    expect(await axeViolations(page, '#deadline-filter')).toEqual([]);
    expect(await axeViolations(page, '#add-to-calendar')).toEqual([]);

    // A visitor reading the page the day after its first date: that date is marked as passed, the last is not.
    const first = page.locator('#deadlines li[data-due]').first();
    const due = (await first.getAttribute('data-due'))!;
    await page.clock.setFixedTime(new Date(Date.parse(`${due}T12:00:00Z`) + 86_400_000));
    await page.reload();
    await expect(first.getByText(w.passed, { exact: true })).toBeVisible();
    await expect(page.locator('#deadlines li[data-due]').last().getByText(w.passed, { exact: true })).toBeHidden();

    // The same reader on the tools page: its card shows the build day's next date until a pointer on the card wakes it,
    // then the next date that has not passed.
    await page.goto(path.replace('tax-deadlines', 'tools'));
    const tile = page.locator('[data-tool-card="deadlines"] [data-next-deadline]');
    await expect(tile).toHaveAttribute('data-next-deadline', all[0]!.due);
    await page.locator('[data-tool-card="deadlines"]').hover();
    await expect(tile).toHaveAttribute('data-next-deadline', all.find((d) => d.due > due)!.due);
  });
}

/** Whether an element's last word shares its line with what stands before it (no word, or icon, alone on a last line). */
const lastLineShared = (locator: Locator) =>
  locator.evaluate((el) => {
    const text = [...(function* walk(node: Node): Generator<Text> {
      for (const child of node.childNodes) if (child.nodeType === Node.TEXT_NODE) yield child as Text;
      else yield* walk(child);
    })(el)].filter((t) => t.data.trim());
    const last = text.at(-1)!;
    const tops = (range: Range) => [...range.getClientRects()].filter((r) => r.width > 1).map((r) => Math.round(r.top));
    const range = document.createRange();
    // Its last word…
    const end = last.data.trimEnd().length;
    const start = Math.max(last.data.slice(0, end).search(/\S+$/), 0);
    range.setStart(last, start);
    range.setEnd(last, end);
    const lastTop = Math.max(...tops(range));
    // …then what follows it (an icon), or else the word before it.
    const icon = [...el.querySelectorAll('svg')].filter((svg) => svg.getBoundingClientRect().width > 0).at(-1);
    if (icon && last.compareDocumentPosition(icon) & Node.DOCUMENT_POSITION_FOLLOWING)
      return Math.abs(icon.getBoundingClientRect().top - lastTop) < 12;
    const before = document.createRange();
    before.setStart(text[0]!, 0);
    before.setEnd(last, start);
    return tops(before).some((top) => Math.abs(top - lastTop) < 4);
  });

// At 1024 px (review 19): the arrow of the rail's link to the calendars stood alone on a line, and "dates" alone on the
// last line of the line that opens the later months.
test.describe('the deadline page at 1024 px', () => {
  test.use({ viewport: { width: 1024, height: 768 } });
  for (const [path, lang] of [
    ['/tax-deadlines', 'en'],
    ['/it/tax-deadlines', 'it'],
  ] as const) {
    test(`${lang}: no last line of the rail's link or of the later months' line holds one word or the arrow alone`, async ({ page }) => {
      await page.goto(path);
      const link = page.locator('#deadline-filter').getByRole('link', { name: words(lang).deadlines.feedsHeading, exact: true });
      await expect(link).toBeVisible();
      expect(await lastLineShared(link)).toBe(true);
      const more = page.locator('#deadlines details[data-later] [data-more]');
      await expect(more).toBeVisible();
      expect(await lastLineShared(more)).toBe(true);
    });
  }
});

// On a phone (review 19): the fold's line and the link beside it one control in two halves, in one size and style (the
// link was underlined, a size larger); the open choice, taller than the screen, ends with a button held in view that says
// how many dates the choice shows and brings them into view; and no key of labels three lines of pills above the dates.
for (const width of [320, 390]) {
  test.describe(`the deadline filter at ${width} px`, () => {
    test.use({ viewport: { width, height: 844 }, hasTouch: true });
    for (const [path, lang] of [
      ['/tax-deadlines', 'en'],
      ['/it/tax-deadlines', 'it'],
    ] as const) {
      test(`${lang}: fold and link alike; a tick shows its count in view, and one tap brings those dates up`, async ({ page }) => {
        const w = words(lang).deadlines;
        await page.goto(path);
        const summary = page.locator('#deadline-filter details[data-panel] > summary');
        const link = page.getByRole('link', { name: w.feedsJump, exact: true });
        const look = (locator: Locator) =>
          locator.evaluate((el) => ['fontSize', 'fontWeight', 'textDecorationLine', 'color'].map((k) => getComputedStyle(el)[k as 'fontSize']));
        expect(await look(link.getByText(w.feedsJump, { exact: true }))).toEqual(await look(summary.getByText(w.filterFold, { exact: true })));
        // The key of the labels, if shown, in two lines at most above the first date.
        const key = page.locator('#deadlines [data-tag-key]');
        if (await key.isVisible()) {
          const tops = await key.locator('span').evaluateAll((els) => new Set(els.map((el) => Math.round(el.getBoundingClientRect().top))).size);
          expect(tops).toBeLessThanOrEqual(2);
        }
        await summary.click();
        await page.locator('form[data-filter]').getByRole('checkbox', { name: w.filter.kinds.landlord, exact: true }).check();
        const dates = page.locator('#deadlines li[data-due]').filter({ visible: true });
        const button = page.locator('#deadline-filter [data-show-dates]');
        await expect(button).toBeInViewport();
        await expect(button).toHaveText(fill(w.filter.showDates, { dates: await dates.count() }));
        await button.click();
        await expect(page.locator('form[data-filter]')).toBeHidden();
        await expect(dates.first()).toBeInViewport();
      });

      // The folded line says how many of the dates the list shows, before a choice and after one (review 20a: a phone
      // showed no count once the choice was folded).
      test(`${lang}: the folded line counts the dates shown, and a choice updates it`, async ({ page }) => {
        const f = words(lang).deadlines.filter;
        await page.goto(path);
        const summary = page.locator('#deadline-filter details[data-panel] > summary');
        const dates = page.locator('#deadlines li[data-due]');
        const total = await dates.count();
        await expect(summary).toContainText(fill(f.foldAll, { dates: total }));
        await summary.click();
        await page.locator('form[data-filter]').getByRole('checkbox', { name: f.kinds.landlord, exact: true }).check();
        await page.locator('#deadline-filter [data-show-dates]').click();
        const shown = await dates.filter({ visible: true }).count();
        expect(shown).toBeLessThan(total);
        await expect(summary).toContainText(fill(f.foldCount, { dates: shown, datesTotal: total }));
        await expect(summary).not.toContainText(fill(f.foldAll, { dates: total }));
      });

      // The open choice, taller than the screen, keeps its button in a place of its own: wherever the page and the choices
      // are scrolled, no choice (the last included) is under it (review 20a: held over them, it covered the last one).
      test(`${lang}: no choice of the open filter is ever under its button`, async ({ page }) => {
        const f = words(lang).deadlines.filter;
        await page.goto(path);
        await page.locator('#deadline-filter details[data-panel] > summary').click();
        // VAT-registered adds the quarters: the longest choice.
        await page.locator('form[data-filter]').getByRole('checkbox', { name: f.kinds.vat, exact: true }).check();
        await expect(page.locator('#deadline-filter [data-show-dates]')).toBeInViewport();
        const covered = await page.evaluate(() => {
          const form = document.querySelector<HTMLElement>('form[data-filter]')!;
          const button = document.querySelector<HTMLElement>('[data-show-dates]')!;
          const options = [...form.querySelectorAll('label')].filter((label) => label.offsetParent);
          const panel = form.closest('details')!.getBoundingClientRect();
          const start = panel.top + window.scrollY - window.innerHeight;
          const found: string[] = [];
          for (const end of [false, true]) {
            form.scrollTop = end ? form.scrollHeight : 0;
            for (let y = Math.max(0, start); y <= panel.bottom + window.scrollY; y += 24) {
              window.scrollTo(0, y);
              const b = button.getBoundingClientRect();
              const box = form.getBoundingClientRect();
              for (const option of options) {
                const r = option.getBoundingClientRect();
                // The part of the option that shows: within the choices' box (which scrolls on a phone) and the screen.
                const top = Math.max(r.top, box.top, 0);
                const bottom = Math.min(r.bottom, box.bottom, window.innerHeight);
                if (bottom - top > 1 && top < b.bottom - 1 && bottom > b.top + 1) found.push(`${option.textContent!.trim()} at ${y}`);
              }
            }
          }
          return found;
        });
        expect(covered).toEqual([]);
      });
    }
  });
}
