import { spawnSync } from 'node:child_process';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { parse } from 'yaml';
import { buildCopy, copyOfContent, filesOf, readCopy } from '../support/editor-folder';
import { changedLines, fieldGroup, fillKept, insertPrice, offline, openEditor, openEntry, reveal, save, typeInBody } from '../support/editor-steps';
import { standInGitHub } from '../support/github';
import { editorURL, siteURL } from '../support/servers';

/*
 * The firm's editor (Sveltia CMS), as an editor uses it, at its own address (dist-admin/, served on a
 * port of its own: another origin than the public site's). The browser may reach no host but the
 * editor's: every other request is refused and recorded, as on a computer offline, except where a
 * test stands in for GitHub (tests/support/github.ts).
 */

/** A new legal page, the cookie notice, with its Italian twin: one entry, one save, two files. */
async function addCookieNotice(page: Page, dir: string) {
  await openEntry(page, '#/collections/legal/new', page.getByRole('textbox', { name: 'Heading' }));
  const words = {
    English: ['Cookie notice', 'Which cookies this site sets, why, and how to refuse them: none follows you to other sites.', 'We use no cookies to follow you.'],
    Italian: ['Informativa sui cookie', 'Quali cookie imposta questo sito, perché e come rifiutarli: nessuno la segue su altri siti.', 'Non usiamo cookie per seguirla.'],
  };
  for (const [language, [title, description, text]] of Object.entries(words)) {
    await page.getByRole('radiogroup', { name: 'Switch Locale' }).first().getByRole('radio', { name: language }).click();
    await fillKept(page.getByRole('textbox', { name: 'Title' }), title!);
    await fillKept(page.getByRole('textbox', { name: 'Description' }), description!);
    await fillKept(page.getByRole('textbox', { name: 'Heading' }), title!);
    await fillKept(page.getByRole('textbox', { name: 'Updated' }), '2026-11-20');
    await typeInBody(page, text!);
  }
  await save(page, () => expect(readCopy(dir, 'content/legal/it/cookie-notice.mdx')).toContain('Non usiamo cookie'));
}

/**
 * A page in the header's menu, as the guide says: Header › its first entry › its first group › Children ›
 * Add, the page picked from the list, its words and (ticked "Add Summary") its sentence in both languages.
 */
async function addHeaderChild(page: Page, dir: string, path: string, words: { label: { en: string; it: string }; summary: { en: string; it: string } }) {
  await openEntry(page, '#/collections/navigation-menus/entries/menus', fieldGroup(page, 'Header'));
  const children = fieldGroup(page, 'Children').first();
  const links = children.getByRole('group', { name: /“.?Link to.?” Field/ });
  // Every child drawn (the last one scrolled into view) before one is added.
  const childrenOf = () => (parse(readCopy(dir, 'content/navigation/menus.yaml')) as { header: { groups: { children: unknown[] }[] }[] }).header[0]!.groups[0]!.children;
  const count = childrenOf().length;
  await reveal(page, links.nth(count - 1));
  await expect(links).toHaveCount(count);
  await children.getByRole('button', { name: /^Add/ }).last().click();
  await expect(links).toHaveCount(count + 1);
  await links.last().getByRole('combobox').click();
  await page.getByRole('option', { name: path, exact: true }).click();
  const label = children.getByRole('group', { name: /“.?Label.?” Field/ }).last();
  await fillKept(label.getByRole('textbox', { name: 'English' }), words.label.en);
  await fillKept(label.getByRole('textbox', { name: 'Italian' }), words.label.it);
  const summary = children.getByRole('group', { name: /“.?Summary.?” Field/ }).last();
  await summary.getByRole('checkbox', { name: /Add/ }).check();
  await fillKept(summary.getByRole('textbox', { name: 'English' }), words.summary.en);
  await fillKept(summary.getByRole('textbox', { name: 'Italian' }), words.summary.it);
  await save(page, () => expect(childrenOf().at(-1)).toEqual({ href: path, ...words }));
}

test.describe('the editor', () => {
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

  test('loads from our own files, offline, with its icons and no error; refuses mistakes in the form, in an editor’s words: limits counted as the page shows them, misspelt figures, days that do not exist', async ({
    page,
  }) => {
    // Four entries opened, one of them the long facts file: over two minutes while the other editor test builds its copy.
    test.setTimeout(240_000);
    const watch = await offline(page);
    const dir = copyOfContent();
    const privacy = readCopy(dir, 'content/legal/privacy.mdx');
    const facts = readCopy(dir, 'content/firm/mtd-facts.yaml');
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

      // Hints read whole: the contact details name the Insert menu's items, which markup would have lost.
      await openEntry(
        page,
        '#/collections/firm-contact',
        page.getByText(/pages show them through the Insert menu of their text \(Phone number, Email address, Address, Opening hours, Contact details block\)/),
      );

      // A new service page: its Italian twin starts with no English words (the FAQ heading is left to the page's language).
      await openEntry(page, '#/collections/services/new', page.getByRole('textbox', { name: 'Title' }));
      await page.getByRole('radiogroup', { name: 'Switch Locale' }).first().getByRole('radio', { name: 'Italian' }).click();
      const faqHeading = page.getByRole('textbox', { name: 'FAQ heading' });
      await reveal(page, faqHeading);
      await expect(faqHeading).toHaveValue('');
      // Left empty, the preview heads the questions with the site's usual heading in the tab's language; typed, with the page's own.
      const usualHeading = (language: string) => (parse(readFileSync(`content/i18n/interface/${language}.yaml`, 'utf8')) as { faqHeading: string }).faqHeading;
      await fieldGroup(page, 'Questions and answers').getByRole('button', { name: /^Add/ }).click();
      await fillKept(page.getByRole('textbox', { name: 'Question' }), 'Quanto costa?');
      const questions = page.frameLocator('iframe.preview').locator('[lang="it"] section').filter({ hasText: 'Quanto costa?' });
      await expect(questions.getByRole('heading', { level: 2 })).toHaveText(usualHeading('it'));
      await fillKept(faqHeading, 'Domande sul servizio');
      await expect(questions.getByRole('heading', { level: 2 })).toHaveText('Domande sul servizio');

      // The privacy notice: a description of 167 characters typed, 153 once its figure is filled in, is within the limit…
      const description = page.getByRole('textbox', { name: 'Description' }).first();
      const counter = fieldGroup(page, 'Description').first().locator('.figures-count');
      // The counter is the privacy notice's own (the new service page's form is gone), drawn once the editor's field type is loaded.
      await openEntry(page, '#/collections/legal/entries/privacy', page.getByRole('toolbar', { name: 'Primary' }).getByText(/^Legal pages ›/));
      await expect(counter).toBeVisible({ timeout: 15_000 });
      const typed = 'MTD for VAT covers every VAT-registered business, whatever its turnover: what it means for records, digital links and returns, and the {mtd:vat-threshold} threshold.';
      await description.fill(typed);
      await expect(counter).toHaveText('153 / 160');
      // …and a few words more are not: the counter turns, and saving is refused with the count as the page shows it.
      await description.fill(`${typed} Read on.`);
      await expect(counter).toHaveText('162 / 160');
      await page.getByRole('textbox', { name: 'Title' }).first().fill('Privacy at {firmm}');
      // A price typed with a misspelt name in the text.
      const body = page.getByRole('textbox', { name: 'Text of the page' }).first();
      await reveal(page, body);
      await body.focus();
      await page.keyboard.press('Control+End');
      await page.keyboard.type(' From {price:cloud-acounting} a month.');
      await page.getByRole('button', { name: 'Save', exact: true }).click();
      await expect(fieldGroup(page, 'Description').first().getByRole('alert')).toContainText(
        'Too long for the page: it shows 162 characters, with its figures filled in, and at most 160 fit. Shorten it by 2.',
      );
      await expect(fieldGroup(page, 'Title').first().getByRole('alert')).toContainText('{firmm} is not a figure the site has. Did you mean {firm}?');
      await expect(fieldGroup(page, 'Text of the page').first().getByRole('alert')).toContainText('A figure in curly brackets here is not one the site has');
      expect(readCopy(dir, 'content/legal/privacy.mdx')).toBe(privacy);

      // A quarter day: one that does not exist and words for one are refused in words, never as a pattern.
      await page.goto(`${editorURL}/#/collections/firm-mtd-facts/entries/mtd-facts`);
      const due = page.getByRole('textbox', { name: 'Due' });
      await reveal(page, due.nth(2));
      await due.nth(2).fill('02-30');
      await due.nth(1).fill('nov 7th');
      await page.getByRole('button', { name: 'Save', exact: true }).click();
      const dueErrors = fieldGroup(page, 'Due').getByRole('alert');
      await expect(dueErrors).toHaveCount(2);
      for (const error of await dueErrors.all()) await expect(error).toContainText('must be a day of the year that exists, written month-day, like 07-05 for 5 July');
      expect(readCopy(dir, 'content/firm/mtd-facts.yaml')).toBe(facts);

      // A price with pence in a whole-pounds box is refused in words, never rounded (it was saved as 195 without a word).
      const prices = readCopy(dir, 'content/firm/prices.yaml');
      const cloud = page.getByRole('spinbutton', { name: 'Cloud accounting' });
      await openEntry(page, '#/collections/firm-prices/entries/prices', cloud);
      await cloud.fill('195.50');
      await page.getByRole('button', { name: 'Save', exact: true }).click();
      await expect(fieldGroup(page, 'Cloud accounting').getByRole('alert')).toContainText('A whole number only, with no pence or decimals: write 195, not 195.50.');
      expect(readCopy(dir, 'content/firm/prices.yaml')).toBe(prices);

      // On the Italian tab: a {name} translated in an interface word, and a title longer than the page's limit, each refused there.
      const italianWords = readCopy(dir, 'content/i18n/interface/it.yaml');
      const fromPerMonth = page.getByRole('textbox', { name: 'From per month' });
      await openEntry(page, '#/collections/words-interface/entries/interface', page.getByRole('textbox', { name: 'Skip link' }));
      await page.getByRole('radiogroup', { name: 'Switch Locale' }).first().getByRole('radio', { name: 'Italian' }).click();
      await reveal(page, fromPerMonth);
      await fromPerMonth.fill('Da {prezzo} al mese');
      await page.getByRole('button', { name: 'Save', exact: true }).click();
      await expect(fieldGroup(page, 'From per month').getByRole('alert')).toContainText('Keep the names in curly brackets as the English words have them, untranslated: {price}.');
      expect(readCopy(dir, 'content/i18n/interface/it.yaml')).toBe(italianWords);
      const italianAbout = readCopy(dir, 'content/pages/it/about.mdx');
      const title = page.getByRole('textbox', { name: 'Title' }).first();
      await openEntry(page, '#/collections/pages/entries/about', title);
      await page.getByRole('radiogroup', { name: 'Switch Locale' }).first().getByRole('radio', { name: 'Italian' }).click();
      await fillKept(title, 'Chi siamo: consulenti contabili ad Alloa, in Scozia, con competenze italiane e britanniche');
      await page.getByRole('button', { name: 'Save', exact: true }).click();
      await expect(fieldGroup(page, 'Title').first().getByRole('alert')).toContainText('Too long');
      expect(readCopy(dir, 'content/pages/it/about.mdx')).toBe(italianAbout);
      expect(watch.foreign).toEqual([]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  test('edits facts, prices, both languages of a page, a new post and a testimonial, and the site builds with them', { tag: '@full' }, async ({ page }) => {
    test.setTimeout(480_000);
    const watch = await offline(page);
    const dir = copyOfContent();
    let built = '';
    // A page the firm has only in English so far, linked from the footer (the Italian footer marks it).
    writeFileSync(
      join(dir, 'content/pages/payroll-for-restaurants.mdx'),
      '---\ntitle: "Payroll for restaurants"\ndescription: "Payroll for restaurants in Scotland: rotas, tips and tronc, holiday pay and RTI, run every pay day."\nhero:\n  heading: "Payroll for restaurants"\n  lead: "Rotas, tips and holiday pay, run every pay day."\n---\n\nPayroll for restaurants, run by our team.\n',
    );
    const menus = join(dir, 'content/navigation/menus.yaml');
    writeFileSync(menus, `${readFileSync(menus, 'utf8').trimEnd()}\n  - href: /payroll-for-restaurants\n    label: { en: "Payroll for restaurants", it: "Buste paga per ristoranti" }\n`);
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

      // A new blog post in English and Italian, with a category and tags, typed as an editor types it.
      await openEntry(page, '#/collections/blog/new', page.getByRole('textbox', { name: 'Author' }));
      // Typed in title case: the site, and so the preview, shows English headings in sentence case.
      await fillKept(page.getByRole('textbox', { name: 'Title' }), 'Keeping Receipts For MTD');
      await fillKept(page.getByRole('textbox', { name: 'Description' }), 'Which receipts to keep for Making Tax Digital, for how long, and how to store them digitally.');
      await fillKept(page.getByRole('textbox', { name: 'Author' }), 'Our MTD team');
      await fillKept(page.getByRole('textbox', { name: 'Date' }), '2026-11-20');
      await page.getByRole('radio', { name: 'Getting started' }).check();
      // Tags are ticked from the blog's tags, each named in both languages (a tag typed freely showed in English on the Italian post).
      const tags = page.getByRole('group', { name: /Tags/ });
      for (const tag of ['Record keeping', 'Software']) await tags.getByRole('checkbox', { name: tag, exact: true }).check();
      // Sentences that start with a one-letter word, a word in braces that is no token, a "<", and a price
      // inserted inside a sentence from the Insert menu.
      await typeInBody(page, 'A client said yes.\nI keep every receipt in my software: {approx} <5% of them need a second look. Our bookkeeping starts at ');
      await insertPrice(page, 'Cloud accounting');
      await page.keyboard.type(' a month.');
      // The preview is the post as the site lays it out: its title as the heading, its text with the price filled in.
      const postPreview = page.frameLocator('iframe.preview');
      await expect(postPreview.locator('[lang="en-GB"]').getByRole('heading', { level: 1 })).toHaveText('Keeping receipts for MTD');
      await expect(postPreview.locator('.prose-body')).toContainText(/A client said yes\.\s*I keep every receipt .* Our bookkeeping starts at £\d+/);
      for (const tag of ['Record keeping', 'Software']) await expect(tags.getByRole('checkbox', { name: tag, exact: true })).toBeChecked();
      // The Italian post, in the same entry.
      await page.getByRole('radiogroup', { name: 'Switch Locale' }).first().getByRole('radio', { name: 'Italian' }).click();
      await fillKept(page.getByRole('textbox', { name: 'Title' }), 'Quali ricevute conservare per MTD');
      await fillKept(page.getByRole('textbox', { name: 'Description' }), 'Quali ricevute conservare per Making Tax Digital, per quanto tempo e come archiviarle in digitale.');
      await fillKept(page.getByRole('textbox', { name: 'Author' }), 'Il nostro team MTD');
      await typeInBody(page, 'I ristoranti conservano ogni ricevuta.\nE le fatture restano nel software.');
      await expect(postPreview.locator('[lang="it"]').getByRole('heading', { level: 1 })).toHaveText('Quali ricevute conservare per MTD');
      await expect(postPreview.locator('.prose-body')).toContainText('I ristoranti conservano ogni ricevuta.');
      await save(page, () => expect(readCopy(dir, 'content/blog/it/keeping-receipts-for-mtd.mdx')).toContain('I ristoranti'));
      const post = readCopy(dir, 'content/blog/keeping-receipts-for-mtd.mdx');
      const postIt = readCopy(dir, 'content/blog/it/keeping-receipts-for-mtd.mdx');
      expect(parse(post.split('---')[1]!)).toMatchObject({ category: 'getting-started', tags: ['record-keeping', 'software'], date: '2026-11-20' });
      expect(parse(postIt.split('---')[1]!)).toMatchObject({ title: 'Quali ricevute conservare per MTD', category: 'getting-started', tags: ['record-keeping', 'software'], date: '2026-11-20' });
      // Every typed word is kept, and the price sits in its sentence.
      expect(post).toContain(
        '\nA client said yes.\n\nI keep every receipt in my software: \\{approx\\} <5% of them need a second look. Our bookkeeping starts at <Price service="cloud-accounting" /> a month.\n',
      );
      expect(postIt).toContain('\nI ristoranti conservano ogni ricevuta.\n\nE le fatture restano nel software.\n');

      // A testimonial attached to a page.
      await openEntry(page, '#/collections/testimonials/new', page.getByRole('textbox', { name: 'Quote' }));
      await page.getByRole('textbox', { name: 'Quote' }).fill('They set up our till and our books in one afternoon.');
      await page.getByRole('textbox', { name: 'Name', exact: true }).fill('Maria B.');
      await page.getByRole('textbox', { name: 'Business' }).fill('Trattoria Maria, Stirling');
      await page.getByRole('textbox', { name: 'Role' }).fill('Owner');
      const pages = fieldGroup(page, 'Pages').first();
      await pages.getByRole('button', { name: /^Add/ }).click();
      await pages.getByRole('combobox').last().click();
      await page.getByRole('option', { name: '/restaurant', exact: true }).click();
      await page.getByRole('textbox', { name: 'Consent given on' }).fill('2026-11-01');
      const testimonialFile = () => filesOf(dir, 'content/testimonials').find((f) => !f.includes('_example'));
      await save(page, () => expect(readCopy(dir, testimonialFile() ?? 'missing')).toContain('Maria B.'));
      const testimonial = parse(readCopy(dir, testimonialFile()!)) as { pages: string[]; name: string };
      expect(testimonial).toMatchObject({ name: 'Maria B.', pages: ['/restaurant'] });

      // A new page with its Italian twin, then an entry for it in a group of the header's menu, picked from the pages (it was saved a moment ago).
      await addCookieNotice(page, dir);
      await addHeaderChild(page, dir, '/cookie-notice', {
        label: { en: 'Cookies', it: 'Cookie' },
        summary: { en: 'Which cookies the site sets, and how to refuse them.', it: 'Quali cookie imposta il sito e come rifiutarli.' },
      });

      // The interface words: one Italian word changed; every other word is kept as it was, spaces included.
      const skipLink = page.getByRole('textbox', { name: 'Skip link' });
      await openEntry(page, '#/collections/words-interface/entries/interface', skipLink);
      await page.getByRole('radiogroup', { name: 'Switch Locale' }).first().getByRole('radio', { name: 'Italian' }).click();
      await fillKept(skipLink, 'Vai al contenuto principale');
      await save(page, () => expect(readCopy(dir, 'content/i18n/interface/it.yaml')).toContain('skipLink: "Vai al contenuto principale"'));

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
      // Both posts, every word kept, the price inside its sentence: one paragraph.
      const postPage = html('blog/making-tax-digital/keeping-receipts-for-mtd');
      expect(postPage).toContain('<p>A client said yes.</p>');
      expect(postPage).toMatch(/<p>I keep every receipt in my software: \{approx\} &lt;5% of them need a second look\. Our bookkeeping starts at £195[^<]* a month\.<\/p>/);
      expect(html('it/blog/making-tax-digital/keeping-receipts-for-mtd')).toContain('<p>I ristoranti conservano ogni ricevuta.</p>');
      expect(html('it/blog/making-tax-digital/keeping-receipts-for-mtd')).toContain('>Tenuta delle scritture</a>');
      // The new page in both languages, and in the header's menu of both, its sentence on the group's page.
      expect(html('cookie-notice')).toContain('We use no cookies to follow you.');
      expect(html('it/cookie-notice')).toContain('Non usiamo cookie per seguirla.');
      // Links are written as the page's canonical address, with its closing slash.
      const headerOf = (path: string) => /<header[\s\S]*?<\/header>/.exec(html(path))![0];
      expect(headerOf('')).toMatch(/<a [^>]*href="\/cookie-notice\/"[^>]*>Cookies<\/a>/);
      expect(headerOf('it')).toMatch(/<a [^>]*href="\/it\/cookie-notice\/"[^>]*>Cookie<\/a>/);
      expect(html('services')).toContain('Which cookies the site sets, and how to refuse them.');
      expect(html('it/services')).toContain('Quali cookie imposta il sito e come rifiutarli.');
      // A page only in English is marked so in the Italian footer, with its space, after the words were saved.
      expect(html('it')).toContain('Vai al contenuto principale');
      expect(html('it')).toMatch(/>Buste paga per ristoranti \(in inglese\)</);
      expect(html('restaurant'), `${readCopy(dir, testimonialFile()!)}\n${build.output.slice(-3000)}`).toContain('They set up our till and our books in one afternoon.');
    } finally {
      rmSync(dir, { recursive: true, force: true });
      if (built) rmSync(built, { recursive: true, force: true });
    }
  });
});
