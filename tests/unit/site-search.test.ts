import { afterAll, describe, expect, it } from 'vitest';
import { mkdtemp, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { cleanUrl, parseExcerpt, sectionOf } from '../../src/lib/site-search';
import { searchIndex } from '../../src/integrations/search-index';
import { wordsByLocale as copyByLocale } from '../support/words';
import { searchCopy } from '../../src/lib/search-copy';

describe('search results', () => {
  it('renders Pagefind excerpts as text and marks, never as HTML', () => {
    expect(parseExcerpt('MTD for <mark>landlords</mark>: gross rent &amp; your share')).toEqual([
      { text: 'MTD for ', mark: false },
      { text: 'landlords', mark: true },
      { text: ': gross rent & your share', mark: false },
    ]);
    // Escaped markup in page text stays text; any other tag is dropped.
    expect(parseExcerpt('&lt;script&gt;x<img src=x onerror=alert(1)> <mark>VAT</mark>&#39;s')).toEqual([
      { text: '<script>x ', mark: false },
      { text: 'VAT', mark: true },
      { text: "'s", mark: false },
    ]);
  });

  it('names the section of a result from its address, in both languages', () => {
    expect(sectionOf('/blog/making-tax-digital/mtd-for-landlords-joint-property')).toBe('sectionBlog');
    expect(sectionOf('/making-tax-digital-uk')).toBe('sectionMtd');
    expect(sectionOf('/mtd-software-setup-service')).toBe('sectionMtd');
    expect(sectionOf('/last-minute-mtd-compliance')).toBe('sectionMtd');
    expect(sectionOf('/services/accounting/payroll')).toBe('sectionServices');
    expect(sectionOf('/it/industries/restaurants')).toBe('sectionIndustries');
    expect(sectionOf('/it/restaurant')).toBe('sectionOffers');
    expect(sectionOf('/it')).toBe('sectionCompany');
    expect(sectionOf('/about')).toBe('sectionCompany');
    // Every section has its words in both languages.
    for (const locale of ['en', 'it'] as const) {
      const copy = searchCopy(copyByLocale[locale]);
      for (const path of ['/blog/x', '/services', '/industries', '/resources/x', '/tools/x', '/locations/x', '/specialties/x', '/promo', '/privacy', '/mtd-x', '/about']) {
        expect(copy[sectionOf(path)], `${locale} ${path}`).toMatch(/\w/);
      }
    }
  });

  it('links results the way the site links pages', () => {
    expect(cleanUrl('/about/')).toBe('/about');
    expect(cleanUrl('/')).toBe('/');
    expect(cleanUrl('/it/index.html')).toBe('/it');
    expect(cleanUrl('/services/#pricing')).toBe('/services#pricing');
  });
});

describe('the search index', () => {
  const dirs: string[] = [];
  afterAll(async () => {
    await Promise.all(dirs.map((d) => rm(d, { recursive: true, force: true })));
  });
  const logger = { info: () => {}, warn: () => {}, error: () => {} };
  const build = async (pages: Record<string, string>) => {
    const dir = await mkdtemp(join(tmpdir(), 'search-index-'));
    dirs.push(dir);
    for (const [path, html] of Object.entries(pages)) {
      await mkdir(join(dir, path, '..'), { recursive: true });
      await writeFile(join(dir, path), html);
    }
    const hook = searchIndex().hooks['astro:build:done'] as (options: unknown) => Promise<void>;
    await hook({ dir: pathToFileURL(`${dir}/`), logger });
    return dir;
  };
  const page = (lang: string, body: string, searchable = true) =>
    `<!doctype html><html lang="${lang}"><head><title>t</title></head><body><header>Menu</header><main ${searchable ? 'data-pagefind-body' : ''}><h1>${body}</h1><p>${body} text</p></main></body></html>`;

  it('fails the build, saying why, when no page can be indexed', async () => {
    await expect(build({ 'index.html': page('en-GB', 'Home', false), '404.html': page('en-GB', 'Not found', false) })).rejects.toThrow(
      /search index was not built: no page .* has <main data-pagefind-body>/,
    );
  });

  it('indexes each language separately, only pages whose main carries data-pagefind-body', async () => {
    const dir = await build({
      'index.html': page('en-GB', 'Accounting in Alloa'),
      'about/index.html': page('en-GB', 'About the firm'),
      'it/index.html': page('it', 'Contabilità per ristoranti'),
      '404.html': page('en-GB', 'Not found', false),
    });
    const entry = JSON.parse(await readFile(join(dir, 'pagefind', 'pagefind-entry.json'), 'utf8'));
    expect(entry.languages['en-gb'].page_count).toBe(2);
    expect(entry.languages.it.page_count).toBe(1);
    await expect(readFile(join(dir, 'pagefind', 'pagefind.js'))).resolves.toBeTruthy();
    await expect(readFile(join(dir, 'pagefind', 'pagefind-ui.js'))).rejects.toThrow();
  });
});
