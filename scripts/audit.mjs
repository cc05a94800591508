// npm run audit: builds the site, serves dist/ locally with compression, and measures every page in
// Chromium as a first-time visitor on a phone (bytes and requests by type before any interaction,
// third-party requests, console errors), runs Lighthouse (mobile preset) on a sample, and writes
// reports/audit.md and reports/audit.json, compared with the goals in tests/budgets.json.
//
//   npm run audit                      build, measure every page, Lighthouse on the sample
//   npm run audit -- --no-build        measure the existing dist/
//   npm run audit -- --no-lighthouse   skip Lighthouse (bytes and requests only)
//   npm run audit -- --only=/tax-deadlines,/it/tax-deadlines   measure these pages only, and run Lighthouse on them
import { createServer } from 'node:http';
import { execSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { dirname, extname, join, sep } from 'node:path';
import { brotliCompressSync, gzipSync, constants } from 'node:zlib';
import { chromium } from '@playwright/test';
import { findChromium } from './find-chromium.mjs';

const args = new Set(process.argv.slice(2));
const only = [...args]
  .find((a) => a.startsWith('--only='))
  ?.slice('--only='.length)
  .split(',');
const root = process.cwd();
const dist = join(root, 'dist');
const budgets = JSON.parse(readFileSync(join(root, 'tests/budgets.json'), 'utf8'));
const goals = budgets.audit;

// Lighthouse is not one of the project's packages: its 14,000 files would double what `npm ci` installs for every CI run,
// which never runs it. It is fetched once, on the developer's machine, when an audit first needs it.
const lighthouseModules = args.has('--no-lighthouse') ? undefined : await Promise.all([import('lighthouse'), import('chrome-launcher')]).catch(() => undefined);
if (!args.has('--no-lighthouse') && !lighthouseModules) {
  console.error(
    'Lighthouse is not installed: run `npm install --no-save lighthouse@13 chrome-launcher@1` once, then `npm run audit` again (or `npm run audit -- --no-lighthouse` for bytes and requests only).',
  );
  process.exit(1);
}

if (!args.has('--no-build')) {
  console.log('Building the site…');
  execSync('npm run build', { stdio: 'inherit' });
}

/* ---- A static server like a CDN's: compression, directory indexes, the 404 page ---- */
const types = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.xml': 'application/xml',
  '.txt': 'text/plain',
  '.json': 'application/json',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
};
const compressible = new Set(['.html', '.js', '.css', '.svg', '.xml', '.txt', '.json']);
const server = createServer((req, res) => {
  const path = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
  let file = join(dist, path);
  if (existsSync(file) && statSync(file).isDirectory()) file = join(file, 'index.html');
  else if (!existsSync(file) && existsSync(`${file}.html`)) file = `${file}.html`;
  let status = 200;
  if (!existsSync(file)) {
    // The nearest 404.html up the folders (dist/it/404.html under /it/), as Cloudflare Pages serves it.
    let dir = dirname(join(dist, path));
    while (dir.length > dist.length && !existsSync(join(dir, '404.html'))) dir = dirname(dir);
    file = existsSync(join(dir, '404.html')) ? join(dir, '404.html') : join(dist, '404.html');
    status = 404;
  }
  let body = readFileSync(file);
  const ext = extname(file);
  const headers = { 'Content-Type': types[ext] ?? 'application/octet-stream', 'Cache-Control': path.startsWith('/_astro/') ? 'public, max-age=31536000, immutable' : 'no-cache' };
  const accept = String(req.headers['accept-encoding'] ?? '');
  if (compressible.has(ext) && /\bbr\b/.test(accept)) {
    body = brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } });
    headers['Content-Encoding'] = 'br';
  } else if (compressible.has(ext) && /gzip/.test(accept)) {
    body = gzipSync(body, { level: 9 });
    headers['Content-Encoding'] = 'gzip';
  }
  res.writeHead(status, { ...headers, 'Content-Length': body.length });
  res.end(body);
});
await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
const origin = `http://127.0.0.1:${server.address().port}`;

/** A request that stays in the browser or on our origin: data: and blob: addresses are made by the page itself. */
const isLocal = (url) => url.startsWith(origin) || url.startsWith('data:') || url.startsWith('blob:');

/* ---- Every page of the build ---- */
const pages = readdirSync(dist, { recursive: true })
  .filter((f) => f.endsWith('.html') && !readFileSync(join(dist, f), 'utf8').includes('http-equiv="refresh"'))
  // The editors' tool at /admin is not a page visitors see: its budgets are not the site's.
  .filter((f) => !f.startsWith(`admin${sep}`) && f !== 'admin.html')
  .map((f) => `/${f.split(sep).join('/')}`.replace(/\/?index\.html$/, '').replace(/\.html$/, '') || '/')
  .filter((route) => !only || only.includes(route))
  .sort();

const { executablePath, args: chromeArgs } = findChromium();
const browser = await chromium.launch({ executablePath, args: chromeArgs });
const kinds = ['document', 'script', 'stylesheet', 'image', 'font', 'other'];
const kindOf = (type) => (kinds.includes(type) ? type : 'other');
const rows = [];

console.log(`Measuring ${pages.length} pages…`);
for (const route of pages) {
  // A first visit: a fresh context has a cold cache. Mid-range phone viewport.
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  const row = { route, bytes: Object.fromEntries(kinds.map((k) => [k, 0])), requests: Object.fromEntries(kinds.map((k) => [k, 0])), thirdParty: [], consoleErrors: [], renderBlockingStylesheets: 0 };
  const pending = [];
  page.on('console', (m) => m.type() === 'error' && row.consoleErrors.push(m.text()));
  page.on('requestfinished', (request) =>
    pending.push(
      request.sizes().then((sizes) => {
        const kind = kindOf(request.resourceType());
        row.bytes[kind] += sizes.responseBodySize + sizes.responseHeadersSize;
        row.requests[kind] += 1;
        if (!isLocal(request.url())) row.thirdParty.push(request.url());
      }),
    ),
  );
  page.on('requestfailed', (request) => {
    if (!isLocal(request.url())) row.thirdParty.push(request.url());
  });
  // A 404 page is audited as a visitor meets it: at an unknown address in its language's folder.
  await page.goto(origin + (route.endsWith('/404') ? route.replace(/404$/, 'no-such-page') : route), { waitUntil: 'networkidle' });
  row.renderBlockingStylesheets = await page.evaluate(() => document.querySelectorAll('head link[rel="stylesheet"]:not([media="print"])').length);
  await Promise.all(pending);
  row.totalBytes = Object.values(row.bytes).reduce((a, b) => a + b, 0);
  row.totalRequests = Object.values(row.requests).reduce((a, b) => a + b, 0);
  rows.push(row);
  await context.close();
}
await browser.close();

/* ---- Lighthouse (mobile preset) on a representative sample ---- */
const lighthouse = [];
if (lighthouseModules) {
  const [{ default: run }, { launch }] = lighthouseModules;
  const chrome = await launch({ chromePath: executablePath ?? chromium.executablePath(), chromeFlags: ['--headless=new', ...chromeArgs] });
  for (const route of only ?? goals.lighthouseSample) {
    const result = await run(origin + route, { port: chrome.port, output: 'json', logLevel: 'error' });
    const lhr = result?.lhr;
    if (!lhr) continue;
    const score = (id) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
    lighthouse.push({
      route,
      performance: score('performance'),
      accessibility: score('accessibility'),
      bestPractices: score('best-practices'),
      seo: score('seo'),
      lcpMs: Math.round(lhr.audits['largest-contentful-paint']?.numericValue ?? 0),
      cls: Number((lhr.audits['cumulative-layout-shift']?.numericValue ?? 0).toFixed(3)),
      tbtMs: Math.round(lhr.audits['total-blocking-time']?.numericValue ?? 0),
    });
  }
  await chrome.kill();
}
server.close();

/* ---- Report ---- */
const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};
const kib = (b) => `${(b / 1024).toFixed(1)} KiB`;
const medians = { totalBytes: median(rows.map((r) => r.totalBytes)), totalRequests: median(rows.map((r) => r.totalRequests)) };
const misses = [];
if (medians.totalBytes > goals.medianTransferBytes) misses.push(`median transfer ${kib(medians.totalBytes)} is over ${kib(goals.medianTransferBytes)}`);
if (medians.totalRequests > goals.medianRequests) misses.push(`median requests ${medians.totalRequests} is over ${goals.medianRequests}`);
for (const r of rows) {
  if (r.thirdParty.length > 0) misses.push(`${r.route}: ${r.thirdParty.length} third-party request(s) at load`);
  if (r.consoleErrors.length > 0 && !r.route.endsWith('/404')) misses.push(`${r.route}: console errors`);
  if (r.renderBlockingStylesheets > 0) misses.push(`${r.route}: ${r.renderBlockingStylesheets} render-blocking stylesheet(s)`);
  if (r.requests.font > 1) misses.push(`${r.route}: ${r.requests.font} font requests (the site loads one: the headings' self-hosted font)`);
}
for (const l of lighthouse) {
  for (const [key, label] of [
    ['performance', 'performance'],
    ['accessibility', 'accessibility'],
    ['bestPractices', 'best practices'],
    ['seo', 'SEO'],
  ]) {
    if (l[key] < goals.lighthouseScore) misses.push(`${l.route}: Lighthouse ${label} ${l[key]} (goal ${goals.lighthouseScore})`);
  }
  if (l.lcpMs > goals.lcpMs) misses.push(`${l.route}: LCP ${l.lcpMs} ms (goal ${goals.lcpMs} ms; simulated slow 4G)`);
  if (l.cls > goals.cls) misses.push(`${l.route}: CLS ${l.cls}`);
  if (l.tbtMs > goals.tbtMs) misses.push(`${l.route}: TBT ${l.tbtMs} ms`);
}

mkdirSync(join(root, 'reports'), { recursive: true });
const report = { date: new Date().toISOString(), goals, medians, pages: rows, lighthouse, misses };
writeFileSync(join(root, 'reports/audit.json'), `${JSON.stringify(report, null, 2)}\n`);
const md = [
  `# Site audit, ${report.date.slice(0, 10)}`,
  '',
  `${rows.length} pages measured as a first visit on a phone (412 px), served with brotli compression. Bytes are transferred bytes (compressed body and headers) before any interaction.`,
  '',
  `**Median page:** ${kib(medians.totalBytes)} in ${medians.totalRequests} requests (goals: at most ${kib(goals.medianTransferBytes)} and ${goals.medianRequests} requests).`,
  '',
  misses.length === 0 ? '**Every goal is met.**' : `**Goals missed (${misses.length}):**\n\n${misses.map((m) => `- ${m}`).join('\n')}`,
  '',
  lighthouse.length > 0
    ? '## Lighthouse (mobile preset)\n\n| page | performance | accessibility | best practices | SEO | LCP | CLS | TBT |\n|---|---|---|---|---|---|---|---|\n' +
      lighthouse.map((l) => `| ${l.route} | ${l.performance} | ${l.accessibility} | ${l.bestPractices} | ${l.seo} | ${l.lcpMs} ms | ${l.cls} | ${l.tbtMs} ms |`).join('\n')
    : '_Lighthouse not run._',
  '',
  '## Every page',
  '',
  '| page | total | requests | document | script | stylesheet | image | font | third-party |',
  '|---|---|---|---|---|---|---|---|---|',
  ...rows.map(
    (r) =>
      `| ${r.route} | ${kib(r.totalBytes)} | ${r.totalRequests} | ${kib(r.bytes.document)} | ${kib(r.bytes.script)} | ${kib(r.bytes.stylesheet)} | ${kib(r.bytes.image)} | ${r.requests.font} | ${r.thirdParty.length} |`,
  ),
  '',
].join('\n');
writeFileSync(join(root, 'reports/audit.md'), md);
console.log(`\nMedian page: ${kib(medians.totalBytes)}, ${medians.totalRequests} requests. ${misses.length === 0 ? 'Every goal met.' : `${misses.length} goal(s) missed:\n  ${misses.join('\n  ')}`}`);
console.log('Report: reports/audit.md and reports/audit.json');
