// Full-page screenshots of the key pages, English and Italian, at 390, 1280, 1440 and 1920 px, for a
// design review: `npm run screenshots` (builds first, with the test build's stand-in EmailJS ids; `--no-build` uses the existing dist/;
// `--only=/about,/it/about` and `--widths=390,1920` narrow the run). Writes PNGs to
// reports/screenshots/ (git-ignored); the cash-flow tool and the MTD checker are shot a second time with a result showing. No pixel assertions: this is for people to look at.
// `--sample-firm`: launch day. A copy of the project in a temporary folder, with the invented people, reviews and
// testimonials of tests/fixtures/sample-firm/ laid over its content/, is built and photographed into
// reports/screenshots/sample-firm/ (each shot marked "Sample data"). The project's own content/ and dist/ are untouched.
import { preview } from 'astro';
import { execSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { parse } from 'yaml';
import { findChromium } from './find-chromium.mjs';

const root = new URL('..', import.meta.url).pathname;
const args = new Set(process.argv.slice(2));
const sampleFirm = args.has('--sample-firm');
const out = join(root, sampleFirm ? 'reports/screenshots/sample-firm' : 'reports/screenshots');

/** The pages of the design review's list (../shared/review/design-review.md), and a few that carry the design's patterns. */
const keyPages = [
  '/',
  '/services',
  '/services/cloud-accounting',
  '/industries',
  '/industries/restaurants',
  '/making-tax-digital',
  '/making-tax-digital-uk',
  '/mtd-accountant-services',
  '/mtd-compliance-requirements-guide',
  '/making-tax-digital-sole-traders-contractors',
  '/tools',
  '/tools/cash-flow-analysis',
  '/tools/mtd-checker',
  '/tax-deadlines',
  '/about',
  '/contact',
  '/blog/making-tax-digital',
  '/blog/making-tax-digital/who-must-use-mtd-for-income-tax',
  '/restaurant',
  '/promo',
  '/resources',
  '/404',
];
/*
 * The tools again with a result showing, as a reviewer must see them: each opened from the link a visitor shares (the
 * answers after `#`), which wakes the tool with its result. Shot as `<page>-result-<width>.png`. The figures are the
 * e2e tests' healthy month; the checker's answers put income between the first two thresholds of
 * content/firm/mtd-facts.yaml, so its answer shows a start date that the facts set, whatever they say.
 */
const phases = parse(readFileSync(join(root, 'content/firm/mtd-facts.yaml'), 'utf8')).incomeTax.phases.sort((a, b) => a.from.localeCompare(b.from));
const income = Math.round(phases[1].threshold * 1.25);
const resultShots = {
  '/tools/cash-flow-analysis': {
    hash: 'monthlyRevenue=10000&receivables=2500&rent=2000&salaries=4000&utilities=500&operationalCosts=1000&outstandingReceivables=6000&outstandingPayables=500',
    shown: '[data-results]',
  },
  '/tools/mtd-checker': {
    hash: `type=both&vat=yes&${phases.map((p) => `${p.basedOnTaxYear.replace(/\s+/g, '-')}=${income}`).join('&')}&exemption=none`,
    shown: '[data-result]',
  },
};
/** The Italian twin of each key page. */
const italianPages = keyPages.map((r) => (r === '/' ? '/it' : `/it${r}`));
const option = (name) =>
  [...args]
    .find((a) => a.startsWith(`--${name}=`))
    ?.split('=')[1]
    ?.split(',');
const routes = option('only') ?? [...keyPages, ...italianPages];
const widths = (option('widths') ?? ['390', '1280', '1440', '1920']).map(Number);

let copy;
if (sampleFirm) {
  // The project as a host would build it, plus the sample firm's files over content/ (the fixture mirrors the project's paths).
  copy = mkdtempSync(join(tmpdir(), 'sample-firm-'));
  for (const item of ['package.json', 'astro.config.mjs', 'tsconfig.json', 'src', 'content', 'public', 'scripts']) cpSync(join(root, item), join(copy, item), { recursive: true });
  cpSync(join(root, 'tests/fixtures/sample-firm/content'), join(copy, 'content'), { recursive: true });
  mkdirSync(join(copy, 'node_modules'));
  for (const entry of readdirSync(join(root, 'node_modules'))) if (entry !== '.astro' && entry !== '.vite') symlinkSync(join(root, 'node_modules', entry), join(copy, 'node_modules', entry));
  // With the test build's stand-in EmailJS ids, as below: the forms as they will be live.
  execSync('npm run build:test', { stdio: 'inherit', cwd: copy, env: { ...process.env, BUILD_EDITOR: 'no' } });
} else if (!args.has('--no-build')) {
  // The forms as visitors of the live site see them: the test build's stand-in EmailJS ids (npm run build:test), not the
  // email-app fallback a build without ids shows (a reviewer took that fallback for the live form).
  execSync('npm run build:test', { stdio: 'inherit', cwd: root });
}

// Astro's own preview of the build, as the browser tests serve it (each page at its address, the 404 page for others).
const server = await preview({ root: copy ?? root, logLevel: 'error', server: { host: '127.0.0.1', port: 0 } });
const origin = `http://127.0.0.1:${server.port}`;

const { executablePath, args: chromeArgs } = findChromium();
const browser = await chromium.launch({ executablePath, args: chromeArgs });
mkdirSync(out, { recursive: true });
try {
  for (const width of widths) {
    const context = await browser.newContext({ viewport: { width, height: width < 1024 ? 844 : width >= 1920 ? 1080 : 900 }, reducedMotion: 'reduce', hasTouch: width < 1024 });
    let page = await context.newPage();
    const shots = routes.flatMap((route) => {
      const result = resultShots[route.replace(/^\/it(?=\/)/, '')];
      return [{ route }, ...(result ? [{ route, result }] : [])];
    });
    /** Shoots one page (and state) in the current tab. */
    const shoot = async ({ route, result }) => {
      // (From the page itself, a link that only adds `#…` would not load it again.)
      if (result) await page.goto('about:blank');
      const response = await page.goto(origin + route + (result ? `#${result.hash}` : ''), { waitUntil: 'load' });
      if (response?.status() === 404 && !route.endsWith('/404')) return; // no twin in this language
      // Scroll through once so lazy images load, then wait for every image.
      await page.evaluate(async () => {
        for (let y = 0; y < document.body.scrollHeight; y += 700) {
          window.scrollTo(0, y);
          await new Promise((resolve) => requestAnimationFrame(() => resolve(undefined)));
        }
        window.scrollTo(0, 0);
      });
      // A tool's result: its island has woken (scrolled into view, or woken by the shared link) and shows it.
      if (result) await page.locator(result.shown).waitFor({ timeout: 30_000 });
      await page.waitForFunction(() => [...document.images].every((img) => img.complete));
      await page.evaluate(() => document.fonts.ready);
      // Launch-day shots say what they are, under the footer (a fixed badge sat over the text of the first screen), so no one
      // takes the sample for the firm's own words.
      if (sampleFirm)
        await page.evaluate(() => {
          const badge = Object.assign(document.createElement('div'), { textContent: 'Sample data (tests/fixtures/sample-firm)' });
          Object.assign(badge.style, {
            display: 'block',
            width: 'max-content',
            margin: '8px',
            padding: '4px 8px',
            font: '600 12px system-ui',
            color: '#fff',
            background: '#b3261e',
            borderRadius: '6px',
          });
          document.body.append(badge);
        });
      // The phone's bar is shown or hidden by scroll-driven animations, which `animations: 'disabled'` would run to their
      // end (the bar shown over the hero). Keep it as a visitor at the top of the page sees it.
      await page.evaluate(async () => {
        await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve(undefined))));
        const bar = document.querySelector('.call-bar');
        if (bar instanceof HTMLElement && getComputedStyle(bar).visibility === 'hidden') bar.style.setProperty('display', 'none');
      });
      const name = `${route === '/' ? 'home' : route.slice(1).replaceAll('/', '_')}${result ? '-result' : ''}-${width}.png`;
      await page.screenshot({ path: join(out, name), fullPage: true, animations: 'disabled' });
      console.log(`reports/screenshots/${name}`);
    };
    for (const shot of shots) {
      await shoot(shot).catch(async (error) => {
        // Headless Chromium's compositor crashes now and then on a busy machine: a new tab, and one more try.
        if (!/crash/i.test(String(error))) throw error;
        await page.close().catch(() => {});
        page = await context.newPage();
        await shoot(shot);
      });
    }
    await context.close();
  }
} finally {
  await browser.close();
  await server.stop();
  if (copy) rmSync(copy, { recursive: true, force: true });
}
