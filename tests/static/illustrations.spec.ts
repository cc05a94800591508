import { test, expect } from '@playwright/test';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { contentPages } from '../support/dist';

/**
 * Hero illustrations, read from the built pages (no browser): no two pages share one (an Italian page
 * shows its English page's, and the blog's pages count as one, the blog), and every hub and landing page
 * has one. An outside review marked the site down for the same calendar on four pages.
 */

/** The page a built route stands for: its English address, the blog's pages as the blog. */
const blog = '/blog/making-tax-digital';
const pageOf = (route: string) => {
  const english = route === '/it' ? '/' : route.replace(/^\/it(?=\/)/, '');
  return english.startsWith(`${blog}/`) ? blog : english;
};

/** The illustration in a page's hero (the offer pages show theirs in the offer card beside the form, in the hero too). */
const heroIllustration = (page: ReturnType<typeof contentPages>[number]) => page.doc.querySelector('header.page-header [data-illustration]')?.getAttribute('data-illustration');

/** Hubs and landing pages, from content/: every page that lists its menu group (`navGroup:`), the landing pages and the offer pages, and the hubs whose list is written in their body or code. */
function hubAndLandingPages(): string[] {
  const pages = [blog, '/resources', '/services', '/industries'];
  const frontmatter = (file: string) => /^---\r?\n([\s\S]*?)\r?\n---/.exec(readFileSync(file, 'utf8'))?.[1] ?? '';
  for (const name of readdirSync('content/pages', { recursive: true }) as string[]) {
    if (!name.endsWith('.mdx') || name.startsWith('it/')) continue;
    if (/^(navGroup|offer):/m.test(frontmatter(join('content/pages', name)))) pages.push(`/${name.replace(/\.mdx$/, '')}`);
  }
  for (const name of readdirSync('content/landings', { recursive: true }) as string[]) if (name.endsWith('.mdx') && !name.startsWith('it/')) pages.push(`/${name.replace(/\.mdx$/, '')}`);
  return pages;
}

test('no two pages share a hero illustration', () => {
  const shownOn = new Map<string, Set<string>>();
  for (const page of contentPages()) {
    const name = heroIllustration(page);
    if (name) shownOn.set(name, (shownOn.get(name) ?? new Set()).add(pageOf(page.route)));
  }
  const shared = [...shownOn].filter(([, pages]) => pages.size > 1).map(([name, pages]) => `${name}: ${[...pages].join(', ')}`);
  expect(shared).toEqual([]);
  expect(shownOn.size).toBeGreaterThan(20);
});

test('every hub and landing page has a hero illustration, in both languages', () => {
  const missing: string[] = [];
  const pages = hubAndLandingPages();
  expect(pages.length).toBeGreaterThan(10);
  for (const route of pages)
    for (const built of [route, route === '/' ? '/it' : `/it${route}`]) {
      const page = contentPages().find((p) => p.route === built);
      if (!page || !heroIllustration(page)) missing.push(built);
    }
  expect(missing).toEqual([]);
});
