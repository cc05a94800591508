import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { parse } from 'node-html-parser';
import { distDir, fileForPath } from '../support/dist';

// The blog's feed, as a feed reader fetches it from the address the blog list announces.
const feedPath = '/blog/making-tax-digital/rss.xml';

test('the blog feed is RSS 2.0 with one item per post, each linking to its page', () => {
  const xml = readFileSync(join(distDir, feedPath), 'utf8');
  expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
  const doc = parse(xml);
  expect(doc.querySelector('rss')?.getAttribute('version')).toBe('2.0');
  const channel = doc.querySelector('rss > channel')!;
  expect(channel.querySelector('title')?.text).toMatch(/Making Tax Digital blog$/);
  expect(channel.querySelector('description')?.text.length).toBeGreaterThan(20);
  const announced = parse(readFileSync(fileForPath('/blog/making-tax-digital')!, 'utf8')).querySelector('link[type="application/rss+xml"]');
  expect(announced?.getAttribute('href')).toBe(feedPath);

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
  const english = parse(readFileSync(join(distDir, feedPath), 'utf8')).querySelectorAll('item');
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
