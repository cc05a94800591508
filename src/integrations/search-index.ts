import { readdir, readFile, rm } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { join, relative, sep } from 'node:path';
import type { AstroIntegration } from 'astro';
import * as pagefind from 'pagefind';

/**
 * Site search (issue 18). After every `astro build`, Pagefind indexes the built pages in dist/ and
 * writes its index to dist/pagefind/: one index per language (the `lang` of <html>: en-GB, it), of
 * the text inside <main data-pagefind-body> only (BaseLayout sets it; header, footer and navigation
 * are outside it, 404 pages and the search pages leave it off). The browser loads the index in small
 * chunks, and only when a visitor opens search (src/lib/site-search.ts).
 *
 * The build fails, naming the cause, when Pagefind reports an error or the index is missing or empty,
 * so a site without working search is never deployed.
 *
 * It also registers `client:search`, the hydration directive of the header's search entry
 * (src/directives/search.ts).
 */
/**
 * Pages left out of the index although their <main> is searchable: lists that only repeat the titles
 * of the posts they link to (blog tags and later pages of the blog), which would crowd out the posts.
 * In every language: the Italian tag pages came second for "IVA" (issue 37).
 */
const notIndexed = [/^(\/it)?\/blog\/making-tax-digital\/(tag|page)\//];

/** Every HTML file under `dir`, as [site path, file]. */
async function htmlFiles(dir: string): Promise<[string, string][]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
    .map((entry) => {
      const file = join(entry.parentPath, entry.name);
      const rel = relative(dir, file).split(sep).join('/');
      return [`/${rel.replace(/(^|\/)index\.html$/, '$1')}`, file] as [string, string];
    })
    .sort(([a], [b]) => a.localeCompare(b));
}

/** Pagefind's own search interfaces, written by default but not used here (they need inline styles). */
const unusedFiles = ['pagefind-ui.js', 'pagefind-ui.css', 'pagefind-modular-ui.js', 'pagefind-modular-ui.css', 'pagefind-component-ui.js', 'pagefind-component-ui.css', 'pagefind-highlight.js'];

export function searchIndex(): AstroIntegration {
  return {
    name: 'site-search-index',
    hooks: {
      'astro:config:setup': ({ addClientDirective }) => {
        addClientDirective({ name: 'search', entrypoint: './src/directives/search.ts' });
      },
      'astro:build:done': async ({ dir, logger }) => {
        const site = fileURLToPath(dir);
        const outputPath = join(site, 'pagefind');
        const fail = (why: string): never => {
          throw new Error(`[search] The search index was not built: ${why}`);
        };
        try {
          const { index, errors } = await pagefind.createIndex({});
          if (!index || errors.length > 0) fail(errors.join('; ') || 'Pagefind did not start.');
          // Only pages whose <main> carries data-pagefind-body (not 404 pages, redirects or the search pages).
          let pages = 0;
          for (const [url, file] of await htmlFiles(site)) {
            if (notIndexed.some((re) => re.test(url))) continue;
            const content = await readFile(file, 'utf8');
            if (!content.includes('data-pagefind-body')) continue;
            const added = await index!.addHTMLFile({ url, content });
            if (added.errors.length > 0) fail(`${url}: ${added.errors.join('; ')}`);
            pages += 1;
          }
          if (pages === 0) fail(`no page in ${site} has <main data-pagefind-body> (see src/layouts/BaseLayout.astro).`);
          const written = await index!.writeFiles({ outputPath });
          if (written.errors.length > 0) fail(written.errors.join('; '));
          // The site renders its own results (CSP-safe, accessible): Pagefind's ready-made UIs are not deployed.
          await Promise.all(unusedFiles.map((file) => rm(join(outputPath, file), { force: true })));
        } finally {
          await pagefind.close();
        }

        // Check what a browser will load: the entry file, the script, and a non-empty index per language.
        let entry: { languages?: Record<string, { page_count?: number }> };
        try {
          entry = JSON.parse(await readFile(join(outputPath, 'pagefind-entry.json'), 'utf8'));
          await readFile(join(outputPath, 'pagefind.js'));
        } catch (error) {
          return fail(`dist/pagefind/pagefind-entry.json or pagefind.js is missing (${(error as Error).message}).`);
        }
        const languages = Object.entries(entry.languages ?? {});
        if (languages.length === 0) fail('the index has no language.');
        const empty = languages.filter(([, language]) => !language.page_count);
        if (empty.length > 0) fail(`the index of ${empty.map(([code]) => code).join(', ')} is empty.`);
        logger.info(`Pagefind indexed ${languages.map(([code, l]) => `${l.page_count} pages in ${code}`).join(', ')} into dist/pagefind/.`);
      },
    },
  };
}
