import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { parse } from 'yaml';
import { buildCopy, copyOfContent } from '../support/editor-folder';
import { fieldGroup, offline, openEditor, reveal, typeInBody, type Watch } from '../support/editor-steps';

/*
 * The eight editor tasks of issue 38, one sitting each, as a member of staff does them with the guide
 * (content/README.md) open: a fresh copy of content/, the editor opened on it, the task done by clicking
 * and typing, saved; then the copy built and its pages read in both languages. Every step is recorded
 * in words, with the minutes of the sitting, the minutes a person would take at an ordinary pace (an
 * estimate from the clicks and the characters typed) and the diff of the copy.
 */

const out = process.env.SITTINGS_OUT ?? join(process.cwd(), 'reports', 'sittings');

/** Children's CPU seconds so far (the builds run as children of this process). */
const childCpu = () => {
  const fields = readFileSync('/proc/self/stat', 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[13]) + Number(fields[14])) / 100;
};

const git = (dir: string, ...args: string[]) => spawnSync('git', ['-C', dir, '-c', 'user.name=staff', '-c', 'user.email=staff@example.com', ...args], { encoding: 'utf8' }).stdout;

class Sitting {
  steps: string[] = [];
  clicks = 0;
  typed = 0;
  forms = 0;
  messages: { mistake: string; message: string }[] = [];
  checks: { page: string; shows: string; ok: boolean }[] = [];
  dir = copyOfContent();
  started = 0;
  saved = 0;
  watch!: Watch;
  constructor(
    public page: Page,
    public task: string,
  ) {
    rmSync(join(this.dir, '.git'), { recursive: true, force: true });
    git(this.dir, 'init', '-q');
    git(this.dir, 'add', '-A');
    git(this.dir, 'commit', '-qm', 'before');
  }
  async open() {
    this.watch = await offline(this.page);
    this.started = Date.now();
    await openEditor(this.page, this.dir);
    this.step('Open the editor, choose "Work with Local Repository"');
    this.clicks++;
  }
  step(words: string) {
    this.steps.push(words);
  }
  async click(target: Locator, words: string, opensForm = false) {
    await target.click();
    this.clicks++;
    if (opensForm) this.forms++;
    this.step(words);
  }
  /** Types into a field as a person does (select what is there, type over it), and waits until the field holds it. */
  async type(field: Locator, text: string, words: string) {
    await reveal(this.page, field);
    await expect(async () => {
      await field.fill(text);
      await expect(field).toHaveValue(text, { timeout: 1_000 });
    }).toPass({ timeout: 15_000 });
    this.typed += text.length;
    this.clicks++;
    this.step(`${words}: type "${text}"`);
  }
  async keys(text: string, words: string) {
    await this.page.keyboard.type(text);
    this.typed += text.length;
    this.step(`${words}: type "${text}"`);
  }
  async tab(language: 'English' | 'Italian') {
    await this.click(this.page.getByRole('radiogroup', { name: 'Switch Locale' }).first().getByRole('radio', { name: language }), `Switch to the ${language} tab`);
  }
  /** Save, and wait until the editor has written and gone back to its list. */
  async save(words = 'Save') {
    await this.click(this.page.getByRole('button', { name: 'Save', exact: true }), words);
    await expect(this.page).not.toHaveURL(/\/(entries\/|new)/, { timeout: 30_000 });
    this.saved = Date.now();
  }
  /** Save refused: the messages the form shows, in its words. */
  async refused(mistake: string, where: Locator) {
    await this.click(this.page.getByRole('button', { name: 'Save', exact: true }), 'Save');
    await expect(where.getByRole('alert').first()).toBeVisible({ timeout: 15_000 });
    const message = (await where.getByRole('alert').allInnerTexts()).join(' / ');
    this.messages.push({ mistake, message: `form: ${message}` });
    this.step(`The form refuses: "${message}"`);
    return message;
  }
  /** Builds the copy, then checks that each page (by its path) shows each text. */
  build(expectations: [string, string | RegExp][] = []) {
    this.saved ||= Date.now();
    const cpu = childCpu();
    const t = Date.now();
    const result = buildCopy(this.dir);
    const buildSeconds = (Date.now() - t) / 1000;
    const buildCpu = childCpu() - cpu;
    const lastWords = result.output.trim().split('\n').slice(-3).join(' ').trim();
    for (const [path, shows] of expectations) {
      let html = '';
      try {
        html = readFileSync(join(result.dist, path, 'index.html'), 'utf8');
      } catch {
        html = '';
      }
      this.checks.push({ page: `/${path}`, shows: String(shows), ok: typeof shows === 'string' ? html.includes(shows) : shows.test(html) });
    }
    rmSync(join(result.dist, '..'), { recursive: true, force: true });
    return { status: result.status, output: result.output, lastWords, buildSeconds, buildCpu };
  }
  /** Writes the record of the sitting. */
  record(build: { status: number | null; lastWords: string; buildSeconds: number; buildCpu: number }, extra: Record<string, unknown> = {}) {
    git(this.dir, 'add', '-A');
    const diff = git(this.dir, 'diff', '--cached');
    const stat = git(this.dir, 'diff', '--cached', '--shortstat').trim();
    const editorSeconds = (this.saved - this.started) / 1000;
    // A person at an ordinary pace: 5 s to find and press each control, 0.3 s a character (about 40 words a
    // minute), 20 s to read each form opened.
    const personSeconds = this.clicks * 5 + this.typed * 0.3 + this.forms * 20;
    const record = {
      task: this.task,
      editorMinutes: +(editorSeconds / 60).toFixed(2),
      personMinutesEstimate: +(personSeconds / 60).toFixed(1),
      buildMinutes: +(build.buildSeconds / 60).toFixed(2),
      buildCpuSeconds: +build.buildCpu.toFixed(1),
      buildStatus: build.status,
      buildLastWords: build.lastWords,
      clicks: this.clicks,
      charactersTyped: this.typed,
      steps: this.steps,
      messages: this.messages,
      checks: this.checks,
      diffStat: stat,
      foreignRequests: this.watch.foreign,
      consoleErrors: this.watch.errors,
      ...extra,
    };
    mkdirSync(out, { recursive: true });
    const name = this.task.replace(/\W+/g, '-').toLowerCase();
    writeFileSync(join(out, `${name}.json`), `${JSON.stringify(record, null, 2)}\n`);
    writeFileSync(join(out, `${name}.diff`), diff);
    rmSync(this.dir, { recursive: true, force: true });
    return record;
  }
}

/** A collection in the list on the left, then an entry of it by its name in the list. */
async function openFromList(s: Sitting, collection: string, entry: string) {
  // From an open entry, back to the lists first (the arrow at the top left).
  const back = s.page.getByRole('button', { name: 'Cancel Editing' });
  if (await back.isVisible()) await s.click(back, 'Click the arrow at the top left (back to the lists)');
  await s.click(s.page.getByRole('treeitem', { name: collection }).getByText(collection, { exact: true }), `Click "${collection}" on the left`);
  await s.click(s.page.getByRole('gridcell', { name: entry, exact: true }).first(), `Click "${entry}"`, true);
}

test('phone', async ({ page }) => {
  const s = new Sitting(page, 'phone');
  await s.open();
  await openFromList(s, 'Contact details', 'Contact details');
  await s.type(page.getByRole('textbox', { name: 'Phone' }), '01632 960999', 'Phone');
  await s.save();
  const b = s.build([
    ['contact', '01632 960999'],
    ['it/contact', '01632 960999'],
    ['contact', 'tel:+441632960999'],
  ]);
  const r = s.record(b);
  expect(b.status, b.output).toBe(0);
  expect(
    r.checks.every((c) => c.ok),
    JSON.stringify(r.checks),
  ).toBe(true);
});

test('price', async ({ page }) => {
  const s = new Sitting(page, 'price');
  await s.open();
  await openFromList(s, 'Prices and offers', 'Prices and offers');
  await s.type(page.getByRole('spinbutton', { name: 'Cloud accounting' }), '195', 'Starting prices › Cloud accounting');
  await s.save();
  const b = s.build([
    ['services/cloud-accounting', '£195'],
    ['it/services/cloud-accounting', '£195'],
    ['services', '£195'],
    ['it/services', '£195'],
  ]);
  const r = s.record(b);
  expect(b.status, b.output).toBe(0);
  expect(
    r.checks.every((c) => c.ok),
    JSON.stringify(r.checks),
  ).toBe(true);
});

test('blog post with its Italian version', async ({ page }) => {
  const s = new Sitting(page, 'blog post');
  await s.open();
  await s.click(page.getByRole('treeitem', { name: 'Blog posts' }).getByText('Blog posts', { exact: true }), 'Click "Blog posts" on the left');
  await s.click(page.getByRole('button', { name: 'Create New Entry' }).first(), 'Click "New" at the top of the list', true);
  await s.type(page.getByRole('textbox', { name: 'Title' }), 'Keeping receipts for MTD', 'Title');
  await s.type(page.getByRole('textbox', { name: 'Description' }), 'Which receipts to keep for Making Tax Digital, for how long, and how to store them digitally.', 'Description');
  await s.type(page.getByRole('textbox', { name: 'Author' }), 'Our MTD team', 'Author');
  await s.type(page.getByRole('textbox', { name: 'Date' }), '2026-11-20', 'Date');
  await s.click(page.getByRole('radio', { name: 'Getting started' }), 'Category: "Getting started"');
  // Tags: ticked from the blog's tags, each named in both languages.
  const tags = page.getByRole('group', { name: /Tags/ });
  for (const tag of ['Record keeping', 'MTD for Income Tax']) await s.click(tags.getByRole('checkbox', { name: tag, exact: true }), `Tags: tick "${tag}"`);
  const english = 'A client asked us which receipts to keep.\nKeep every receipt for at least five years after the filing deadline. Our bookkeeping starts at ';
  await typeInBody(page, english);
  s.typed += english.length;
  s.clicks++;
  s.step(`Text of the page: click in it, type "${english.replace('\n', '⏎')}"`);
  await s.click(page.getByRole('button', { name: 'Insert' }), 'Click "Insert" in the toolbar of the text');
  await s.click(page.getByRole('menuitem', { name: 'Price (from the prices)' }), '"Price (from the prices)"');
  const dialog = page.getByRole('dialog');
  await s.click(dialog.getByRole('combobox'), 'Open the list of services');
  await s.click(page.getByRole('option', { name: 'Cloud accounting', exact: true }), 'Pick "Cloud accounting"');
  await s.click(dialog.getByRole('button', { name: 'Insert' }), 'Click "Insert"');
  await expect(dialog).toBeHidden();
  await s.keys(' a month.', 'Text of the page');
  await s.tab('Italian');
  await s.type(page.getByRole('textbox', { name: 'Title' }), 'Quali ricevute conservare per MTD', 'Title');
  await s.type(page.getByRole('textbox', { name: 'Description' }), 'Quali ricevute conservare per Making Tax Digital, per quanto tempo e come archiviarle in digitale.', 'Description');
  await s.type(page.getByRole('textbox', { name: 'Author' }), 'Il nostro team MTD', 'Author');
  const italian = 'Un cliente ci ha chiesto quali ricevute conservare.\nConservi ogni ricevuta per almeno cinque anni dopo la scadenza della dichiarazione.';
  await typeInBody(page, italian);
  s.typed += italian.length;
  s.clicks++;
  s.step(`Text of the page: click in it, type "${italian.replace('\n', '⏎')}"`);
  await s.save();
  const b = s.build([
    ['blog/making-tax-digital/keeping-receipts-for-mtd', '<p>A client asked us which receipts to keep.</p>'],
    ['blog/making-tax-digital/keeping-receipts-for-mtd', /Our bookkeeping starts at £180[^<]* a month\.<\/p>/],
    ['it/blog/making-tax-digital/keeping-receipts-for-mtd', '<p>Un cliente ci ha chiesto quali ricevute conservare.</p>'],
    ['it/blog/making-tax-digital/keeping-receipts-for-mtd', 'hreflang="en'],
    ['it/blog/making-tax-digital/keeping-receipts-for-mtd', '>Tenuta delle scritture</a>'],
    ['blog/making-tax-digital/keeping-receipts-for-mtd', '/it/blog/making-tax-digital/keeping-receipts-for-mtd'],
    ['blog/making-tax-digital', 'Keeping receipts for MTD'],
    ['it/blog/making-tax-digital', 'Quali ricevute conservare per MTD'],
  ]);
  const r = s.record(b);
  expect(b.status, b.output).toBe(0);
  expect(
    r.checks.every((c) => c.ok),
    JSON.stringify(r.checks),
  ).toBe(true);
});

test('testimonial', async ({ page }) => {
  const s = new Sitting(page, 'testimonial');
  await s.open();
  await s.click(page.getByRole('treeitem', { name: 'Testimonials' }).getByText('Testimonials', { exact: true }), 'Click "Testimonials" on the left');
  await s.click(page.getByRole('button', { name: 'Create New Entry' }).first(), 'Click "New" at the top of the list', true);
  await s.type(page.getByRole('textbox', { name: 'Quote' }), 'They set up our till and our books in one afternoon.', 'Quote');
  await s.type(page.getByRole('textbox', { name: 'Name', exact: true }), 'Maria B.', 'Name');
  await s.type(page.getByRole('textbox', { name: 'Business' }), 'Trattoria Maria, Stirling', 'Business');
  await s.type(page.getByRole('textbox', { name: 'Role' }), 'Owner', 'Role');
  await s.type(page.getByRole('textbox', { name: 'Consent given on' }), '2026-11-01', 'Consent given on');
  const pages = fieldGroup(page, 'Pages').first();
  for (const path of ['/restaurant', '/it/restaurant']) {
    await s.click(pages.getByRole('button', { name: /^Add/ }), 'Pages: click "Add"');
    await s.click(pages.getByRole('combobox').last(), 'Open the list of pages');
    await s.click(page.getByRole('option', { name: path, exact: true }), `Pick "${path}"`);
  }
  await s.save();
  const b = s.build([
    ['restaurant', 'They set up our till and our books in one afternoon.'],
    ['it/restaurant', 'They set up our till and our books in one afternoon.'],
    ['restaurant', 'Trattoria Maria, Stirling'],
  ]);
  const r = s.record(b);
  expect(b.status, b.output).toBe(0);
  expect(
    r.checks.every((c) => c.ok),
    JSON.stringify(r.checks),
  ).toBe(true);
});

test('Italian word', async ({ page }) => {
  const s = new Sitting(page, 'Italian word');
  await s.open();
  await openFromList(s, 'Interface words', 'Interface words');
  await s.tab('Italian');
  await s.type(page.getByRole('textbox', { name: /^Header (CTA|button)$/ }), 'Prenoti una consulenza gratuita', 'Header button');
  await s.save();
  const b = s.build([
    ['it', 'Prenoti una consulenza gratuita'],
    ['it/contact', 'Prenoti una consulenza gratuita'],
    ['', />Book a (free )?consultation</i],
  ]);
  const r = s.record(b);
  expect(b.status, b.output).toBe(0);
  expect(
    r.checks.every((c) => c.ok),
    JSON.stringify(r.checks),
  ).toBe(true);
});

test('new service page with its twin and a menu entry', async ({ page }) => {
  const s = new Sitting(page, 'service page and menu entry');
  await s.open();
  await s.click(page.getByRole('treeitem', { name: 'Services' }).getByText('Services', { exact: true }), 'Click "Services" on the left');
  await s.click(page.getByRole('button', { name: 'Create New Entry' }).first(), 'Click "New" at the top of the list', true);
  const words = {
    English: {
      Title: 'Payroll reviews',
      Description: 'A yearly review of your payroll: pay rates, holiday pay, pensions and the reports to HMRC, checked by our team.',
      Heading: 'Payroll reviews',
      'Sentence under the heading': 'Once a year we check every part of your payroll, and tell you what to change.',
      text: 'We look at a month of payslips, your pension duties and your reports to HMRC, and write to you with what we found.',
    },
    Italian: {
      Title: 'Verifica delle buste paga',
      Description: 'Una verifica annuale delle sue buste paga: retribuzioni, ferie, pensioni e comunicazioni all’HMRC, controllate dal nostro team.',
      Heading: 'Verifica delle buste paga',
      'Sentence under the heading': 'Una volta all’anno controlliamo ogni parte delle sue buste paga e le diciamo cosa cambiare.',
      text: 'Esaminiamo un mese di buste paga, gli obblighi pensionistici e le comunicazioni all’HMRC, e le scriviamo con ciò che abbiamo trovato.',
    },
  };
  for (const [language, w] of Object.entries(words) as ['English' | 'Italian', (typeof words)['English']][]) {
    if (language === 'Italian') await s.tab('Italian');
    else {
      // The guide: on the English tab, an Icon for the page (from the list); the Illustration left empty.
      const icon = fieldGroup(page, 'Icon').first();
      await reveal(page, icon);
      await s.click(icon.getByRole('combobox'), 'Icon: open the list');
      await s.click(page.getByRole('option', { name: 'calculator', exact: true }), 'Pick "calculator"');
    }
    for (const field of ['Title', 'Description', 'Heading', 'Sentence under the heading'] as const) await s.type(page.getByRole('textbox', { name: field, exact: true }).first(), w[field], field);
    await typeInBody(page, w.text);
    s.typed += w.text.length;
    s.clicks++;
    s.step(`Text of the page: click in it, type "${w.text}"`);
  }
  await s.save();
  // The menu: Header › Services › Groups › the first column › Children › Add.
  await openFromList(s, 'Menus (header and footer)', 'Menus (header and footer)');
  const children = fieldGroup(page, 'Children').first();
  const links = children.getByRole('group', { name: /“.?Link to.?” Field/ });
  await reveal(page, children);
  // Every child drawn (the last one scrolled into view) before one is added.
  const before = (parse(readFileSync(join(s.dir, 'content/navigation/menus.yaml'), 'utf8')) as { header: { groups: { children: unknown[] }[] }[] }).header[0]!.groups[0]!.children.length;
  await reveal(page, links.nth(before - 1));
  await expect(links).toHaveCount(before);
  await s.click(children.getByRole('button', { name: /^Add/ }).last(), 'Header › Services › Groups › "Our services" › Children: click "Add"');
  await expect(links).toHaveCount(before + 1);
  await s.click(links.last().getByRole('combobox'), 'Link to: open the list of pages');
  await s.click(page.getByRole('option', { name: '/services/payroll-reviews', exact: true }), 'Pick "/services/payroll-reviews"');
  // The new child: its label, then "Add Summary" ticked and the summary, in both languages.
  const label = children.getByRole('group', { name: /“.?Label.?” Field/ }).last();
  await s.type(label.getByRole('textbox', { name: 'English' }), 'Payroll reviews', 'Label › English');
  await s.type(label.getByRole('textbox', { name: 'Italian' }), 'Verifica delle buste paga', 'Label › Italian');
  const summary = children.getByRole('group', { name: /“.?Summary.?” Field/ }).last();
  await s.click(summary.getByRole('checkbox', { name: /Add/ }), 'Summary: tick "Add Summary"');
  await s.type(summary.getByRole('textbox', { name: 'English' }), 'A yearly check of your payroll, with what to change.', 'Summary › English');
  await s.type(summary.getByRole('textbox', { name: 'Italian' }), 'Un controllo annuale delle sue buste paga, con cosa cambiare.', 'Summary › Italian');
  await s.save();
  const b = s.build([
    ['services/payroll-reviews', 'We look at a month of payslips'],
    ['it/services/payroll-reviews', 'Esaminiamo un mese di buste paga'],
    ['', /href="\/services\/payroll-reviews\/"[^>]*>[^<]*Payroll reviews/],
    ['it', /href="\/it\/services\/payroll-reviews\/"[^>]*>[^<]*Verifica delle buste paga/],
    ['services', 'A yearly check of your payroll, with what to change.'],
    ['it/services', 'Un controllo annuale delle sue buste paga, con cosa cambiare.'],
  ]);
  const r = s.record(b);
  expect(b.status, b.output).toBe(0);
  expect(
    r.checks.every((c) => c.ok),
    JSON.stringify(r.checks),
  ).toBe(true);
});

test('five deliberate mistakes', async ({ page }) => {
  const s = new Sitting(page, 'five mistakes');
  await s.open();
  // 1. The phone number with a digit missing.
  await openFromList(s, 'Contact details', 'Contact details');
  await s.type(page.getByRole('textbox', { name: 'Phone' }), '01632 96048', 'Phone (a digit missing)');
  await trySave(s, '1. phone number with a digit missing', fieldGroup(page, 'Phone'));
  // 2. A price with pence.
  await openFromList(s, 'Prices and offers', 'Prices and offers');
  await s.type(page.getByRole('spinbutton', { name: 'Cloud accounting' }), '195.50', 'Starting prices › Cloud accounting (with pence)');
  await trySave(s, '2. price with pence', fieldGroup(page, 'Cloud accounting'));
  // 3. A button of the About page led to a misspelt address.
  await openFromList(s, 'Main pages', 'About Us: Accountants in Alloa with Italian Expertise');
  const href = fieldGroup(page, 'Link to').first().getByRole('textbox');
  await s.type(href, '/contatc', 'Hero › Actions › the first button › Link to (misspelt)');
  await trySave(s, '3. a button linked to a page that does not exist', fieldGroup(page, 'Link to').first());
  // 4. The Italian "From {price} per month" with its {price} translated.
  await openFromList(s, 'Interface words', 'Interface words');
  await s.tab('Italian');
  await s.type(page.getByRole('textbox', { name: 'From per month' }), 'Da {prezzo} al mese', 'From per month (its {price} translated)');
  await trySave(s, '4. a {name} in braces translated', fieldGroup(page, 'From per month'));
  // 5. The Italian title of the About page too long for search results.
  await openFromList(s, 'Main pages', 'About Us: Accountants in Alloa with Italian Expertise');
  await s.tab('Italian');
  await s.type(page.getByRole('textbox', { name: 'Title' }).first(), 'Chi siamo: consulenti contabili ad Alloa, in Scozia, con competenze italiane e britanniche', 'Title (too long)');
  await trySave(s, '5. an Italian title too long', fieldGroup(page, 'Title').first());
  // What got past the form is saved: the build names each, one at a time, until every one is put right.
  const builds: { seconds: number; cpu: number; message: string }[] = [];
  for (let i = 0; i < 4; i++) {
    const b = s.build();
    builds.push({ seconds: b.buildSeconds, cpu: b.buildCpu, message: b.status === 0 ? 'built' : b.output.slice(b.output.indexOf('The site was not built')).trim() });
    if (b.status === 0) break;
    const file = /content\/[\w/.-]+/.exec(builds.at(-1)!.message)?.[0];
    s.messages.push({ mistake: file ?? '?', message: `build: ${builds.at(-1)!.message}` });
    if (!file) break;
    // Put right as the message says (here: the file as it was).
    git(s.dir, 'checkout', '--', file);
  }
  const r = s.record({ status: 0, lastWords: builds.at(-1)!.message, buildSeconds: builds.reduce((a, b) => a + b.seconds, 0), buildCpu: builds.reduce((a, b) => a + b.cpu, 0) }, { builds });
  expect(r.messages.length).toBeGreaterThanOrEqual(5);
});

/** Save: refused by the form (its message recorded, the change then undone), or saved (for the build to judge). */
async function trySave(s: Sitting, mistake: string, where: Locator) {
  await s.click(s.page.getByRole('button', { name: 'Save', exact: true }), 'Save');
  const alert = where.getByRole('alert').first();
  const refused = await alert
    .waitFor({ timeout: 8_000 })
    .then(() => true)
    .catch(() => false);
  if (refused) {
    const message = (await where.getByRole('alert').allInnerTexts()).join(' / ');
    s.messages.push({ mistake, message: `form: ${message}` });
    s.step(`The form refuses: "${message}"`);
    // Leave the entry without saving, as a person does: the arrow at the top left drops the change (should the editor
    // ask first, "Discard").
    await s.click(s.page.getByRole('button', { name: 'Cancel Editing' }), 'Click the arrow at the top left (the change is dropped)');
    const discard = s.page.getByRole('dialog').getByRole('button', { name: /Discard/ });
    await expect(async () => {
      if (await discard.isVisible()) await s.click(discard, 'Click "Discard"');
      await expect(s.page).not.toHaveURL(/\/(entries\/|new)/, { timeout: 2_000 });
    }).toPass({ timeout: 30_000 });
  } else {
    await expect(s.page).not.toHaveURL(/\/(entries\/|new)/, { timeout: 30_000 });
    s.messages.push({ mistake, message: 'form: saved without a word' });
    s.step('Saved without a word');
  }
}

test('the preview', async ({ page }) => {
  const s = new Sitting(page, 'preview');
  await s.open();
  const preview = page.frameLocator('iframe.preview');
  const h1 = (path: string) =>
    /<h1[^>]*>([\s\S]*?)<\/h1>/
      .exec(readFileSync(join('dist', path, 'index.html'), 'utf8'))![1]!
      .replace(/<[^>]+>/g, '')
      .trim();
  const seen: Record<string, string> = {};
  await openFromList(s, 'Main pages', 'About Us: Accountants in Alloa with Italian Expertise');
  seen.about = (await preview.getByRole('heading', { level: 1 }).innerText()).trim();
  await s.tab('Italian');
  seen['it/about'] = (await preview.locator('[lang="it"]').getByRole('heading', { level: 1 }).innerText()).trim();
  await page.screenshot({ path: join(out, 'preview-about-it.png') });
  await openFromList(s, 'Blog posts', 'MTD for VAT: What Every VAT-Registered Business Must Do');
  seen['blog/making-tax-digital/mtd-for-vat-what-businesses-must-do'] = (await preview.getByRole('heading', { level: 1 }).innerText()).trim();
  await s.tab('Italian');
  seen['it/blog/making-tax-digital/mtd-for-vat-what-businesses-must-do'] = (await preview.locator('[lang="it"]').getByRole('heading', { level: 1 }).innerText()).trim();
  await page.screenshot({ path: join(out, 'preview-post-it.png') });
  s.saved = Date.now();
  for (const [path, heading] of Object.entries(seen)) s.checks.push({ page: `/${path}`, shows: heading, ok: h1(path).replace(/\s+/g, ' ') === heading.replace(/\s+/g, ' ') });
  const r = s.record({ status: 0, lastWords: 'no change: compared with dist/ of `npm run build`', buildSeconds: 0, buildCpu: 0 });
  expect(
    r.checks.every((c) => c.ok),
    JSON.stringify(r.checks),
  ).toBe(true);
});
