import { readFileSync } from 'node:fs';
import { parse } from 'yaml';
import { cashFlowWordsSchema } from '../../src/content/schemas/cash-flow';
import { fill as fillSlots } from '../../src/lib/fill';
import { contact } from '../../src/config/contact';
import { test, expect, type Page } from '@playwright/test';
import { axeViolations } from '../support/axe';
import { ui } from '../support/content';
import { analyse, formatAmount, formatRatio, fieldNames } from '../../src/lib/cash-flow';
import { islandsAwake, watchPage } from '../support/watch';

/** The cash-flow tool as a visitor uses it, in the built site. */

const path = '/tools/cash-flow-analysis';
const tool = (page: Page) => page.locator('#cash-flow-tool');

/** The tool wakes when it scrolls into view and marks itself data-ready once its handlers are attached. */
async function awake(page: Page) {
  await tool(page).scrollIntoViewIfNeeded();
  await tool(page).locator('[data-ready]').waitFor({ state: 'attached' });
}

async function fill(page: Page, values: Record<string, string>) {
  for (const [label, value] of Object.entries(values)) await tool(page).getByLabel(label, { exact: true }).fill(value);
}

const english = {
  'Monthly revenue': '£10,000',
  'Other money coming in': '2,500',
  Rent: '2000',
  Salaries: '4,000',
  Utilities: '500',
  'Other operating costs': '1,000.00',
  'Unpaid invoices owed to you': '6,000',
  'Bills you must pay this month': '500',
};

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 812 }, hasTouch: true });

  test('ships no JavaScript until the tool scrolls into view on a small screen', async ({ page }) => {
    const watch = await watchPage(page);
    await page.goto(path);
    // A state, not a quiet spell: every island that wakes by itself has woken, every response is counted.
    await islandsAwake(page);
    await watch.settled();
    expect(watch.scriptBytes()).toBe(0);
    await tool(page).scrollIntoViewIfNeeded();
    await expect.poll(() => watch.scriptBytes(), { intervals: [25] }).toBeGreaterThan(0);
  });
});

test('English: a visitor reads the ratio, status and recommendations, and focus moves to the results', async ({ page }) => {
  await page.goto(path);
  // At 1280 px the page has one left edge (the hero's heading, the tool's heading and the form), and the panel that explains
  // a result stands beside the form, level with the tool's heading, not under it.
  const box = async (selector: string) => (await page.locator(selector).first().boundingBox())!;
  const [hero, heading, form, panel] = await Promise.all([box('h1'), box('.prose-body > h2'), box('#cash-flow-tool form'), box('[data-cash-flow-read]')]);
  expect([Math.round(heading.x), Math.round(form.x)]).toEqual([Math.round(hero.x), Math.round(hero.x)]);
  expect(panel.x).toBeGreaterThan(form.x + form.width);
  expect(Math.abs(panel.y - heading.y)).toBeLessThan(24);
  await awake(page);
  await fill(page, english);
  await tool(page).getByRole('button', { name: 'Analyse my cash flow' }).click();
  const results = tool(page).getByRole('region', { name: 'Your cash flow analysis' });
  await expect(results.getByRole('heading', { name: 'Your cash flow analysis' })).toBeFocused();
  // The result takes the form's place (the form, hidden, keeps the figures for "Change figures").
  await expect(tool(page).locator('form')).toBeHidden();
  // The hero's "Start your analysis" and the heading over the form go with it: the analysis follows the hero.
  await expect(page.locator('.page-header a[href="#cash-flow-tool"]')).toBeHidden();
  await expect(page.locator('.prose-body > h2').first()).toBeHidden();
  // ... and the page's width, the form's and the panel's: the panel that explains it goes under it (review 8: no empty column).
  const [shown, below] = await Promise.all([box('[data-results]'), box('[data-cash-flow-read]')]);
  expect(shown.width).toBeGreaterThan(form.width + panel.width);
  expect(below.y).toBeGreaterThan(shown.y + shown.height);
  // 12,500 in, 8,000 out
  await expect(results.locator('[data-ratio]')).toHaveText('1.56');
  await expect(results.locator('[data-status]')).toHaveText(/Healthy/);
  await expect(results.getByText('Healthy: a ratio of 1.50 or more.')).toBeVisible();
  await expect(results.locator('[data-recommendations] li')).toHaveCount(2); // growth + stricter collection (6,000 > 50% of 10,000)
  await expect(results.getByRole('row', { name: /Unpaid invoices owed to you/ }), 'the figures list every input, the one that advice cites too').toContainText('6,000');
  await expect(results.getByRole('img')).toHaveAccessibleName(/money coming in 12,500, money going out 8,000/);
  await expect(tool(page).getByRole('status')).toHaveText('Analysis ready. Cash flow ratio 1.56: Healthy.');
  expect(await axeViolations(page, '#cash-flow-tool')).toEqual([]);
});

test('the result opens with the figures: coming in, going out and the difference, on its heading’s row, before the ratio', async ({ page }) => {
  // Issue 34: the result opened with a heading alone on its row, the figures further down.
  const t = cashFlowWordsSchema.parse(parse(readFileSync('content/i18n/cash-flow/en.yaml', 'utf8')));
  await page.goto(path);
  await awake(page);
  await fill(page, english);
  await tool(page).getByRole('button', { name: t.submit }).click();
  const results = tool(page).getByRole('region', { name: t.resultsHeading });
  const totals = results.locator('[data-totals]');
  await expect(totals.locator('dt')).toHaveText([t.income, t.outgoings, t.leftOver]);
  await expect(totals.locator('dd')).toHaveText(['£12,500', '£8,000', '£4,500']);
  // Measured in one go: the result may still be scrolling into view, and boxes read one by one would each see another scroll.
  const [heading, row, ratio] = await results.evaluate((el) =>
    [el.querySelector('h2')!, el.querySelector('[data-totals]')!, el.querySelector('[data-ratio]')!].map((e) => e.getBoundingClientRect().toJSON() as DOMRect),
  );
  expect(Math.abs(heading.bottom - row.bottom), 'the totals end on the heading’s line at 1280 px').toBeLessThan(16);
  expect(row.x).toBeGreaterThan(heading.right);
  expect(row.bottom).toBeLessThan(ratio.y);
  // More going out than coming in: the difference is what the visitor is short by.
  await tool(page).getByRole('button', { name: t.change }).click();
  await fill(page, { Rent: '20,000' });
  await tool(page).getByRole('button', { name: t.submit }).click();
  await expect(totals.locator('dt')).toHaveText([t.income, t.outgoings, t.shortBy]);
  await expect(totals.locator('dd')).toHaveText(['£12,500', '£26,000', '£13,500']);
});

test('Italiano: the report language is chosen at the result, every string switches, Italian formats are read, the choice is in the URL', async ({ page }) => {
  await page.goto(path);
  await awake(page);
  // The form starts with the first figure: the language is a choice about the report, offered with the result.
  await expect(tool(page).getByRole('radio')).toHaveCount(0);
  await fill(page, english);
  await tool(page).getByRole('button', { name: 'Analyse my cash flow' }).click();
  await tool(page).getByRole('region', { name: 'Your cash flow analysis' }).getByRole('radio', { name: 'Italiano' }).check();
  await expect(page).toHaveURL(/lang=it/);
  await expect(tool(page).locator('[lang="it"]').first()).toBeVisible();
  await tool(page).getByRole('button', { name: 'Modifichi i dati' }).click();
  await expect(tool(page).getByLabel('Ricavi mensili', { exact: true }), 'what was typed is kept, in the Italian format').toHaveValue('10.000');
  await fill(page, {
    'Ricavi mensili': '€ 9.000',
    'Altre entrate': '0',
    Affitto: '1.000',
    Stipendi: '5.000,50',
    Utenze: '300',
    'Altri costi operativi': '400',
    'Fatture non ancora incassate': '3.000',
    'Debiti da pagare questo mese': '0',
  });
  await tool(page).getByRole('button', { name: 'Analizzi il flusso di cassa' }).click();
  const results = tool(page).getByRole('region', { name: 'L’analisi del suo flusso di cassa' });
  await expect(results.locator('[data-ratio]')).toHaveText('1,34'); // 9000 / 6700.5
  await expect(results.locator('[data-status]')).toHaveText(/A rischio/);
  // expenses 6,700.50 > 70% of 9,000 and owed 3,000 > 30%
  await expect(results.locator('[data-recommendations] li')).toHaveCount(3);
  await expect(results.getByText(/Esamini ogni voce di costo/)).toBeVisible();
  await expect(results.getByRole('row', { name: /Fatture non ancora incassate/ })).toContainText('3.000');
});

test('a bad value shows its message, keeps what was typed, and computes nothing', async ({ page }) => {
  await page.goto(path);
  await awake(page);
  await fill(page, { ...english, Rent: '2.000,00', Salaries: '-4000' });
  await tool(page).getByRole('button', { name: 'Analyse my cash flow' }).click();
  const summary = tool(page).locator('[tabindex="-1"]').filter({ hasText: 'There is a problem' });
  await expect(summary).toBeFocused();
  await expect(tool(page).getByText('Error: Rent must be an amount in pounds')).toBeVisible();
  await expect(tool(page).getByText('Error: Salaries must be 0 or more')).toBeVisible();
  await expect(tool(page).getByLabel('Rent', { exact: true })).toHaveValue('2.000,00');
  await expect(tool(page).locator('[data-results]')).toHaveCount(0);
  expect(await axeViolations(page, '#cash-flow-tool')).toEqual([]);
});

test('zero outgoings is explained, never NaN or Infinity; nothing at all asks for figures', async ({ page }) => {
  await page.goto(path);
  await awake(page);
  const zeros = Object.fromEntries(Object.keys(english).map((k) => [k, '0']));
  await fill(page, { ...zeros, 'Monthly revenue': '5000' });
  await tool(page).getByRole('button', { name: 'Analyse my cash flow' }).click();
  await expect(
    tool(page)
      .getByText(/No outgoings entered/)
      .first(),
  ).toBeVisible();
  await expect(tool(page)).not.toContainText(/NaN|Infinity/);
  await tool(page).getByRole('button', { name: 'Change figures' }).click();
  await fill(page, zeros);
  await tool(page).getByRole('button', { name: 'Analyse my cash flow' }).click();
  await expect(tool(page).getByText('Enter at least one amount of income or outgoings to see your analysis')).toBeVisible();
});

test('a visitor with no figures to hand tries the example month in one tap and reads its result, in each language', async ({ page }) => {
  for (const [lang, route] of [
    ['en', path],
    ['it', `/it${path}`],
  ] as const) {
    const sample = ui[lang].cashFlowSample;
    const result = analyse(sample.example);
    if (result.kind !== 'ratio') throw new Error('the example month has a ratio (CashFlowSample.astro refuses one without)');
    await page.goto(route);
    // The panel says what the figures are, and the picture above it shows the result the tool gives for them.
    await expect(page.locator('[data-cash-flow-read]').getByText(sample.exampleText.split('{')[0]!.trim())).toBeVisible();
    await expect(page.locator('[data-cash-flow-sample] svg')).toHaveAttribute('aria-label', new RegExp(formatRatio(result.ratio, lang).replace('.', '\\.')));
    await page.getByRole('link', { name: sample.exampleButton }).click();
    await expect(tool(page).locator('[data-ratio]')).toHaveText(formatRatio(result.ratio, lang));
    // The figures stay in the form behind "Change figures", as typed by the example, and the address shares them after `#`.
    for (const name of fieldNames) await expect(tool(page).locator(`input[name="${name}"]`)).toHaveValue(formatAmount(sample.example[name], lang));
    expect(new URL(page.url()).search).toBe('');
    expect(new URL(page.url()).hash).toContain(`monthlyRevenue=${sample.example.monthlyRevenue}`);
  }
});

test('the share URL round-trips: opening it shows the same result', async ({ page }) => {
  await page.goto(path);
  await awake(page);
  await fill(page, english);
  await tool(page).getByRole('button', { name: 'Analyse my cash flow' }).click();
  await tool(page).getByRole('radio', { name: 'Italiano' }).check();
  await expect(tool(page).locator('[data-ratio]')).toHaveText('1,56');
  await tool(page).getByRole('radio', { name: 'English' }).check();
  await expect(tool(page).locator('[data-ratio]')).toHaveText('1.56');
  const shared = page.url();
  // The figures travel after #: never sent to a server or in a Referer.
  expect(new URL(shared).hash).toContain('monthlyRevenue=10000');
  expect(new URL(shared).search).toBe('');
  const other = await page.context().newPage();
  await other.goto(shared);
  await awake(other);
  await expect(tool(other).locator('[data-ratio]')).toHaveText('1.56');
  await expect(tool(other).getByLabel('Monthly revenue', { exact: true })).toHaveValue('10,000');
  await other.close();
});

test('The print button ("Print or save as PDF") opens the print dialog with a one-page report and no navigation', async ({ page }) => {
  await page.goto(path);
  await awake(page);
  await fill(page, english);
  await tool(page).getByRole('button', { name: 'Analyse my cash flow' }).click();
  await page.evaluate(() => {
    (window as unknown as { printed: number }).printed = 0;
    window.print = () => {
      (window as unknown as { printed: number }).printed += 1;
    };
  });
  await tool(page).getByRole('button', { name: 'Print or save as PDF' }).click();
  expect(await page.evaluate(() => (window as unknown as { printed: number }).printed)).toBe(1);
  await page.emulateMedia({ media: 'print' });
  const report = page.locator('#cash-flow-report');
  await expect(report).toBeVisible();
  await expect(report).toContainText('Cash flow analysis report');
  await expect(report).toContainText('1.56');
  await expect(report).toContainText(contact.phone);
  await expect(page.locator('header.site-header')).toBeHidden();
  await expect(page.locator('main')).toBeHidden();
});

test('"Download report" saves the report as a file: the result, the figures, the firm\'s phone', async ({ page }) => {
  await page.goto(path);
  await awake(page);
  await fill(page, english);
  await tool(page).getByRole('button', { name: 'Analyse My Cash Flow' }).click();
  const [download] = await Promise.all([page.waitForEvent('download'), tool(page).getByRole('button', { name: 'Download report' }).click()]);
  expect(download.suggestedFilename()).toMatch(/^cash-flow-report-\d{4}-\d{2}-\d{2}\.txt$/);
  const text = readFileSync(await download.path(), 'utf8');
  expect(text).toContain('Cash flow analysis report');
  expect(text).toMatch(/Cash flow ratio: 1\.56/);
  expect(text).toMatch(/Monthly revenue\s+£10,000/);
  expect(text).toContain(contact.phone);
});

test('keyboard only: figures, submit and the report language', async ({ page }) => {
  await page.goto(path);
  await awake(page);
  await tool(page).getByLabel('Monthly revenue', { exact: true }).focus();
  for (const [i, value] of Object.values(english).entries()) {
    if (i > 0) await page.keyboard.press('Tab');
    await page.keyboard.type(value);
  }
  await page.keyboard.press('Tab');
  await expect(tool(page).getByRole('button', { name: 'Analyse my cash flow' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(tool(page).locator('[data-ratio]')).toHaveText('1.56');
  await page.keyboard.press('Tab');
  await expect(tool(page).getByRole('button', { name: 'Change figures' }), 'the first stop after the result heading is "Change figures", under the figures').toBeFocused();
  await page.keyboard.press('Tab');
  await expect(tool(page).getByRole('radio', { name: 'English' }), 'then the report language').toBeFocused();
  await page.keyboard.press('ArrowRight');
  await expect(tool(page).getByRole('radio', { name: 'Italiano' })).toBeChecked();
  await expect(tool(page).locator('[data-ratio]')).toHaveText('1,56');
  await page.keyboard.press('ArrowLeft');
  await expect(tool(page).getByRole('radio', { name: 'English' })).toBeChecked();
});

test('a new entry that is invalid clears the old result and its figures from the address, and shows the error', async ({ page }) => {
  const t = cashFlowWordsSchema.parse(parse(readFileSync('content/i18n/cash-flow/en.yaml', 'utf8')));
  await page.goto(path);
  await awake(page);
  await fill(page, english);
  await tool(page).getByRole('button', { name: t.submit }).click();
  await expect(tool(page).locator('[data-ratio]')).toHaveText('1.56');
  expect(new URL(page.url()).hash).toContain('monthlyRevenue=10000');
  await tool(page).getByRole('button', { name: t.change }).click();
  await expect(tool(page).getByLabel(t.fields.monthlyRevenue.label, { exact: true }), '"Change figures" brings back the form with the figures, focus on the first').toBeFocused();
  await expect(tool(page).getByLabel(t.fields.monthlyRevenue.label, { exact: true })).toHaveValue(english['Monthly revenue']);
  await expect(tool(page).locator('[data-results]')).toHaveCount(0);
  const rent = t.fields.rent.label;
  await tool(page).getByLabel(rent, { exact: true }).fill('two thousand');
  await tool(page).getByRole('button', { name: t.submit }).click();
  await expect(tool(page).getByText(`${t.errors.prefix} ${fillSlots(t.errors.invalid, { label: rent })}`)).toBeVisible();
  await expect(tool(page).locator('[data-results]')).toHaveCount(0);
  await expect(page.locator('#cash-flow-report')).toHaveCount(0);
  expect(new URL(page.url()).hash, 'no figures of the old result in the address').not.toMatch(/monthlyRevenue|rent=/);
  await expect(tool(page).getByLabel(rent, { exact: true })).toHaveValue('two thousand');
});
