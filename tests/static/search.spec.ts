import { test, expect } from '@playwright/test';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';
import { join } from 'node:path';
import { builtPages, contentPages, distDir, fileForPath } from '../support/dist';
import { helpPage, searchPage } from '../../src/config/search';

/** Site search in the built files (issue 18): the index, what it covers, the header entry without JavaScript, and the CSP. */

const isSearchPage = (route: string) => Object.values(searchPage).includes(route);

test('the build wrote a Pagefind index with pages in English and in Italian', () => {
  const entry = JSON.parse(readFileSync(join(distDir, 'pagefind', 'pagefind-entry.json'), 'utf8'));
  expect(entry.languages['en-gb'].page_count).toBeGreaterThan(50);
  expect(entry.languages.it.page_count).toBeGreaterThan(5);
  expect(existsSync(join(distDir, 'pagefind', 'pagefind.js'))).toBe(true);
  expect(existsSync(join(distDir, 'pagefind', 'pagefind-ui.js')), 'the unused ready-made UI is not deployed').toBe(false);
});

test('only the main content of each page is indexed: not header, footer or navigation, not the 404 or search pages', () => {
  // Collected and compared once: an expect per page costs more than the check.
  const problems: string[] = [];
  for (const page of builtPages().filter((p) => !p.isRedirect)) {
    const bodies = page.doc.querySelectorAll('[data-pagefind-body]');
    const excluded = page.route.endsWith('/404') || isSearchPage(page.route);
    if (bodies.length !== (excluded ? 0 : 1)) problems.push(`${page.route}: ${bodies.length} elements marked data-pagefind-body, not ${excluded ? 0 : 1}`);
    else if (!excluded) {
      if (bodies[0]!.tagName !== 'MAIN') problems.push(`${page.route}: the indexed element is <${bodies[0]!.tagName.toLowerCase()}>, not <main>`);
      const chrome = bodies[0]!.querySelector('header.site-header, footer.site-footer, nav[aria-label="Main"]');
      if (chrome) problems.push(`${page.route}: the index holds <${chrome.tagName.toLowerCase()} class="${chrome.getAttribute('class') ?? ''}">`);
    }
  }
  expect(problems).toEqual([]);
});

test('lists that only repeat post titles (blog tags, later pages of the blog) are not in the index, in either language', () => {
  // Pagefind's fragments, one per indexed page, each holding the page's address (gzip, after a "pagefind_dcd" signature).
  const dir = join(distDir, 'pagefind', 'fragment');
  const indexed = readdirSync(dir).map(
    (file) =>
      (
        JSON.parse(
          gunzipSync(readFileSync(join(dir, file)))
            .toString('utf8')
            .replace(/^pagefind_dcd/, ''),
        ) as { url: string }
      ).url,
  );
  const lists = /^(\/it)?\/blog\/making-tax-digital\/(tag|page)\//;
  // The tag pages exist in both languages, so the check has something to find.
  expect(builtPages().filter((p) => /^\/it\/blog\/making-tax-digital\/tag\//.test(p.route)).length).toBeGreaterThan(0);
  expect(indexed.filter((url) => url.startsWith('/it/')).length).toBeGreaterThan(5);
  expect(indexed.filter((url) => lists.test(url))).toEqual([]);
});

test('every page has the search entry in its header, a link to the help page until JavaScript wakes it', () => {
  expect(fileForPath(helpPage), 'the help page exists').toBeTruthy();
  expect(fileForPath(`/it${helpPage}`), 'its Italian twin exists').toBeTruthy();
  const problems: string[] = [];
  for (const page of contentPages()) {
    const entry = page.doc.querySelector('header.site-header .site-search a[data-replay="search-open"]');
    // On an Italian page, the help page's Italian twin (each by its canonical address, with its slash).
    const href = page.route.startsWith('/it') ? `/it${helpPage}/` : `${helpPage}/`;
    const label = page.route.startsWith('/it') ? 'Cerca' : 'Search';
    if (entry?.getAttribute('href') !== href) problems.push(`${page.route}: the search entry links to ${entry?.getAttribute('href')}, not ${href}`);
    if (entry?.text.trim() !== label) problems.push(`${page.route}: the search entry reads "${entry?.text.trim()}", not "${label}"`);
  }
  expect(problems).toEqual([]);
});

test('the search pages exist in both languages, as a translated pair', () => {
  for (const route of Object.values(searchPage)) expect(fileForPath(route), route).toBeTruthy();
  const alternates = (route: string) =>
    contentPages()
      .find((p) => p.route === route)
      ?.doc.querySelectorAll('link[rel="alternate"][hreflang]')
      .map((l) => `${l.getAttribute('hreflang')} ${new URL(l.getAttribute('href') ?? '').pathname}`);
  expect(alternates(searchPage.en)).toEqual(['en-GB /search/', 'it /it/search/', 'x-default /search/']);
  expect(alternates(searchPage.it)).toEqual(alternates(searchPage.en));
});

test("the CSP allows Pagefind's WebAssembly with 'wasm-unsafe-eval' and nothing broader", () => {
  const problems: string[] = [];
  for (const page of builtPages().filter((p) => !p.isRedirect)) {
    const csp = page.doc.querySelector('meta[http-equiv="content-security-policy"]')?.getAttribute('content') ?? '';
    const scriptSrc = csp.split(';').find((d) => d.trim().startsWith('script-src ')) ?? '';
    if (!scriptSrc.includes("'wasm-unsafe-eval'")) problems.push(`${page.route}: script-src without 'wasm-unsafe-eval': ${scriptSrc}`);
    if (/'unsafe-eval'|'unsafe-inline'|\*/.test(scriptSrc)) problems.push(`${page.route}: script-src allows more: ${scriptSrc}`);
    if (!/connect-src 'self'/.test(csp)) problems.push(`${page.route}: no connect-src 'self' in ${csp}`);
  }
  expect(problems).toEqual([]);
});
