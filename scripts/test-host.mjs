// `npm run test:host`: serves dist/ with Cloudflare's own Pages runtime (`wrangler pages dev`, workerd)
// on 127.0.0.1 and checks what only the host decides: the headers of public/_headers on a page and on
// /_astro/*, that _redirects and _headers parse without a warning, the 404 pages and their status in
// both languages, the redirects as single 301s, and no Content Security Policy violation in Chromium on
// every page that runs a script. Opt-in, not part of `npm test`: wrangler brings workerd (about 230 MB),
// so it is installed on first use into node_modules/.cache/wrangler, not as a devDependency.
//
//   npm run test:host              uses the existing dist/ (builds it if missing)
//   HOST_TEST_PORT=8788 npm run test:host
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { chromium } from '@playwright/test';
import { findChromium } from './find-chromium.mjs';

const root = new URL('..', import.meta.url).pathname;
const dist = join(root, 'dist');
const port = Number(process.env.HOST_TEST_PORT ?? 8788);
const origin = `http://127.0.0.1:${port}`;
/** The wrangler this check was written against; raise it deliberately. */
const wranglerVersion = '4.164.0';
const wranglerDir = join(root, 'node_modules/.cache/wrangler');
const wranglerBin = join(wranglerDir, 'node_modules/.bin/wrangler');

const failures = [];
const passes = [];
function check(ok, what, detail = '') {
  (ok ? passes : failures).push(`${ok ? 'ok  ' : 'FAIL'} ${what}${detail ? `: ${detail}` : ''}`);
  console.log(`${ok ? 'ok  ' : 'FAIL'} ${what}${detail && (!ok || detail.length < 60) ? `: ${detail}` : ''}`);
}

function ensureWrangler() {
  const installed = existsSync(join(wranglerDir, 'node_modules/wrangler/package.json')) && JSON.parse(readFileSync(join(wranglerDir, 'node_modules/wrangler/package.json'), 'utf8')).version;
  if (installed === wranglerVersion) return;
  console.log(`Installing wrangler ${wranglerVersion} into node_modules/.cache/wrangler (once; about 230 MB with workerd)…`);
  const started = Date.now();
  // Its own package.json, so npm installs there and never touches the project's package-lock.json.
  mkdirSync(wranglerDir, { recursive: true });
  writeFileSync(join(wranglerDir, 'package.json'), '{ "private": true }\n');
  const result = spawnSync('npm', ['install', '--no-save', '--no-package-lock', '--no-audit', '--no-fund', `wrangler@${wranglerVersion}`], { stdio: 'inherit', cwd: wranglerDir });
  if (result.status !== 0) throw new Error('Could not install wrangler (npm install failed): see above.');
  console.log(`wrangler installed in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

function startWrangler() {
  // Wrangler needs Node 22.12+; the `node` devDependency puts Node 24 first on PATH under npm run.
  const child = spawn(wranglerBin, ['pages', 'dev', dist, '--ip', '127.0.0.1', '--port', String(port), '--compatibility-date', '2026-11-17'], {
    env: { ...process.env, WRANGLER_SEND_METRICS: 'false', FORCE_COLOR: '0', NO_COLOR: '1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  const ready = new Promise((resolve, reject) => {
    const onData = (chunk) => {
      log += chunk.toString();
      if (/Ready on http/.test(log)) resolve(undefined);
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.on('exit', (code) => reject(new Error(`wrangler exited (${code}) before it was ready:\n${log}`)));
  });
  return { child, ready, log: () => log };
}

function htmlPages() {
  return readdirSync(dist, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile() && e.name.endsWith('.html'))
    .map((e) => `/${relative(dist, join(e.parentPath, e.name)).split(sep).join('/')}`)
    .filter((p) => !p.startsWith('/admin/') && !/\/404\.html$/.test(p))
    .map((p) => p.replace(/index\.html$/, ''))
    .sort();
}

/** Pages whose HTML runs a script: an island, a component script or an inline one (JSON-LD is data, not script). */
function pagesWithScripts() {
  return htmlPages().filter((path) => {
    const html = readFileSync(join(dist, path.endsWith('/') ? `${path}index.html` : path), 'utf8');
    return /<astro-island|<script(?![^>]*type="application\/ld\+json")[^>]*>/.test(html);
  });
}

async function main() {
  if (!existsSync(join(dist, 'index.html'))) {
    console.log('dist/ is missing: building it first (npm run build).');
    if (spawnSync('npm', ['run', 'build'], { stdio: 'inherit', cwd: root }).status !== 0) process.exit(1);
  }
  ensureWrangler();
  const server = startWrangler();
  try {
    await server.ready;
    const log = server.log();
    const redirectsLine = /Parsed (\d+) valid redirect rules/.exec(log);
    const headersLine = /Parsed (\d+) valid header rules/.exec(log);
    // Wrangler lists a rule it rejects under "Found invalid redirect lines" (or header lines) with the reason.
    const about = (word) =>
      log
        .split('\n')
        .filter((line) => new RegExp(`invalid ${word}|${word}.*(line|skipp|ignor)|Valid status codes`, 'i').test(line))
        .join(' | ');
    check(Boolean(redirectsLine) && !about('redirect'), '_redirects parses without a warning', about('redirect') || redirectsLine?.[0] || log);
    check(Boolean(headersLine) && !about('header'), '_headers parses without a warning', about('header') || headersLine?.[0] || log);

    // Headers on a page.
    const page = await fetch(`${origin}/about/`, { redirect: 'manual' });
    check(page.status === 200, 'GET /about/ is 200');
    const expected = {
      'strict-transport-security': /max-age=63072000; includeSubDomains; preload/,
      'x-content-type-options': /^nosniff$/,
      'x-frame-options': /^DENY$/,
      'content-security-policy': /frame-ancestors 'none'/,
      'referrer-policy': /^strict-origin-when-cross-origin$/,
      'permissions-policy': /camera=\(\)/,
      'cross-origin-opener-policy': /^same-origin$/,
    };
    for (const [name, pattern] of Object.entries(expected)) check(pattern.test(page.headers.get(name) ?? ''), `/about/ ${name}`, page.headers.get(name) ?? 'missing');

    // Headers on a hashed asset.
    const asset = readdirSync(join(dist, '_astro')).find((f) => f.endsWith('.js'));
    const assetResponse = await fetch(`${origin}/_astro/${asset}`);
    check(assetResponse.status === 200, `GET /_astro/${asset} is 200`);
    check(/public, max-age=31536000, immutable/.test(assetResponse.headers.get('cache-control') ?? ''), '/_astro/* Cache-Control immutable', assetResponse.headers.get('cache-control') ?? 'missing');
    check(assetResponse.headers.get('x-content-type-options') === 'nosniff', '/_astro/* nosniff');

    // The 404 pages, each language its own, with status 404.
    for (const [path, lang] of [
      ['/no-such-page-here/', 'en-GB'],
      ['/it/pagina-che-non-esiste/', 'it'],
    ]) {
      const response = await fetch(`${origin}${path}`, { redirect: 'manual' });
      const body = await response.text();
      check(response.status === 404, `GET ${path} is 404`);
      check(body.includes(`<html lang="${lang}"`), `${path} serves the ${lang} 404 page`);
    }

    // Old addresses: one 301 straight to the final address (no 308 hop for the trailing slash).
    const redirects = readFileSync(join(dist, '_redirects'), 'utf8')
      .split('\n')
      .filter((l) => l.trim() && !l.startsWith('#'))
      .map((l) => l.trim().split(/\s+/));
    for (const [from, to] of redirects) {
      const response = await fetch(`${origin}${from}`, { redirect: 'manual' });
      check(response.status === 301 && response.headers.get('location') === to, `GET ${from} → 301 ${to}`, `${response.status} ${response.headers.get('location')}`);
      const landing = await fetch(`${origin}${to}`, { redirect: 'manual' });
      check(landing.status === 200, `GET ${to} is 200 (no second hop)`);
    }

    // No CSP violation (the page's <meta> policy and the header's, together) on every page that runs a script.
    const { executablePath, args } = findChromium();
    const browser = await chromium.launch({ executablePath, args });
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    await context.addInitScript(() => {
      window.__csp = [];
      document.addEventListener('securitypolicyviolation', (e) => window.__csp.push(`${e.violatedDirective} blocked ${e.blockedURI || 'inline'}`));
    });
    const paths = pagesWithScripts();
    const violations = [];
    const tab = await context.newPage();
    tab.on('console', (msg) => {
      if (msg.type() === 'error' && /Content Security Policy/i.test(msg.text())) violations.push(`${tab.url()}: ${msg.text()}`);
    });
    for (const path of paths) {
      await tab.goto(`${origin}${path}`, { waitUntil: 'load' });
      // Wake what wakes on a first interaction (touch the header) and on sight (bring each such island into view).
      await tab.locator('header').first().hover();
      for (const island of await tab.locator('astro-island[client="visible"]').elementHandles()) {
        await island.scrollIntoViewIfNeeded();
        await tab.waitForFunction((el) => !el.hasAttribute('ssr'), island, { timeout: 15_000 }).catch(() => violations.push(`${path}: an island did not wake within 15 s`));
      }
      // And what starts near the screen without an island (countdown, quarter cards): the end of the page.
      await tab.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
      for (const v of await tab.evaluate(() => window.__csp)) violations.push(`${path}: ${v}`);
    }
    await browser.close();
    check(violations.length === 0, `no CSP violation on the ${paths.length} pages that run scripts`, violations.join('\n  '));
  } finally {
    server.child.kill('SIGTERM');
  }
  console.log(`\n${passes.length} passed, ${failures.length} failed (wrangler ${wranglerVersion}, ${origin})`);
  if (failures.length) {
    console.log(failures.join('\n'));
    process.exit(1);
  }
}

await main();
