import { test, expect } from '@playwright/test';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { builtPages, contentPages, distDir } from '../support/dist';
import { contact } from '../../src/config/contact';

/** Head tags and site files every page and the site as a whole need, read from dist/. */

test('every page has a unique title and a unique meta description', () => {
  const seen = { title: new Map<string, string>(), description: new Map<string, string>() };
  const problems: string[] = [];
  for (const page of contentPages()) {
    const title = page.doc.querySelector('title')?.text.trim() ?? '';
    const description = page.doc.querySelector('meta[name="description"]')?.getAttribute('content')?.trim() ?? '';
    if (title === '') problems.push(`${page.route} has no title`);
    if (description === '') problems.push(`${page.route} has no description`);
    for (const [kind, value] of [
      ['title', title],
      ['description', description],
    ] as const) {
      const other = seen[kind].get(value);
      if (other) problems.push(`${kind} of ${page.route} repeats ${other}: "${value}"`);
      seen[kind].set(value, page.route);
    }
  }
  expect(problems).toEqual([]);
});

test('every page’s title is at most 70 characters, the site’s name included when it is added', () => {
  const long = builtPages()
    .filter((p) => !p.isRedirect)
    .map((p) => ({ route: p.route, title: p.doc.querySelector('title')?.text.trim() ?? '' }))
    .filter(({ title }) => [...title].length > 70)
    .map(({ route, title }) => `${route}: ${[...title].length} "${title}"`);
  expect(long).toEqual([]);
});

test('every page carries a Content Security Policy without unsafe-inline scripts', () => {
  const problems: string[] = [];
  for (const page of builtPages().filter((p) => !p.isRedirect)) {
    const csp = page.doc.querySelector('meta[http-equiv="content-security-policy"]')?.getAttribute('content') ?? '';
    if (!/script-src 'self'/.test(csp)) problems.push(`${page.route}: no script-src 'self' in "${csp}"`);
    if (/script-src[^;]*'unsafe-inline'/.test(csp)) problems.push(`${page.route}: script-src allows 'unsafe-inline' in "${csp}"`);
  }
  expect(problems).toEqual([]);
});

test("every page's inline stylesheets are allowed by its Content Security Policy", () => {
  // A page tool's stylesheet comes with the content entry that places it, and Astro's policy does not list it by itself
  // (src/integrations/content-bodies.ts adds it): a stylesheet the policy does not list is one the browser ignores.
  const problems: string[] = [];
  for (const page of builtPages().filter((p) => !p.isRedirect)) {
    const csp = page.doc.querySelector('meta[http-equiv="content-security-policy"]')?.getAttribute('content');
    if (!csp) continue;
    const styleSrc = csp.split(';').find((d) => d.trim().startsWith('style-src')) ?? '';
    for (const style of page.doc.querySelectorAll('style')) {
      const hash = `'sha256-${createHash('sha256').update(style.innerHTML).digest('base64')}'`;
      if (!styleSrc.includes(hash)) problems.push(`${page.route}: a stylesheet of ${style.innerHTML.length} bytes is not in its style-src (${style.innerHTML.slice(0, 60)}…)`);
    }
  }
  expect(problems).toEqual([]);
});

test("a page tool's stylesheet ships only with the pages that show the tool", () => {
  // The tools' rules (src/core/mdx-names.ts: pageTools) name the tool's element; a page without it carries none of them.
  const problems: string[] = [];
  const pages = builtPages().filter((p) => !p.isRedirect);
  for (const id of ['mtd-checker', 'cash-flow-tool', 'add-to-calendar']) {
    const showing = pages.filter((p) => p.doc.getElementById(id));
    if (showing.length === 0) problems.push(`no page shows #${id}`);
    for (const page of pages) {
      const css = page.doc.querySelectorAll('style').map((s) => s.innerHTML).join('');
      const hasRules = css.includes(`#${id}`);
      if (showing.includes(page) && !hasRules) problems.push(`${page.route} shows #${id} without its stylesheet`);
      if (!showing.includes(page) && hasRules) problems.push(`${page.route} carries the stylesheet of #${id}, which it does not show`);
    }
  }
  expect(problems).toEqual([]);
});

test('every page has Open Graph and Twitter tags and valid AccountingService JSON-LD', () => {
  // Collected and compared once: an expect per page and tag would cost more than the checks.
  const missing: string[] = [];
  for (const page of contentPages()) {
    for (const selector of [
      'meta[property="og:title"]',
      'meta[property="og:description"]',
      'meta[property="og:image"]',
      'meta[property="og:url"]',
      'meta[name="twitter:card"]',
      'meta[name="theme-color"]',
      'link[rel="icon"]',
    ]) {
      if (!page.doc.querySelector(selector)) missing.push(`${page.route}: ${selector}`);
    }
    const image = new URL(page.doc.querySelector('meta[property="og:image"]')?.getAttribute('content') ?? '');
    if (!existsSync(join(distDir, image.pathname))) missing.push(`${page.route}: the Open Graph image ${image.pathname} is not built`);
    // The firm is a node of the page's @graph (tests/static/structured-data.spec.ts checks the rest).
    const blocks = page.doc.querySelectorAll('script[type="application/ld+json"]').flatMap((s) => {
      const data = JSON.parse(s.text);
      return data['@graph'] ?? [data];
    });
    const firm = blocks.find((b) => b['@type'] === 'AccountingService');
    if (!firm) missing.push(`${page.route}: AccountingService JSON-LD`);
    else if (firm.address.addressLocality !== contact.address.city || !/^\+44 /.test(firm.telephone))
      missing.push(`${page.route}: the firm's town or phone (${firm.address.addressLocality}, ${firm.telephone})`);
  }
  expect(missing).toEqual([]);
});

test('robots.txt points to the sitemap on the configured site URL', () => {
  const robots = readFileSync(join(distDir, 'robots.txt'), 'utf8');
  const home = contentPages().find((p) => p.route === '/');
  const origin = new URL(home?.doc.querySelector('link[rel="canonical"]')?.getAttribute('href') ?? '').origin;
  expect(robots).toContain(`Sitemap: ${origin}/sitemap-index.xml`);
});

test('the sitemap lists every content page and not the 404 page', () => {
  const index = readFileSync(join(distDir, 'sitemap-index.xml'), 'utf8');
  expect(index).toContain('sitemap-0.xml');
  const sitemap = readFileSync(join(distDir, 'sitemap-0.xml'), 'utf8');
  const urls = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1] ?? '').pathname.replace(/\/$/, '') || '/');
  const routes = contentPages().map((p) => p.route);
  expect(urls.sort()).toEqual([...routes].sort());
  expect(urls).not.toContain('/404');
});

test('public/_headers sends the security headers a static host should', () => {
  const headers = readFileSync(join(distDir, '_headers'), 'utf8');
  expect(headers).toMatch(/Strict-Transport-Security: max-age=63072000; includeSubDomains; preload/);
  expect(headers).toMatch(/X-Content-Type-Options: nosniff/);
  expect(headers).toMatch(/X-Frame-Options: DENY/);
  expect(headers).toMatch(/frame-ancestors 'none'/);
  expect(headers).toMatch(/Referrer-Policy: strict-origin-when-cross-origin/);
  expect(headers).toMatch(/Permissions-Policy: .*camera=\(\)/);
  expect(headers).toMatch(/Content-Security-Policy: .*object-src 'none'/);
  // The site's pages allow nothing unsafe (the editor has headers of its own, in dist-admin/: tests/static/editor-origin.spec.ts).
  expect(headers).not.toMatch(/unsafe-inline|unsafe-eval/);
});
