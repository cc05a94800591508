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
  for (const page of builtPages().filter((p) => !p.isRedirect)) {
    const bodies = page.doc.querySelectorAll('[data-pagefind-body]');
    const excluded = page.route.endsWith('/404') || isSearchPage(page.route);
    expect(bodies.length, page.route).toBe(excluded ? 0 : 1);
    if (!excluded) {
      expect(bodies[0]?.tagName, page.route).toBe('MAIN');
      expect(bodies[0]?.querySelector('header.site-header, footer.site-footer, nav[aria-label="Main"]'), page.route).toBeNull();
    }
  }
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
  for (const page of contentPages()) {
    const entry = page.doc.querySelector('header.site-header .site-search a[data-replay="search-open"]');
    // On an Italian page, the help page's Italian twin (each by its canonical address, with its slash).
    expect(entry?.getAttribute('href'), page.route).toBe(page.route.startsWith('/it') ? `/it${helpPage}/` : `${helpPage}/`);
    expect(entry?.text.trim(), page.route).toBe(page.route.startsWith('/it') ? 'Cerca' : 'Search');
  }
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
  for (const page of builtPages().filter((p) => !p.isRedirect)) {
    const csp = page.doc.querySelector('meta[http-equiv="content-security-policy"]')?.getAttribute('content') ?? '';
    const scriptSrc = csp.split(';').find((d) => d.trim().startsWith('script-src ')) ?? '';
    expect(scriptSrc, page.route).toContain("'wasm-unsafe-eval'");
    expect(scriptSrc, page.route).not.toMatch(/'unsafe-eval'|'unsafe-inline'|\*/);
    expect(csp, page.route).toMatch(/connect-src 'self'/);
  }
});
