import { contact } from '../../src/config/contact';
import { test, expect, type Page } from '@playwright/test';
import { islandsAwake, watchPage } from '../support/watch';
import { readFileSync } from 'node:fs';
import { parse } from 'yaml';

interface MenuLink {
  href: string;
  label: { en: string };
  groups?: MenuLink[];
  children?: MenuLink[];
}
const menus = parse(readFileSync('content/navigation/menus.yaml', 'utf8')) as { header: MenuLink[] };
import { menuLabel, pattern, ui } from '../support/content';

/**
 * The header's journeys by pointer, touch and keyboard. The header is an island that hydrates on
 * first interaction. From 1280 px the navigation is a bar of five entries with panels; below, a
 * menu button opens it over the page (the call to action and phone stay in the bar from 1024 px).
 */

const isMobile = (page: Page) => (page.viewportSize()?.width ?? 0) < 1280;
const nav = (page: Page) => page.getByRole('navigation', { name: ui.en.mainNav });
/** The first dropdown group's toggle (Services once its pages exist). */
const servicesToggle = (page: Page) =>
  nav(page)
    .getByRole('button', { name: new RegExp(`^${pattern(ui.en.groupToggle).source}$`) })
    .first();
/** The menu button in the bar, and the menu it opens on a small screen: a modal dialog whose close button stands where the menu button is. */
const menuButton = (page: Page) => nav(page).getByRole('button', { name: ui.en.menu, expanded: false });
const menu = (page: Page) => page.getByRole('dialog', { name: ui.en.menu });
const closeButton = (page: Page) => menu(page).getByRole('button', { name: ui.en.menu, expanded: true });

test('no JavaScript loads until the visitor reaches for the header, then the header works', async ({ page }) => {
  const watch = await watchPage(page);
  await page.goto('/about');
  // A state, not a quiet spell: every island that wakes by itself has woken, every response is counted.
  await islandsAwake(page);
  await watch.settled();
  expect(watch.scriptBytes(), 'no script before interaction').toBe(0);

  if (isMobile(page)) {
    // The first tap hydrates the island and is replayed, so it opens the menu.
    await menuButton(page).tap();
    await expect(menu(page)).toBeVisible();
    await expect(nav(page).getByRole('link', { name: menuLabel('/about') })).toBeVisible();
  } else {
    await servicesToggle(page).click();
    await expect(servicesToggle(page)).toHaveAttribute('aria-expanded', 'true');
  }
  await watch.settled(); // every script body read, so none is counted late
  expect(watch.scriptBytes(), 'the island loaded on interaction').toBeGreaterThan(0);
  expect(await watch.problems()).toEqual([]);
});

test('keyboard: a group opens with Enter, its links are reachable, Escape closes it and returns focus', async ({ page }) => {
  await page.goto('/about');
  if (isMobile(page)) {
    await menuButton(page).focus();
    await page.keyboard.press('Enter');
    await expect(menu(page)).toBeVisible();
  }
  await servicesToggle(page).focus();
  await expect(servicesToggle(page)).toHaveAttribute('aria-expanded', 'false');
  await page.keyboard.press('Enter');
  await expect(servicesToggle(page)).toHaveAttribute('aria-expanded', 'true');
  const group = page.locator(`#${await servicesToggle(page).getAttribute('aria-controls')}`);
  await expect(group).toBeVisible();
  await page.keyboard.press('Tab');
  await expect(group.getByRole('link').first()).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(servicesToggle(page)).toHaveAttribute('aria-expanded', 'false');
  await expect(group).toBeHidden();
  await expect(servicesToggle(page)).toBeFocused();
  if (isMobile(page)) {
    await page.keyboard.press('Escape');
    await expect(menu(page)).toBeHidden();
    await expect(menuButton(page)).toBeFocused();
  }
});

test('pointer: groups open on hover (desktop) or tap (mobile) and close on a click elsewhere', async ({ page }) => {
  await page.goto('/');
  if (isMobile(page)) {
    await menuButton(page).tap();
    await servicesToggle(page).tap();
  } else {
    await servicesToggle(page).locator('xpath=ancestor::li[1]').getByRole('link').first().hover();
  }
  await expect(servicesToggle(page)).toHaveAttribute('aria-expanded', 'true');
  if (isMobile(page)) {
    // The open menu covers the page on a small screen: a second tap on the toggle closes the group.
    await servicesToggle(page).tap();
  } else {
    await page.locator('main').click({ position: { x: 5, y: 400 } });
  }
  await expect(servicesToggle(page)).toHaveAttribute('aria-expanded', 'false');
});

test('the current page is marked with aria-current and the parent links are real pages', async ({ page }) => {
  await page.goto('/about');
  if (isMobile(page)) await menuButton(page).tap();
  await expect(nav(page).getByRole('link', { name: menuLabel('/about') })).toHaveAttribute('aria-current', 'page');
  await expect(nav(page).getByRole('link', { name: menuLabel('/contact') })).not.toHaveAttribute('aria-current', /.*/);
  for (const link of await nav(page).getByRole('link').all()) {
    const href = await link.getAttribute('href');
    expect(href).toMatch(/^\//);
  }
});

test('header targets are at least 24 by 24 pixels', async ({ page }) => {
  await page.goto('/');
  if (isMobile(page)) await menuButton(page).tap();
  for (const target of await page.locator('header a:visible, header button:visible').all()) {
    const box = await target.boundingBox();
    expect(box?.width, await target.innerText()).toBeGreaterThanOrEqual(24);
    expect(box?.height, await target.innerText()).toBeGreaterThanOrEqual(24);
  }
});

test('focus is never hidden under the fixed header', async ({ page }) => {
  await page.goto('/privacy');
  const headerHeight = (await page.locator('header.site-header').boundingBox())?.height ?? 0;
  // Links a visitor can reach (the folded copy of the contents list is hidden beside its rail).
  const links = page.locator('main a:visible');
  const count = Math.min(await links.count(), 12);
  for (let i = 0; i < count; i++) {
    await links.nth(i).focus();
    const box = await links.nth(i).boundingBox();
    expect(box?.y ?? 0, `main link ${i} below the header`).toBeGreaterThanOrEqual(headerHeight - 1);
  }
});

test('the header gains a shadow once the page is scrolled', async ({ page }) => {
  await page.goto('/privacy');
  // The alpha of the shadow colour: 0 (or no shadow) at the top, visible once scrolled.
  const alpha = () =>
    page.locator('header.site-header').evaluate((el) => {
      const match = getComputedStyle(el).boxShadow.match(/rgba?\(([^)]+)\)/);
      return match ? Number(match[1]?.split(',')[3] ?? 1) : 0;
    });
  expect(await alpha()).toBe(0);
  await page.mouse.wheel(0, 600);
  await expect.poll(alpha, { intervals: [25] }).toBeGreaterThan(0.2);
});

test('the bar shows the call to action and the phone, and a panel reaches every page of its groups', async ({ page }) => {
  await page.goto('/about');
  const header = page.locator('header.site-header');
  await expect(header.getByRole('link', { name: ui.en.headerCta })).toBeVisible();
  await expect(header.getByRole('link', { name: contact.phone })).toBeVisible();
  // At most five top-level entries.
  await expect(nav(page).locator('ul').first().locator(':scope > li:visible')).toHaveCount(5);
  await servicesToggle(page).click();
  const panel = page.locator(`#${await servicesToggle(page).getAttribute('aria-controls')}`);
  // The panel lists each group's hub page and its pages (issue 34: the core services, as content/navigation/menus.yaml has them).
  for (const group of menus.header.find((item) => item.href === '/services')?.groups ?? []) {
    await expect(panel.getByRole('link', { name: group.label.en, exact: true })).toBeVisible();
    for (const child of group.children ?? []) await expect(panel.getByRole('link', { name: child.label.en, exact: true })).toBeVisible();
  }
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 812 }, hasTouch: true });

  test('the menu is a modal dialog over a backdrop: the page is locked, focus stays in the menu, Escape closes it', async ({ page }) => {
    await page.goto('/about');
    await menuButton(page).tap();
    await expect(menu(page)).toBeVisible();
    // Modal (the page behind is inert), its backdrop dimming the page from the header's foot: the header stays as it is.
    const backdrop = await menu(page).evaluate((dialog) => ({ modal: dialog.matches(':modal'), top: getComputedStyle(dialog, '::backdrop').top }));
    expect(backdrop).toEqual({ modal: true, top: `${await page.locator('header.site-header').evaluate((header) => header.clientHeight)}px` });
    await expect(closeButton(page)).toBeVisible();
    // The page behind does not scroll while the menu is open.
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).toBe('hidden');
    // The call to action and the phone close the menu.
    await expect(nav(page).getByRole('link', { name: ui.en.headerCta })).toBeVisible();
    // Tab from the last control leaves for the browser's own controls (the document), never for the page behind, then comes back to the close button.
    const last = nav(page).getByRole('link').last();
    await last.focus();
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement === document.body || !!document.activeElement?.closest('dialog'))).toBe(true);
    await page.keyboard.press('Tab');
    await expect(closeButton(page)).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(menu(page)).toBeHidden();
    await expect(menuButton(page)).toBeFocused();
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).toBe('visible');
  });

  test('a tap on the backdrop or the close button closes the menu', async ({ page }) => {
    await page.goto('/');
    await menuButton(page).tap();
    await expect(menu(page)).toBeVisible();
    await page.touchscreen.tap(20, 700);
    await expect(menu(page)).toBeHidden();
    await menuButton(page).tap();
    await closeButton(page).tap();
    await expect(menu(page)).toBeHidden();
    await expect(menuButton(page)).toBeFocused();
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });
  test('every top-level section is reachable by a plain link', async ({ page }) => {
    await page.goto('/about');
    const visible = page.locator('header a:visible');
    const hrefs = await visible.evaluateAll((links) => links.map((a) => a.getAttribute('href')));
    for (const href of ['/', '/about/']) expect(hrefs).toContain(href);
  });
});

/*
 * The bar must fit with any font a visitor's system falls back to, not only with Arial's widths:
 * DejaVu Sans (the widest common fallback, Linux) is forced on everything, then every visible link
 * and button of the bar is measured at widths from 320 to 2560 px in both languages. No two may
 * overlap and none may leave the screen; what does not fit must fold into the menu.
 */
test.describe('the bar fits every width with a wide fallback font', () => {
  // The forced font is a test's own style sheet, which the site's Content Security Policy would refuse.
  test.use({ bypassCSP: true });
  const barWidths = [320, 360, 375, 414, 768, 1024, 1152, 1280, 1366, 1440, 1536, 1680, 1920, 2560];
  for (const route of ['/', '/it']) {
    test(`${route}: no item overlaps another or leaves the screen`, async ({ page }) => {
      await page.goto(route);
      await page.addStyleTag({ content: "*, *::before, *::after { font-family: 'DejaVu Sans', 'Verdana', sans-serif !important; }" });
      const problems: string[] = [];
      for (const width of barWidths) {
        await page.setViewportSize({ width, height: 800 });
        const found = await page.locator('header.site-header').evaluate((header, vw) => {
          // The bar only: the panels and the small-screen menu open over the page and are hidden here.
          const bar = header.firstElementChild as HTMLElement;
          const barBox = bar.getBoundingClientRect();
          const items = [...bar.querySelectorAll<HTMLElement>('a, button')]
            .filter((el) => el.checkVisibility({ visibilityProperty: true }))
            .map((el) => ({ name: (el.textContent ?? '').trim() || (el.getAttribute('aria-label') ?? el.tagName), box: el.getBoundingClientRect() }))
            .filter(({ box }) => box.width > 0 && box.height > 0 && box.top < barBox.bottom);
          const out: string[] = [];
          for (const [i, a] of items.entries()) {
            if (a.box.left < -0.5 || a.box.right > vw + 0.5) out.push(`"${a.name}" leaves the screen`);
            for (const b of items.slice(i + 1)) {
              const overlapX = Math.min(a.box.right, b.box.right) - Math.max(a.box.left, b.box.left);
              const overlapY = Math.min(a.box.bottom, b.box.bottom) - Math.max(a.box.top, b.box.top);
              if (overlapX > 0.5 && overlapY > 0.5) out.push(`"${a.name}" overlaps "${b.name}" by ${Math.round(overlapX)} px`);
            }
          }
          return out;
        }, width);
        problems.push(...found.map((p) => `${width} px: ${p}`));
      }
      expect(problems).toEqual([]);
    });
  }
});
