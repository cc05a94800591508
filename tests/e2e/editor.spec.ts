import { spawnSync } from 'node:child_process';
import { readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { parse } from 'yaml';
import { buildCopy, copyOfContent, filesOf, readCopy, standInFolderPicker } from '../support/editor-folder';
import { standInGitHub } from '../support/github';
import { editorURL, siteURL } from '../support/servers';

/*
 * The firm's editor (Sveltia CMS), as an editor uses it, at its own address (dist-admin/, served on a
 * port of its own: another origin than the public site's). The browser may reach no host but the
 * editor's: every other request is refused and recorded, as on a computer offline, except where a
 * test stands in for GitHub (tests/support/github.ts).
 */

interface Watch {
  foreign: string[];
  errors: string[];
}

/** Refuses and records every request to another host than the editor's, and records console errors. */
async function offline(page: Page): Promise<Watch> {
  const watch: Watch = { foreign: [], errors: [] };
  const ours = new URL(editorURL).host;
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

/** Opens the editor on the copy and waits for its collections. */
async function openEditor(page: Page, dir: string) {
  await standInFolderPicker(page, dir);
  await page.goto(`${editorURL}/`);
  await page.getByRole('button', { name: 'Work with Local Repository' }).click();
  // It reads every file of content/ first: a few seconds, up to a minute on a very busy machine.
  await expect(page.getByRole('treeitem', { name: 'Main pages' })).toBeVisible({ timeout: 60_000 });
}

/**
 * Opens an entry by its address in the editor and waits for `field`. After a save the editor may
 * still be moving back to the list, which would undo an address typed too soon: it is typed again.
 */
async function openEntry(page: Page, hash: string, field: Locator) {
  await expect(async () => {
    await page.goto(`${editorURL}/${hash}`);
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

/** The lines of `after` not in `before` and of `before` not in `after`: one each for a one-line change. */
function changedLines(before: string, after: string): { removed: string[]; added: string[] } {
  const a = before.split('\n');
  const b = after.split('\n');
  return { removed: a.filter((line, i) => line !== b[i]), added: b.filter((line, i) => line !== a[i]) };
}

test.describe('the editor', () => {
  test('loads from our own files, offline, with its icons and no error', async ({ page }) => {
    test.setTimeout(90_000);
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

  test('signs in with a token, never through another host; keeps the token from every public page; says whether the site is live', async ({ page, context }) => {
    test.setTimeout(150_000);
    const contact = readFileSync('content/firm/contact.yaml', 'utf8');
    const github = await standInGitHub(page, { 'content/firm/contact.yaml': contact });
    // The site's last build stopped on a mistake: the host reports it on the commit, in the build's words.
    const refusal = 'content/firm/contact.yaml, line 9 (phone): a phone number has 10 or 11 digits.';
    github.checks = [{ name: 'Cloudflare Pages', status: 'completed', conclusion: 'failure', html_url: 'https://github.com/checks/1', output: { title: 'Build failed', summary: refusal } }];
    const foreign: string[] = [];
    await page.route(
      (url) => url.host !== new URL(editorURL).host && url.host !== 'api.github.com',
      (route) => {
        foreign.push(route.request().url());
        return route.abort('blockedbyclient');
      },
    );

    const response = await page.goto(`${editorURL}/`);
    // Served with its own policy: its own files and GitHub's API only, never framed.
    expect(response?.headers()['content-security-policy']).toMatch(/connect-src 'self' blob: data: https:\/\/api\.github\.com;.*frame-ancestors 'none'/);

    // No sign-in helper is set up (EDITOR_AUTH_URL): a token, and no button to another sign-in host.
    const withToken = page.getByRole('button', { name: 'Sign In Using Access Token' });
    await expect(withToken).toBeVisible({ timeout: 60_000 });
    await expect(page.getByRole('button', { name: /Sign In with/ })).toHaveCount(0);
    const token = 'github_pat_11ABCDEFG0123456789_standInTokenForTheTest';
    await withToken.click();
    await page.getByRole('textbox').first().fill(token);
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();

    // The publishing notice: not live, and why, in the build's words.
    const notice = page.getByRole('status', { name: 'Publishing' });
    await expect(notice).toContainText('Not published', { timeout: 60_000 });
    await expect(notice).toContainText(refusal);
    await expect(notice.getByRole('link', { name: 'Open its report' })).toHaveAttribute('href', 'https://github.com/checks/1');
    // Corrected and built again: the page's last change is live.
    github.checks = [{ name: 'Cloudflare Pages', status: 'completed', conclusion: 'success', output: { title: 'Deployed' } }];
    await page.goto(`${editorURL}/#/collections/firm-contact/entries/contact`);
    await expect(page.getByRole('textbox', { name: 'Phone' })).toBeVisible({ timeout: 60_000 });
    await expect(notice).toContainText('This page was last changed on 20 Nov, 10:00.');
    await expect(notice).toContainText('Live');

    // The editor keeps the token in its origin's storage; a public page, in the same browser, cannot read it.
    expect(await page.evaluate(() => localStorage.getItem('sveltia-cms.user'))).toContain(token);
    const visitor = await context.newPage();
    await visitor.goto(`${siteURL}/`);
    expect(await visitor.evaluate(() => JSON.stringify({ ...localStorage }))).not.toContain(token);
    const stored = (await context.storageState()).origins.filter((o) => JSON.stringify(o.localStorage).includes(token)).map((o) => o.origin);
    expect(stored).toEqual([editorURL]);
    expect(foreign).toEqual([]);
    expect(github.unanswered).toEqual([]);
  });

  test('edits facts, prices, both languages of a page, a new post and a testimonial, and the site builds with them', async ({ page }) => {
    test.setTimeout(480_000);
    const watch = await offline(page);
    const dir = copyOfContent();
    let built = '';
    try {
      // A one-field save changes one line: the files are kept as the editor writes them (the copy is
      // brought into its style as `npm run editor:normalise` brings content/), so a review shows the change alone.
      const normalise = spawnSync(process.execPath, ['scripts/editor-normalise.mjs', '--dir', dir], { encoding: 'utf8' });
      expect(normalise.status, normalise.stderr).toBe(0);
      await openEditor(page, dir);

      // The phone number in the contact details.
      const contactBefore = readCopy(dir, 'content/firm/contact.yaml');
      const phone = page.getByRole('textbox', { name: 'Phone' });
      await openEntry(page, '#/collections/firm-contact/entries/contact', phone);
      await phone.fill('01632 960999');
      await save(page, () => expect((parse(readCopy(dir, 'content/firm/contact.yaml')) as { phone: string }).phone).toBe('01632 960999'));
      expect(changedLines(contactBefore, readCopy(dir, 'content/firm/contact.yaml'))).toEqual({ removed: [expect.stringContaining('phone:')], added: ['phone: "01632 960999"'] });

      // A menu entry's words.
      const menusBefore = readCopy(dir, 'content/navigation/menus.yaml');
      const firstLabel = (parse(menusBefore) as { header: { label: { en: string } }[] }).header[0]!.label.en;
      const label = page.getByRole('textbox', { name: 'English' }).first();
      await openEntry(page, '#/collections/navigation-menus/entries/menus', label);
      await expect(label).toHaveValue(firstLabel);
      await label.fill(`${firstLabel} we offer`);
      await save(page, () => expect(readCopy(dir, 'content/navigation/menus.yaml')).toContain(`${firstLabel} we offer`));
      expect(changedLines(menusBefore, readCopy(dir, 'content/navigation/menus.yaml'))).toEqual({
        removed: [expect.stringContaining(firstLabel)],
        added: [expect.stringContaining(`"${firstLabel} we offer"`)],
      });

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
      // The preview looks like the page: its hero, its text and its card sections in the site's styles.
      const about = readFileSync('content/pages/about.mdx', 'utf8');
      const heading = (text: string) => /\n {2}heading: "?(.+?)"?\n/.exec(text)![1]!;
      const preview = page.frameLocator('iframe.preview');
      await expect(preview.getByRole('heading', { level: 1 })).toHaveText(heading(about));
      await expect(preview.locator('[lang="en-GB"] header.page-header')).toBeVisible();
      await expect(preview.locator('.prose-body h2').first()).toBeVisible();
      expect(await preview.locator('.card-grid').count()).toBeGreaterThan(0);
      // The site's heading font: the stylesheet and its fonts came with the editor.
      await expect(preview.getByRole('heading', { level: 1 })).toHaveCSS('font-family', /Fraunces/);
      await page.getByRole('radiogroup', { name: 'Switch Locale' }).first().getByRole('radio', { name: 'Italian' }).click();
      await expect(preview.locator('[lang="it"]').getByRole('heading', { level: 1 })).toHaveText(heading(readFileSync('content/pages/it/about.mdx', 'utf8')));
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
