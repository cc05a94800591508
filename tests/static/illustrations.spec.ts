import { test, expect } from '@playwright/test';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { contentPages } from '../support/dist';

/**
 * Hero illustrations, read from the built pages (no browser): each is a drawing that exists, no two
 * pages share one (an Italian page shows its English page's, and the blog's lists count as one page,
 * the blog), and every hub and landing page and every blog post has one. An outside review marked the
 * site down for the same calendar on four pages, and for Resources, Promo and blog posts without one.
 */

/** The page a built route stands for: its English address, the blog's lists (pages, categories, tags) as the blog. */
const blog = '/blog/making-tax-digital';
const isBlogList = (english: string) => english === blog || /^\/blog\/making-tax-digital\/(page|category|tag)\//.test(english);
const pageOf = (route: string) => {
  const english = route === '/it' ? '/' : route.replace(/^\/it(?=\/)/, '');
  return isBlogList(english) ? blog : english;
};

/** The drawings that exist: src/assets/illustrations/<name>.svg. */
const drawings = new Set(readdirSync('src/assets/illustrations').map((file) => file.replace(/\.svg$/, '')));

/** The illustration in a page's hero (the offer pages show theirs in the offer card beside the form, in the hero too). */
const heroIllustration = (page: ReturnType<typeof contentPages>[number]) => page.doc.querySelector('header.page-header [data-illustration]')?.getAttribute('data-illustration');

/** Hubs, landing pages (MTD pages and resources included) and blog posts, from content/: every page that lists its menu group (`navGroup:`), the landing pages and the offer pages, and the hubs whose list is written in their body or code. */
function hubAndLandingPages(): string[] {
  const pages = [blog, '/resources', '/services', '/industries', '/making-tax-digital'];
  for (const name of readdirSync('content/blog')) if (name.endsWith('.mdx')) pages.push(`${blog}/${name.replace(/\.mdx$/, '')}`);
  const frontmatter = (file: string) => /^---\r?\n([\s\S]*?)\r?\n---/.exec(readFileSync(file, 'utf8'))?.[1] ?? '';
  for (const name of readdirSync('content/pages', { recursive: true }) as string[]) {
    if (!name.endsWith('.mdx') || name.startsWith('it/')) continue;
    // The home page lists the free tools' group too (home.mdx is the address /).
    if (/^(navGroup|offer):/m.test(frontmatter(join('content/pages', name)))) pages.push(name === 'home.mdx' ? '/' : `/${name.replace(/\.mdx$/, '')}`);
  }
  for (const name of readdirSync('content/landings', { recursive: true }) as string[]) if (name.endsWith('.mdx') && !name.startsWith('it/')) pages.push(`/${name.replace(/\.mdx$/, '')}`);
  // The Making Tax Digital pages and the resources (guides, articles, the toolkit) are landing pages too.
  for (const name of readdirSync('content/mtd')) if (name.endsWith('.mdx')) pages.push(`/${name.replace(/\.mdx$/, '')}`);
  for (const name of readdirSync('content/resources', { recursive: true }) as string[]) if (name.endsWith('.mdx') && !name.startsWith('it/')) pages.push(`/resources/${name.replace(/\.mdx$/, '')}`);
  return pages;
}

test('every illustration on a page is a drawing that exists, and no two pages share a hero illustration', () => {
  const shownOn = new Map<string, Set<string>>();
  const unknown: string[] = [];
  for (const page of contentPages()) {
    for (const shown of page.doc.querySelectorAll('[data-illustration]'))
      if (!drawings.has(shown.getAttribute('data-illustration') ?? '')) unknown.push(`${page.route}: ${shown.getAttribute('data-illustration')}`);
    const name = heroIllustration(page);
    if (name) shownOn.set(name, (shownOn.get(name) ?? new Set()).add(pageOf(page.route)));
  }
  expect(unknown).toEqual([]);
  const shared = [...shownOn].filter(([, pages]) => pages.size > 1).map(([name, pages]) => `${name}: ${[...pages].join(', ')}`);
  expect(shared).toEqual([]);
  expect(shownOn.size).toBeGreaterThan(20);
});

test('every hub and landing page and every blog post has a hero illustration, in both languages', () => {
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

test("every blog card shows its post's own drawing, the one beside that post's heading, in both languages", () => {
  // A card is an article whose heading links to a post (the blog's lists, and a post's related articles).
  const isPost = (path: string) => /^(\/it)?\/blog\/making-tax-digital\/(?!page\/|category\/|tag\/)[^/]+$/.test(path);
  const pages = contentPages();
  const byRoute = new Map(pages.map((p) => [p.route, p]));
  const problems: string[] = [];
  let cards = 0;
  for (const page of pages) {
    const english = pageOf(page.route);
    for (const card of page.doc.querySelectorAll('main article')) {
      const href = card.querySelector('h2 a[href], h3 a[href]')?.getAttribute('href')?.replace(/\/$/, '');
      if (!href || !isPost(href)) continue;
      cards++;
      const expected = heroIllustration(byRoute.get(href)!);
      const shown = [...card.querySelectorAll('[data-illustration]')].map((el) => el.getAttribute('data-illustration'));
      if (shown.length !== 1 || shown[0] !== expected) problems.push(`${page.route}: the card of ${href} shows ${shown.join(', ') || 'no drawing'} (its post: ${expected})`);
    }
    if (english === blog && !page.doc.querySelector('main article [data-illustration]')) problems.push(`${page.route}: a list of the blog with no card picture`);
  }
  expect(cards).toBeGreaterThan(20);
  expect(problems).toEqual([]);
});
