// Full-page screenshots of the key pages, English and Italian, at 390, 1280, 1440 and 1920 px, for a
// design review: `npm run screenshots` (builds first; `--no-build` uses the existing dist/;
// `--only=/about,/it/about` and `--widths=390,1920` narrow the run). Writes PNGs to
// reports/screenshots/ (git-ignored). No pixel assertions: this is for people to look at.
import { createServer } from 'node:http';
import { execSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, statSync } from 'node:fs';
import { extname, join } from 'node:path';
import { chromium } from '@playwright/test';
import { findChromium } from './find-chromium.mjs';

const root = new URL('..', import.meta.url).pathname;
const dist = join(root, 'dist');
const out = join(root, 'reports/screenshots');
const args = new Set(process.argv.slice(2));

/** The pages most visitors see, and the ones that carry the design's patterns. */
export const keyPages = [
  '/',
  '/services/overview',
  '/services/cloud-accounting',
  '/services/digital-bookkeeping',
  '/locations/accounting-services-scotland',
  '/industries',
  '/industries/restaurants',
  '/making-tax-digital',
  '/making-tax-digital-uk',
  '/mtd-accountant-services',
  '/tools/cash-flow-analysis',
  '/tools/mtd-checker',
  '/tax-deadlines',
  '/about',
  '/contact',
  '/restaurant',
  '/blog/making-tax-digital',
  '/404',
];
/** The Italian twin of each key page. */
const italianPages = keyPages.map((r) => (r === '/' ? '/it' : `/it${r}`));
const option = (name) => [...args].find((a) => a.startsWith(`--${name}=`))?.split('=')[1]?.split(',');
const routes = option('only') ?? [...keyPages, ...italianPages];
const widths = (option('widths') ?? ['390', '1280', '1440', '1920']).map(Number);

if (!args.has('--no-build')) execSync('npm run build', { stdio: 'inherit', cwd: root });

const types = { '.html': 'text/html; charset=utf-8', '.js': 'text/javascript', '.css': 'text/css', '.svg': 'image/svg+xml', '.png': 'image/png', '.webp': 'image/webp', '.avif': 'image/avif' };
const server = createServer((req, res) => {
  const path = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
  let file = join(dist, path);
  if (existsSync(file) && statSync(file).isDirectory()) file = join(file, 'index.html');
  if (!existsSync(file) && existsSync(`${file}.html`)) file = `${file}.html`;
  const found = existsSync(file);
  if (!found) file = join(dist, '404.html');
  res.writeHead(found ? 200 : 404, { 'Content-Type': types[extname(file)] ?? 'application/octet-stream' });
  res.end(readFileSync(file));
});
await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
const origin = `http://127.0.0.1:${server.address().port}`;

const { executablePath, args: chromeArgs } = findChromium();
const browser = await chromium.launch({ executablePath, args: chromeArgs });
mkdirSync(out, { recursive: true });
try {
  for (const width of widths) {
    const context = await browser.newContext({ viewport: { width, height: width < 1024 ? 844 : width >= 1920 ? 1080 : 900 }, reducedMotion: 'reduce', hasTouch: width < 1024 });
    const page = await context.newPage();
    for (const route of routes) {
      const response = await page.goto(origin + route, { waitUntil: 'load' });
      if (response?.status() === 404 && !route.endsWith('/404')) continue; // no twin in this language
      // Scroll through once so lazy images load, then wait for every image.
      await page.evaluate(async () => {
        for (let y = 0; y < document.body.scrollHeight; y += 700) {
          window.scrollTo(0, y);
          await new Promise((resolve) => requestAnimationFrame(() => resolve(undefined)));
        }
        window.scrollTo(0, 0);
      });
      await page.waitForFunction(() => [...document.images].every((img) => img.complete));
      await page.evaluate(() => document.fonts.ready);
      const name = `${route === '/' ? 'home' : route.slice(1).replaceAll('/', '_')}-${width}.png`;
      await page.screenshot({ path: join(out, name), fullPage: true, animations: 'disabled' });
      console.log(`reports/screenshots/${name}`);
    }
    await context.close();
  }
} finally {
  await browser.close();
  server.close();
}
