import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { parse } from 'node-html-parser';
import { distDir } from '../support/dist';

// Static hosts serve a folder's 404.html for an unknown address inside it: each language needs its own.
test('each language has its 404 page where static hosts look for it', () => {
  for (const [file, lang] of [
    ['404.html', 'en-GB'],
    ['it/404.html', 'it'],
  ] as const) {
    const path = join(distDir, file);
    expect(existsSync(path), file).toBe(true);
    const doc = parse(readFileSync(path, 'utf8'));
    expect(doc.querySelector('html')?.getAttribute('lang'), file).toBe(lang);
    expect(doc.querySelector('meta[name="robots"]')?.getAttribute('content'), file).toMatch(/noindex/);
  }
  // A folder page would be served with status 200 as /it/404/ and never as the error page.
  expect(existsSync(join(distDir, 'it/404/index.html'))).toBe(false);
});

test('the Netlify rule sends unknown Italian addresses to the Italian 404 page, with status 404', () => {
  const rules = readFileSync(join(distDir, '_redirects'), 'utf8')
    .split('\n')
    .filter((line) => line.trim() && !line.startsWith('#'))
    .map((line) => line.trim().split(/\s+/));
  expect(rules).toContainEqual(['/it/*', '/it/404.html', '404']);
  for (const [, to] of rules) expect(existsSync(join(distDir, to!)), `${to} is built`).toBe(true);
});
