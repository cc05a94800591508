import { test, expect } from '@playwright/test';

/**
 * No card grid leaves one card alone on its last row, and no two cards of a grid share an icon (design brief, "Card grids"), at a phone's,
 * a tablet's and a laptop's width, on the pages that carry grids, in both languages. A grid of
 * one column is a list, not a grid, and passes. Cards are the grid's children that look like
 * cards: a border, a shadow or a background of their own.
 */
const routes = [
  '/',
  '/services',
  '/services/cloud-accounting',
  '/industries',
  '/industries/restaurants',
  '/making-tax-digital',
  '/making-tax-digital-uk',
  '/mtd-accountant-services',
  '/blog/making-tax-digital',
  '/about',
  '/it',
  '/it/services',
  '/it/making-tax-digital',
];

test('no card stands alone on the last row of a grid, and neighbours never share an icon, at 375, 768 and 1280 px', async ({ page }) => {
  // Thirteen pages at three widths in one test: a busy machine needs more than the default 30 s.
  test.setTimeout(90_000);
  const lonely: string[] = [];
  for (const route of routes) {
    await page.setViewportSize({ width: 375, height: 900 });
    const response = await page.goto(route);
    if (response?.status() !== 200) continue; // a page the firm has not published
    // One visit per page, resized through the widths: grids follow their container, so nothing is cached by width.
    for (const width of [375, 768, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      const found = await page.locator('main').evaluate((main) => {
        const out: string[] = [];
        const looksLikeCard = (el: Element) => {
          const s = getComputedStyle(el);
          return parseFloat(s.borderTopWidth) > 0 || s.boxShadow !== 'none' || (s.backgroundColor !== 'rgba(0, 0, 0, 0)' && s.backgroundColor !== 'transparent');
        };
        for (const grid of main.querySelectorAll('*')) {
          if (getComputedStyle(grid).display !== 'grid') continue;
          const cards = [...grid.children].filter((c) => (c as HTMLElement).offsetParent !== null && looksLikeCard(c));
          if (cards.length < 3 || cards.length !== grid.children.length) continue;
          const tops = cards.map((c) => Math.round(c.getBoundingClientRect().top));
          const rows = [...new Set(tops)];
          if (rows.length < 2 || rows.length === cards.length) continue; // one row, or one column
          // Neighbours in a grid never share an icon: each card's picture says what it is about.
          const icons = cards.map((c) => c.querySelector('.arch-tile svg')?.innerHTML ?? '');
          if (icons.some((icon, i) => icon !== '' && icons.indexOf(icon) !== i)) {
            out.push(`"${grid.closest('section')?.querySelector('h2')?.textContent?.trim()}": two cards share an icon`);
          }
          const last = tops.filter((t) => t === rows[rows.length - 1]).length;
          if (last === 1) {
            const heading = grid.closest('section')?.querySelector('h2')?.textContent?.trim() ?? grid.className;
            out.push(`"${heading}": ${cards.length} cards, ${tops.filter((t) => t === rows[0]).length} a row`);
          }
        }
        return out;
      });
      lonely.push(...found.map((f) => `${route} at ${width} px: ${f}`));
    }
  }
  expect(lonely).toEqual([]);
});
