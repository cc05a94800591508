import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { expect, test } from '@playwright/test';
import { parse } from 'node-html-parser';
import { builtPages, distDir, fileForPath } from '../support/dist';

/**
 * Every feed of the build (any .xml file of dist/ that is RSS), as a feed reader and the W3C feed
 * validator read it: RSS 2.0, its own address as atom:link rel="self", a language, items that each
 * link to a built page with a date, and a page that announces it.
 */
const feeds = readdirSync(distDir, { recursive: true, withFileTypes: true })
  .filter((e) => e.isFile() && e.name.endsWith('.xml'))
  .map((e) => join(e.parentPath, e.name))
  .filter((file) => !relative(distDir, file).startsWith(`admin${sep}`) && /<rss[\s>]/.test(readFileSync(file, 'utf8').slice(0, 500)))
  .map((file) => `/${relative(distDir, file).split(sep).join('/')}`);

test('the build has the blog feed', () => {
  expect(feeds).toContain('/blog/making-tax-digital/rss.xml');
});

for (const feedPath of feeds) {
  test(`${feedPath} is valid RSS 2.0 with its own address, one item per post, each linking to its page`, () => {
    const xml = readFileSync(join(distDir, feedPath), 'utf8');
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
    const doc = parse(xml);
    const rss = doc.querySelector('rss');
    expect(rss?.getAttribute('version')).toBe('2.0');
    expect(rss?.getAttribute('xmlns:atom')).toBe('http://www.w3.org/2005/Atom');
    const channel = doc.querySelector('rss > channel')!;
    expect(channel.querySelector('title')?.text.length, 'channel title').toBeGreaterThan(5);
    expect(channel.querySelector('description')?.text.length, 'channel description').toBeGreaterThan(20);
    expect(channel.querySelector('language')?.text, 'channel language').toMatch(/^[a-z]{2}(-[a-z]{2})?$/);
    // The feed's own address, as the validator asks (node-html-parser reads <link> as void, so by regex).
    const self = /<atom:link href="([^"]+)" rel="self" type="application\/rss\+xml"\/>/.exec(xml)?.[1];
    expect(self, 'atom:link rel="self"').toBeTruthy();
    expect(new URL(self!).pathname).toBe(feedPath);
    const home = /<channel>.*?<link>([^<]+)<\/link>/s.exec(xml)?.[1] ?? '';
    expect(fileForPath(new URL(home).pathname), `channel link ${home} is a page`).toBeTruthy();

    const announcedBy = builtPages().filter((p) => p.doc.querySelector(`link[type="application/rss+xml"][href="${feedPath}"]`));
    expect(announcedBy.length, 'a page announces the feed').toBeGreaterThan(0);

    const items = channel.querySelectorAll('item');
    expect(items.length).toBeGreaterThan(0);
    for (const item of items) {
      const title = item.querySelector('title')?.text ?? '';
      expect(title.length, 'item title').toBeGreaterThan(0);
      const pubDate = /<pubDate>([^<]+)<\/pubDate>/.exec(item.outerHTML)?.[1] ?? '';
      expect(Number.isNaN(Date.parse(pubDate)), `${title}: pubDate ${pubDate}`).toBe(false);
      // node-html-parser treats <link> as a void element, so read the guid, which carries the same address.
      const guid = item.querySelector('guid');
      expect(guid?.getAttribute('isPermaLink'), title).toBe('true');
      const path = new URL(guid?.text ?? '').pathname;
      expect(fileForPath(path), `${title}: ${path} is a page`).toBeTruthy();
      expect(xml, title).toContain(`<link>${guid?.text}</link>`);
    }
  });
}

test('every page announces its language’s feed once in its head: the English pages the English feed, the Italian pages the Italian one', () => {
  const missing: string[] = [];
  for (const page of builtPages().filter((p) => !p.isRedirect)) {
    const feed = page.route === '/it' || page.route.startsWith('/it/') ? '/it/blog/making-tax-digital/rss.xml' : '/blog/making-tax-digital/rss.xml';
    const links = page.doc.querySelectorAll('head link[rel="alternate"][type="application/rss+xml"]').map((l) => l.getAttribute('href'));
    if (links.length !== 1 || links[0] !== feed) missing.push(`${page.route}: ${links.join(', ') || 'no feed'}`);
  }
  expect(feeds).toContain('/it/blog/making-tax-digital/rss.xml');
  expect(missing).toEqual([]);
});

test('the Italian blog has its own RSS 2.0 feed, announced in the head of every Italian page', () => {
  const italianFeed = '/it/blog/making-tax-digital/rss.xml';
  const xml = readFileSync(join(distDir, italianFeed), 'utf8');
  const doc = parse(xml);
  expect(doc.querySelector('rss')?.getAttribute('version')).toBe('2.0');
  expect(doc.querySelector('rss')?.getAttribute('xmlns:atom')).toBe('http://www.w3.org/2005/Atom');
  const channel = doc.querySelector('rss > channel')!;
  expect(channel.querySelector('language')?.text).toBe('it');
  // A feed names its own address (atom:link rel="self"), as validators require.
  const self = channel.querySelector('atom\\:link');
  expect(self?.getAttribute('rel')).toBe('self');
  expect(new URL(self?.getAttribute('href') ?? '').pathname).toBe(italianFeed);
  const items = channel.querySelectorAll('item');
  const english = parse(readFileSync(join(distDir, '/blog/making-tax-digital/rss.xml'), 'utf8')).querySelectorAll('item');
  expect(items.length, 'one Italian item per English post').toBe(english.length);
  for (const item of items) {
    const path = new URL(item.querySelector('guid')?.text ?? '').pathname;
    expect(path.startsWith('/it/blog/making-tax-digital/'), path).toBe(true);
    expect(fileForPath(path), `${path} is a page`).toBeTruthy();
  }
  for (const page of ['/it', '/it/about', '/it/blog/making-tax-digital', '/it/making-tax-digital']) {
    const head = parse(readFileSync(fileForPath(page)!, 'utf8')).querySelector('head');
    expect(head?.querySelector('link[rel="alternate"][type="application/rss+xml"]')?.getAttribute('href'), page).toBe(italianFeed);
  }
});
