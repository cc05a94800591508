import { test, expect } from '@playwright/test';
import { contentYaml, frontmatter, mtd, shown } from '../support/content';

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
    await page.goto(route);
    for (const width of [390, 1440]) {
      await page.setViewportSize({ width, height: 900 });
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

test('Home names each destination once: no page (nor a page on the same subject) is linked from both its services and its audiences', async ({ page }) => {
  // Review 21b: "Italian businesses in the UK" stood as a service card and again as a row of "Who we work with" just below.
  for (const [route, file, locale] of [
    ['/', 'pages/home.mdx', 'en'],
    ['/it', 'pages/it/home.mdx', 'it'],
  ] as const) {
    const sections = frontmatter<{ sections: { variant?: string; heading: string }[] }>(file).sections;
    const services = sections.find((s) => s.variant === 'services');
    const audiences = sections.find((s) => s.variant === 'list');
    expect(services && audiences, `${file}: a services section and a list of audiences`).toBeTruthy();
    await page.goto(route);
    /** Each link of a section: its page, that page's last path segment (its subject) and its words. */
    const links = (heading: string) =>
      page.getByRole('region', { name: shown(heading, locale) }).evaluate((section) =>
        [...section.querySelectorAll('a[href]')].map((a) => {
          const path = new URL((a as HTMLAnchorElement).href).pathname.replace(/\/$/, '');
          return { path, subject: path.split('/').pop()!, words: (a.textContent ?? '').trim().toLowerCase() };
        }),
      );
    const [ours, theirs] = [await links(services!.heading), await links(audiences!.heading)];
    expect(ours.length && theirs.length, `${route}: links in both sections`).toBeTruthy();
    for (const key of ['path', 'subject', 'words'] as const) {
      const shared = theirs.filter((t) => ours.some((o) => o[key] === t[key])).map((t) => t.path);
      expect(shared, `${route}: linked from both "${services!.heading}" and "${audiences!.heading}" (same ${key})`).toEqual([]);
    }
  }
});

test('the cloud accounting page states its starting price once in its first two screens, at 390 and 1440 px', async ({ page }) => {
  // Review 21b: the price stood in the hero's badge and again in the price card right after it.
  const amount = contentYaml<{ startingPrices: Record<string, number> }>('firm/prices.yaml').startingPrices['cloud-accounting']!;
  const price = `£${amount.toLocaleString('en-GB')}`;
  for (const route of ['/services/cloud-accounting', '/it/services/cloud-accounting']) {
    for (const [width, height] of [
      [390, 844],
      [1440, 900],
    ] as const) {
      await page.setViewportSize({ width, height });
      await page.goto(route);
      // Every shown text holding the price, by where it stands on the page.
      const tops = await page.locator('main').evaluate((main, price) => {
        const walker = document.createTreeWalker(main, NodeFilter.SHOW_TEXT);
        const found: number[] = [];
        for (let n = walker.nextNode(); n; n = walker.nextNode()) {
          if (!n.textContent?.includes(price)) continue;
          const range = document.createRange();
          range.selectNodeContents(n);
          const box = [...range.getClientRects()].find((r) => r.width > 0 && r.height > 0);
          if (box && n.parentElement?.checkVisibility({ visibilityProperty: true, opacityProperty: true })) found.push(Math.round(box.top + window.scrollY));
        }
        return found;
      }, price);
      const early = tops.filter((top) => top < 2 * height);
      expect(early.length, `${route} at ${width} px: ${price} in the first two screens, at ${tops.join(', ')} px`).toBe(1);
    }
  }
});
