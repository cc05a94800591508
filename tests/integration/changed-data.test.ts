import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readdirSync } from 'node:fs';
import sharp from 'sharp';
import { isMap, isScalar, parseDocument, visit } from 'yaml';
import { wordsByLocale } from '../support/words';
import { cleanBuild, copy, putBack, testimonial, type CleanBuild } from './shared-copy';

/*
 * The firm edits content/firm/ as it likes: no test may depend on today's phone number, prices or
 * dates. This copy of the project has every figure, date and contact detail of content/firm/ changed to
 * another valid value; the unit suite and the build must pass on it all the same, and the pages must
 * show the new values. (The browser suites read the same files through src/config.)
 * The copy is the one tests/integration share: first built as the repository has it (shared-copy.ts),
 * then, with the changes, built again with no cache cleared, as an editor's host builds; the changes
 * are put back when these tests have run.
 */

/** The next day of a year-month-day date. */
const nextDay = (iso: string) => new Date(Date.parse(`${iso}T12:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

/** Another valid value for a field of content/firm/, or undefined to leave it (words, choices, addresses of sources). */
function changed(key: string, value: unknown): unknown {
  if (key === 'quarter') return undefined; // which quarter (1 to 4), a label rather than a figure
  if (typeof value === 'number') return Number.isInteger(value) ? value + 1 : value + 0.5;
  if (typeof value !== 'string') return undefined;
  if (/^\d{4}-\d{2}-\d{2}$/.test(value)) return nextDay(value);
  if (key === 'phone') return value.replace(/\d$/, (d) => String((Number(d) + 1) % 10));
  if (key === 'email') return value.replace('@', '.office@');
  if (key === 'city' || key === 'street') return `${value} East`;
  if (key === 'postcode') return value.replace(/[A-Z]$/, (c) => (c === 'Z' ? 'A' : String.fromCharCode(c.charCodeAt(0) + 1)));
  if (key === 'name' && !value.includes('{')) return `${value} Partners`;
  if (key === 'bookingUrl') return `${value}-call`;
  return undefined;
}

let first: CleanBuild;
/** The unit suite and the build, run at once on the changed copy (they only read its sources). */
let unitRun: ReturnType<typeof copy.start>;
let build: ReturnType<typeof copy.startBuild>;
const firmFiles = readdirSync('content/firm').filter((f) => f.endsWith('.yaml'));
const changes: { file: string; key: string; from: string; to: string }[] = [];
const edits = putBack();

/** The hero image an editor uploads in the visual editor (it lands in src/assets/uploads, named as @uploads/…). */
const heroImage = { file: 'src/assets/uploads/about-hero-test.png', alt: 'The office in Alloa, seen from the street' };
/** An interface word and the testimonial's quote, changed as an editor would in the same save. */
const rightsReserved = 'Every right reserved.';
const newQuote = 'Clear advice in Italian, and our books were straight all year.';

beforeAll(async () => {
  first = cleanBuild();
  expect(first.status, first.output).toBe(0);
  // Built in the same copy, to spare a build: a page's hero image, as the visual editor saves it.
  edits.write(
    heroImage.file,
    await sharp({ create: { width: 900, height: 600, channels: 3, background: '#b4532a' } })
      .png()
      .toBuffer(),
  );
  edits.edit('content/pages/about.mdx', (text) => text.replace(/^hero:\n/m, `hero:\n  image:\n    src: "@uploads/about-hero-test.png"\n    alt: "${heroImage.alt}"\n`));
  edits.edit('content/i18n/interface/en.yaml', (t) => t.replace(/^rightsReserved: .*$/m, `rightsReserved: "${rightsReserved}"`));
  edits.edit(testimonial.file, (t) => t.replace(testimonial.quote, newQuote));
  for (const name of firmFiles) {
    const file = `content/firm/${name}`;
    const doc = parseDocument(copy.read(file));
    visit(doc, {
      Pair(_, pair) {
        if (!isScalar(pair.key) || !isScalar(pair.value)) return;
        const key = String(pair.key.value);
        const to = changed(key, pair.value.value);
        if (to === undefined) return;
        changes.push({ file, key, from: String(pair.value.value), to: String(to) });
        pair.value.value = to;
      },
    });
    // A figure quoted in the file's own sentences (a gov.uk rule quoting a threshold) changes with it, as an editor would change both.
    const figures = changes.filter((c) => c.file === file && /^\d+$/.test(c.from));
    visit(doc, {
      Scalar(_, node) {
        if (typeof node.value !== 'string') return;
        // One pass, so 4 → 5 and 5 → 6 never chain; a whole amount only (£90 is not the start of £90,000).
        const next = (figure: string) => figures.find((c) => c.from === figure.replace(/,/g, ''))?.to;
        node.value = (node.value as string)
          .replace(/£(\d{1,3}(?:,\d{3})*)(?!,?\d)/g, (all, n: string) => (next(n) ? `£${Number(next(n)).toLocaleString('en-GB')}` : all))
          .replace(/(?<![\d£.,])(\d+)(?=%| (?:points?|months?|days?|per cent|for (?:annual|quarterly|monthly))\b)/g, (all, n: string) => next(n) ?? all);
      },
    });
    if (isMap(doc.contents)) edits.write(file, doc.toString());
  }
  unitRun = copy.start(['node_modules/vitest/vitest.mjs', 'run', '--project', 'unit']);
  build = copy.startBuild();
});

// Both end before the changes are put back (the hooks after tests run last-registered first).
afterAll(() => Promise.allSettled([unitRun, build]));

describe('a clean build', () => {
  it('succeeds and prints at most 40 lines', () => {
    expect(first.status, first.output).toBe(0);
    expect(first.output.split('\n').length).toBeLessThanOrEqual(40);
    expect(first.output).toMatch(/Built \d+ pages into dist\//);
  });
});

describe('every value of content/firm/ changed to another valid one', () => {
  it('changes the figures, dates and contact details of every file', () => {
    // claims.yaml holds words and confirmations only, and people.yaml empty slots until the firm fills them; every other file holds figures, dates or contact details.
    for (const name of firmFiles.filter((f) => f !== 'claims.yaml' && f !== 'people.yaml'))
      expect(
        changes.map((c) => c.file),
        name,
      ).toContain(`content/firm/${name}`);
    for (const key of ['phone', 'email', 'city', 'postcode', 'cloud-accounting', 'endsOn', 'yearsExperience'])
      expect(
        changes.map((c) => c.key),
        key,
      ).toContain(key);
  });

  it('the unit suite still passes', async () => {
    // The unit project: the tests here build the copy and check how mistakes are reported, not the firm's values.
    const run = await unitRun;
    expect(run.status, run.output.split('\n').slice(-40).join('\n')).toBe(0);
  });

  it('the site builds and shows the new phone number, email and prices', async () => {
    const { status, output } = await build;
    expect(status, output).toBe(0);
    const contactPage = copy.read('dist/contact/index.html');
    for (const key of ['phone', 'email']) {
      const change = changes.find((c) => c.key === key)!;
      expect(contactPage).toContain(change.to);
      expect(contactPage).not.toContain(change.from);
    }
    const price = changes.find((c) => c.key === 'cloud-accounting')!;
    expect(copy.read('dist/services/index.html')).toContain(`£${Number(price.to).toLocaleString('en-GB')}`);
  });

  it('a price, the phone number, an interface word and a testimonial: new on every page that showed the old, old nowhere (no cache cleared)', () => {
    const pounds = (n: string) => `£${Number(n).toLocaleString('en-GB')}`;
    const price = changes.find((c) => c.key === 'cloud-accounting')!;
    const phone = changes.find((c) => c.key === 'phone')!;
    const rights = wordsByLocale.en.rightsReserved;
    const showing = (text: string) => first.pages.filter(([, html]) => html.includes(text)).map(([path]) => path);
    const priceWas = showing(pounds(price.from));
    const phoneWas = showing(phone.from);
    const rightsWas = showing(rights);
    const quoteWas = showing(testimonial.quote);
    // Each value is on pages to begin with, among them pages whose own files do not change.
    expect(priceWas).toEqual(expect.arrayContaining(['/services', '/it/services']));
    expect(phoneWas.length).toBeGreaterThan(50);
    expect(rightsWas.length).toBeGreaterThan(50);
    expect(quoteWas).toContain('/contact');

    const after = new Map(copy.pages());
    const stale = (old: string) => [...after].filter(([, html]) => html.includes(old)).map(([path]) => path);
    expect(stale(pounds(price.from))).toEqual([]);
    expect(stale(phone.from)).toEqual([]);
    expect(stale(rights)).toEqual([]);
    expect(stale(testimonial.quote)).toEqual([]);
    for (const path of priceWas) expect(after.get(path), path).toContain(pounds(price.to));
    for (const path of phoneWas) expect(after.get(path), path).toContain(phone.to);
    for (const path of rightsWas.filter((p) => !p.startsWith('/it'))) expect(after.get(path), path).toContain(rightsReserved);
    for (const path of quoteWas) expect(after.get(path), path).toContain(newQuote);
  });

  it("writes the offers' new lengths with their plural, in both languages", () => {
    const hours = Number(changes.find((c) => c.key === 'consultationHours')!.to);
    const months = Number(changes.find((c) => c.key === 'freeMonths')!.to);
    expect(copy.read('dist/it/restaurant/index.html')).toContain(`consulenza gratuita di ${hours} ore`);
    expect(copy.read('dist/promo/index.html')).toContain(`${months} months of free bookkeeping`);
    expect(copy.read('dist/it/promo/index.html')).toContain(`per ${months} mesi`);
  });

  it('shows the hero image an editor gave a page, optimised and with its description', () => {
    const img = /<img[^>]*data-hero-image[^>]*>/.exec(copy.read('dist/about/index.html'))?.[0] ?? '';
    expect(img).toContain(`alt="${heroImage.alt}"`);
    expect(img).toMatch(/src="\/_astro\/about-hero-test\.[\w-]+\.webp"/);
    expect(img).toMatch(/width="\d+" height="\d+"/);
  });
});
