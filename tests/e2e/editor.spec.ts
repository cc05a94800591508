import { readdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { parse } from 'yaml';
import { buildCopy, copyOfContent, filesOf, readCopy, standInFolderPicker } from '../support/editor-folder';

/*
 * The firm's editor at /admin (Sveltia CMS), as an editor uses it. The browser may reach no host but
 * ours: every other request is refused and recorded, as a visitor offline would see it.
 */

interface Watch {
  foreign: string[];
  errors: string[];
}

/** Refuses and records every request to another host, and records console errors. */
async function offline(page: Page): Promise<Watch> {
  const watch: Watch = { foreign: [], errors: [] };
  const ours = new URL(test.info().project.use.baseURL ?? 'http://localhost').host;
  await page.route(
    (url) => url.host !== ours,
    (route) => {
      watch.foreign.push(route.request().url());
      return route.abort('blockedbyclient');
    },
  );
  page.on('console', (message) => {
    if (message.type() === 'error') watch.errors.push(message.text());
  });
  page.on('pageerror', (error) => watch.errors.push(error.message));
  return watch;
}

/** The headers public/_headers gives /admin/*, as the static host serves them (the preview server does not). */
function editorHeaders(): Record<string, string> {
  const block = readFileSync('public/_headers', 'utf8')
    .split(/\n(?=\S)/)
    .find((b) => b.startsWith('/admin/*\n'));
  const lines = (block ?? '')
    .split('\n')
    .slice(1)
    .map((l) => l.trim());
  return Object.fromEntries(lines.filter((l) => /^[A-Za-z-]+:/.test(l)).map((l) => [l.slice(0, l.indexOf(':')), l.slice(l.indexOf(':') + 1).trim()]));
}

/** Opens /admin on the copy, under its own headers, and waits for its collections. */
async function openEditor(page: Page, dir: string) {
  const headers = editorHeaders();
  await page.route(/\/admin\/$/, async (route) => route.fulfill({ response: await route.fetch(), headers: { ...(await route.fetch()).headers(), ...headers } }));
  await standInFolderPicker(page, dir);
  await page.goto('/admin/');
  await page.getByRole('button', { name: 'Work with Local Repository' }).click();
  // It reads every file of content/ first: a few seconds on a busy machine.
  await expect(page.getByRole('treeitem', { name: 'Main pages' })).toBeVisible({ timeout: 20_000 });
}

/**
 * Opens an entry by its address in the editor and waits for `field`. After a save the editor may
 * still be moving back to the list, which would undo an address typed too soon: it is typed again.
 */
async function openEntry(page: Page, hash: string, field: Locator) {
  await expect(async () => {
    await page.goto(`/admin/${hash}`);
    await expect(field).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 15_000 });
}

/**
 * Types into a field and waits until the field holds it: on a busy machine the new-entry form can
 * redraw a field just after it was typed into, and a form saved with an empty required field is
 * refused (the full test run failed that way once in four).
 */
async function fillKept(field: Locator, value: string) {
  await expect(async () => {
    await field.fill(value);
    await expect(field).toHaveValue(value, { timeout: 1_000 });
  }).toPass({ timeout: 15_000 });
}

/** Saves the open entry, and waits until `saved` (a check of the files on disk) holds. */
async function save(page: Page, saved: () => void) {
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(saved).toPass({ timeout: 10_000 });
  // Once saved, the editor closes the entry and goes back to its list: only then open the next one.
  await expect(page).not.toHaveURL(/\/(entries\/|new)/, { timeout: 20_000 });
}

test.describe('the editor at /admin', () => {
  test('loads from our own files, offline, with its icons and no error', async ({ page }) => {
    const watch = await offline(page);
    const dir = copyOfContent();
    try {
      await openEditor(page, dir);
      // Icons are ligatures of the Material Symbols font: drawn, each is one square glyph; without the
      // font it would show its name ("add") as a word.
      const icon = page.getByRole('button', { name: 'Create Entry or Assets' }).locator('[aria-hidden="true"]').first();
      await expect(icon).toHaveText('add');
      await expect.poll(() => page.evaluate(() => [...document.fonts].filter((f) => f.status === 'loaded').map((f) => f.family.replace(/"/g, '')))).toContain('Material Symbols Outlined');
      const box = await icon.boundingBox();
      expect(box?.width).toBeLessThan((box?.height ?? 0) * 1.5);
      expect(watch.foreign).toEqual([]);
      expect(watch.errors).toEqual([]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  test('has headers of its own: a policy allowing only our files and the git host, sign-in popups, noindex', () => {
    const headers = editorHeaders();
    expect(headers['Content-Security-Policy']).toContain("connect-src 'self' blob: data: https://api.github.com;");
    expect(headers['Content-Security-Policy']).toContain("script-src 'self' 'wasm-unsafe-eval';");
    expect(headers['Cross-Origin-Opener-Policy']).toBe('same-origin-allow-popups');
    expect(headers['X-Robots-Tag']).toMatch(/noindex/);
    expect(readFileSync('dist/admin/index.html', 'utf8')).toMatch(/<meta name="robots" content="noindex/);
    // Left out of the sitemap and the search index.
    const sitemaps = readdirSync('dist').filter((f) => f.startsWith('sitemap'));
    for (const file of sitemaps) expect(readFileSync(join('dist', file), 'utf8')).not.toContain('/admin');
  });

  test('edits facts, prices, both languages of a page, a new post and a testimonial, and the site builds with them', async ({ page }) => {
    test.setTimeout(180_000);
    const watch = await offline(page);
    const dir = copyOfContent();
    let built = '';
    try {
      await openEditor(page, dir);

      // The phone number in the contact details.
      const phone = page.getByRole('textbox', { name: 'Phone' });
      await openEntry(page, '#/collections/firm-contact/entries/contact', phone);
      await phone.fill('01632 960999');
      await save(page, () => expect((parse(readCopy(dir, 'content/firm/contact.yaml')) as { phone: string }).phone).toBe('01632 960999'));

      // A price.
      const price = page.getByRole('spinbutton', { name: 'Cloud accounting' });
      await openEntry(page, '#/collections/firm-prices/entries/prices', price);
      await price.fill('195');
      const prices = () => parse(readCopy(dir, 'content/firm/prices.yaml')) as { startingPrices: Record<string, number>; vatWording: unknown };
      await save(page, () => expect(prices().startingPrices['cloud-accounting']).toBe(195));
      expect(prices().vatWording).toBeDefined();

      // The About page in English and Italian: one entry, one save, both files.
      const title = page.getByRole('textbox', { name: 'Title' }).first();
      await openEntry(page, '#/collections/pages/entries/about', title);
      await title.fill('About Ponte Accounting, Alloa');
      await page.getByRole('radiogroup', { name: 'Switch Locale' }).first().getByRole('radio', { name: 'Italian' }).click();
      await page.getByRole('textbox', { name: 'Title' }).first().fill('Chi siamo: Ponte Accounting ad Alloa');
      await save(page, () => {
        expect(readCopy(dir, 'content/pages/about.mdx')).toContain('title: "About Ponte Accounting, Alloa"');
        expect(readCopy(dir, 'content/pages/it/about.mdx')).toContain('title: "Chi siamo: Ponte Accounting ad Alloa"');
      });
      // The body is left as it was.
      const bodyOf = (text: string) => text.slice(text.indexOf('\n---', 3) + 4);
      expect(bodyOf(readCopy(dir, 'content/pages/about.mdx'))).toBe(bodyOf(readFileSync('content/pages/about.mdx', 'utf8')));

      // A new blog post with a category and tags.
      await openEntry(page, '#/collections/blog/new', page.getByRole('textbox', { name: 'Author' }));
      await fillKept(page.getByRole('textbox', { name: 'Title' }), 'Keeping receipts for MTD');
      await fillKept(page.getByRole('textbox', { name: 'Description' }), 'Which receipts to keep for Making Tax Digital, for how long, and how to store them digitally.');
      await fillKept(page.getByRole('textbox', { name: 'Author' }), 'Our MTD team');
      await fillKept(page.getByRole('textbox', { name: 'Date' }), '2026-11-20');
      await page.getByRole('radio', { name: 'Getting started' }).check();
      const tags = page.getByRole('group', { name: /Tags/ });
      for (const [i, tag] of ['record-keeping', 'receipts'].entries()) {
        await tags.getByRole('button', { name: /Add/ }).click();
        // Fill the new box only once it is there (on a busy machine the click renders it late).
        await expect(tags.getByRole('textbox')).toHaveCount(i + 1);
        await tags.getByRole('textbox').last().fill(tag);
      }
      // Typed as an editor would, with a word in braces that is no token and a "<": saved so the page still builds.
      await page.getByRole('textbox', { name: 'Text of the page' }).fill('Keep every receipt in your software from the day you start: {approx} <5% of them need a second look.');
      for (const [i, tag] of ['record-keeping', 'receipts'].entries()) await expect(tags.getByRole('textbox').nth(i)).toHaveValue(tag);
      await save(page, () => expect(readCopy(dir, 'content/blog/keeping-receipts-for-mtd.mdx')).toContain('Keep every receipt'));
      const post = readCopy(dir, 'content/blog/keeping-receipts-for-mtd.mdx');
      expect(post).toContain('category: "getting-started"');
      expect(post).toMatch(/tags:\n\s+- "record-keeping"\n\s+- "receipts"/);
      expect(post).toContain('date: "2026-11-20"');
      expect(post).toContain('\\{approx\\} <5% of them');

      // A testimonial attached to a page.
      await openEntry(page, '#/collections/testimonials/new', page.getByRole('textbox', { name: 'Quote' }));
      await page.getByRole('textbox', { name: 'Quote' }).fill('They set up our till and our books in one afternoon.');
      await page.getByRole('textbox', { name: 'Name', exact: true }).fill('Maria B.');
      await page.getByRole('textbox', { name: 'Business' }).fill('Trattoria Maria, Stirling');
      await page.getByRole('textbox', { name: 'Role' }).fill('Owner');
      await page.getByRole('combobox', { name: 'Pages' }).click();
      await page.getByRole('option', { name: '/restaurant', exact: true }).click();
      await page.getByRole('textbox', { name: 'Consent given on' }).fill('2026-11-01');
      const testimonialFile = () => filesOf(dir, 'content/testimonials').find((f) => !f.includes('_example'));
      await save(page, () => expect(readCopy(dir, testimonialFile() ?? 'missing')).toContain('Maria B.'));
      const testimonial = parse(readCopy(dir, testimonialFile()!)) as { pages: string[]; name: string };
      expect(testimonial).toMatchObject({ name: 'Maria B.', pages: ['/restaurant'] });

      expect(watch.foreign).toEqual([]);
      expect(watch.errors).toEqual([]);

      // The site builds from what the editor saved, and its pages show it.
      const build = buildCopy(dir);
      built = join(build.dist, '..');
      expect(build.status, build.output).toBe(0);
      const html = (path: string) => readFileSync(join(build.dist, path, 'index.html'), 'utf8');
      expect(html('about')).toContain('About Ponte Accounting, Alloa');
      expect(html('about')).toContain('01632 960999');
      expect(html('it/about')).toContain('Chi siamo: Ponte Accounting ad Alloa');
      expect(html('services/cloud-accounting')).toContain('£195');
      expect(html('blog/making-tax-digital/keeping-receipts-for-mtd')).toContain('Keep every receipt in your software from the day you start: {approx} &lt;5% of them');
      expect(html('restaurant'), `${readCopy(dir, testimonialFile()!)}\n${build.output.slice(-3000)}`).toContain('They set up our till and our books in one afternoon.');
    } finally {
      rmSync(dir, { recursive: true, force: true });
      if (built) rmSync(built, { recursive: true, force: true });
    }
  });
});
