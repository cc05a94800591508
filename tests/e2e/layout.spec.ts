import { test, expect, type Page } from '@playwright/test';
import { builtPages } from '../support/dist';

/**
 * Layout on every page at the widths visitors use, 320 px to 1920 px: nothing wider than the
 * screen (no sideways scrolling), the header's call to action in view from 1024 px up, and on
 * landing pages hero buttons that lead to the form on the page and a sticky form that fits an
 * 800 px high window. Each page is loaded once and resized through the widths; each check is one
 * evaluation in the page, so the whole site takes well under a minute.
 */
const widths = [320, 375, 768, 1280, 1920] as const;
const height = 800;
const routes = builtPages()
  .filter((p) => !p.isRedirect)
  .map((p) => p.route);
const batchSize = 8;

interface Measure {
  scrollWidth: number;
  viewport: number;
  /** Elements sticking out of the viewport that nothing clips, as "tag.class (left–right)". */
  wide: string[];
  /** The header's call to action: shown, and inside the viewport. */
  ctaVisible: boolean;
}

/** One pass over the page at its current width. */
const measure = (page: Page): Promise<Measure> =>
  page.evaluate(() => {
    const vw = document.documentElement.clientWidth;
    /** True when an ancestor clips its overflow, so a wide child cannot widen the page. */
    const clipped = (el: Element): boolean => {
      for (let p = el.parentElement; p && p !== document.body; p = p.parentElement) {
        const style = getComputedStyle(p);
        if (style.overflowX !== 'visible' || style.contain.includes('paint')) return true;
      }
      return false;
    };
    const wide: string[] = [];
    for (const el of document.body.querySelectorAll('*')) {
      const r = el.getBoundingClientRect();
      if (r.width === 0 || r.height === 0) continue;
      // Past the right edge it widens the page; past the left edge only if partly on screen
      // (wholly off-screen elements, like a form's hidden trap field, are never seen).
      if (r.right <= vw + 1 && (r.left >= -1 || r.right <= 0)) continue;
      const style = getComputedStyle(el);
      // Visually hidden text (sr-only) is clipped to a pixel and never seen.
      if (style.position === 'absolute' && style.clipPath !== 'none' && r.width <= 1) continue;
      if (style.visibility === 'hidden' || clipped(el)) continue;
      wide.push(`${el.tagName.toLowerCase()}.${String(el.getAttribute('class') ?? '').split(' ').slice(0, 3).join('.')} (${Math.round(r.left)}–${Math.round(r.right)})`);
    }
    const cta = document.querySelector<HTMLElement>('[data-header-cta]');
    const box = cta?.getBoundingClientRect();
    const ctaVisible = Boolean(cta && box && cta.checkVisibility() && box.width > 0 && box.left >= 0 && box.right <= vw && box.top >= 0);
    return { scrollWidth: document.documentElement.scrollWidth, viewport: vw, wide: wide.slice(0, 5), ctaVisible };
  });

for (let i = 0; i < routes.length; i += batchSize) {
  const batch = routes.slice(i, i + batchSize);
  test(`layout at ${widths.join(', ')} px: ${batch[0]} … (${batch.length} pages)`, async ({ page }) => {
    for (const route of batch) {
      await page.setViewportSize({ width: widths[0], height });
      await page.goto(route === '/404' ? '/404' : route);
      for (const width of widths) {
        await page.setViewportSize({ width, height });
        const m = await measure(page);
        expect.soft(m.scrollWidth, `${route} at ${width} px: the page scrolls sideways`).toBeLessThanOrEqual(m.viewport);
        expect.soft(m.wide, `${route} at ${width} px: elements wider than the screen`).toEqual([]);
        expect.soft(m.ctaVisible, `${route} at ${width} px: the header's call to action`).toBe(width >= 1024);
      }
    }
  });
}

const landings = builtPages().filter((p) => p.doc.querySelector('[data-sticky-form]'));

test('landing pages: every hero button leads to something on the page, and the sticky form fits the window', async ({ page }) => {
  expect(landings.length, 'the service landing pages').toBeGreaterThanOrEqual(5);
  await page.setViewportSize({ width: 1280, height });
  for (const { route } of landings) {
    await page.goto(route);
    const targets = await page.locator('[data-hero-actions] a').evaluateAll((links) =>
      links.map((a) => {
        const href = a.getAttribute('href') ?? '';
        return { href, found: href.startsWith('#') && document.getElementById(href.slice(1)) !== null };
      }),
    );
    expect(targets.length, `${route}: hero buttons`).toBeGreaterThan(0);
    for (const t of targets) expect(t.found, `${route}: hero button ${t.href} targets an element on this page`).toBe(true);

    // The first hero button jumps to the quote form, which is then in view.
    await page.locator('[data-hero-actions] a').first().click();
    const form = page.locator('[data-sticky-form]');
    await expect(form).toBeInViewport();
    const { formHeight, headerHeight, sticky, scrolls } = await form.evaluate((el) => ({
      formHeight: el.getBoundingClientRect().height,
      scrolls: el.scrollHeight > el.clientHeight + 1,
      headerHeight: document.querySelector('header.site-header')!.getBoundingClientRect().height,
      sticky: getComputedStyle(el).position === 'sticky',
    }));
    if (sticky) {
      expect(formHeight, `${route}: the sticky form fits under the header`).toBeLessThanOrEqual(height - headerHeight);
      expect(scrolls, `${route}: the whole form shows without scrolling inside it`).toBe(false);
    }
    // Scrolled well down the page, the whole form is still on screen, its button within reach.
    await page.mouse.wheel(0, 1500);
    if (sticky) await expect(form.getByRole('button').last()).toBeInViewport();
  }
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 812 }, hasTouch: true });
  test('a landing page offers the free quote from the first screen, and the button jumps to the form', async ({ page }) => {
    await page.goto('/services/cloud-accounting');
    const quote = page.locator('.call-bar').getByRole('link', { name: 'Get a free quote' });
    await expect(quote).toBeInViewport();
    await quote.tap();
    await expect(page.locator('[data-sticky-form] h2')).toBeInViewport();
  });
});

test('cash-flow tool: the illustrated sample result goes once the visitor has a result of their own', async ({ page }) => {
  await page.goto('/tools/cash-flow-analysis');
  const sample = page.locator('[data-cash-flow-sample]');
  await expect(sample).toBeVisible();
  const tool = page.locator('#cash-flow-tool');
  await tool.scrollIntoViewIfNeeded();
  await tool.locator('astro-island:not([ssr])').waitFor({ state: 'attached' });
  const figures = { 'Monthly revenue': '10000', 'Other money coming in': '0', Rent: '2000', Salaries: '4000', Utilities: '500', 'Other operating costs': '1000', 'Unpaid invoices owed to you': '0', 'Bills you must pay this month': '500' };
  for (const [label, value] of Object.entries(figures)) await tool.getByLabel(label, { exact: true }).fill(value);
  await tool.getByRole('button', { name: 'Analyse My Cash Flow' }).click();
  await expect(tool.locator('[data-results]')).toBeVisible();
  await expect(sample).toBeHidden();
});
