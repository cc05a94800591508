import { test, expect } from '@playwright/test';
import { mtd } from '../support/content';

/** Faults named by design review 21b, each checked where a visitor sees it, with the words read from content/. */

test('a folded worked example leads with its name: the name is set larger than its one-line summary, at 390 and 1440 px', async ({ page }) => {
  // Review 21b: at 390 px (clearest in Italian) the summary under each example was as large as its serif name and broke into
  // three short lines, so it read as the stronger of the two.
  for (const [route, locale, set] of [
    ['/mtd-compliance-requirements-guide', 'en', 'compliance'],
    ['/it/mtd-compliance-requirements-guide', 'it', 'compliance'],
    ['/making-tax-digital-sole-traders-contractors', 'en', 'sole-traders'],
    ['/it/making-tax-digital-sole-traders-contractors', 'it', 'sole-traders'],
  ] as const) {
    const stories = mtd[locale].caseStories[set] as { name: string; business: string }[];
    expect(stories.length, `${locale}: the ${set} examples`).toBeGreaterThan(0);
    for (const width of [390, 1440]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(route);
      const section = page.locator(`#stories-${set}`).locator('xpath=ancestor::section[1]');
      for (const s of stories) {
        const summary = section.locator('summary').filter({ hasText: s.name });
        const size = (text: string) => summary.getByText(text, { exact: true }).evaluate((e) => parseFloat(getComputedStyle(e).fontSize));
        const [name, business] = [await size(s.name), await size(s.business)];
        expect(name, `${route} at ${width} px, "${s.name}": its name (${name} px) is set larger than its summary (${business} px)`).toBeGreaterThan(business);
      }
    }
  }
});
