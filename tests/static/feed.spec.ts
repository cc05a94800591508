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
