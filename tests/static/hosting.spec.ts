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
    // Served at any unknown address, the page has no address of its own to share (no og:url to /404/).
    expect(doc.querySelector('meta[property="og:url"]'), file).toBeNull();
  }
  // A folder page would be served with status 200 as /it/404/ and never as the error page.
  expect(existsSync(join(distDir, 'it/404/index.html'))).toBe(false);
});

/** The rules of dist/_redirects, each as [from, to, status]. */
function redirectRules(): string[][] {
  return readFileSync(join(distDir, '_redirects'), 'utf8')
    .split('\n')
    .filter((line) => line.trim() && !line.startsWith('#'))
    .map((line) => line.trim().split(/\s+/));
}

test('_redirects has only rules Cloudflare Pages accepts, and every old address answers 301 straight to a built page', () => {
  const rules = redirectRules();
  // Cloudflare Pages warns on every deploy about any other status (a Netlify build adds its 404 rule itself).
  for (const rule of rules) expect(['200', '301', '302', '303', '307', '308'], rule.join(' ')).toContain(rule[2]);
  const source = readFileSync(join(process.cwd(), 'src/lib/redirects.ts'), 'utf8');
  const olds = [...source.matchAll(/^\s*'([^']+)':\s*'([^']+)'/gm)].map((m) => m[1]!);
  expect(olds.length, 'redirects in src/lib/redirects.ts').toBeGreaterThan(0);
  for (const from of olds) {
    for (const address of [from, `${from}/`]) {
      const rule = rules.find(([f]) => f === address);
      expect(rule, `${address} has a rule`).toBeTruthy();
      const [, to, status] = rule!;
      expect(status, address).toBe('301');
      // The final address, with its trailing slash: no second hop to add it.
      expect(to!.endsWith('/'), `${address} → ${to}`).toBe(true);
      expect(existsSync(join(distDir, to!, 'index.html')), `${to} is built`).toBe(true);
    }
    // The stub stays as a fallback for hosts without _redirects: a valid page in its target's language.
    const stub = parse(readFileSync(join(distDir, from, 'index.html'), 'utf8'));
    expect(stub.querySelector('html')?.getAttribute('lang'), from).toBeTruthy();
    expect(stub.querySelector('meta[http-equiv="refresh"]')?.getAttribute('content'), from).toMatch(/^0; url=\/.*\/$/);
    expect(stub.querySelector('link[rel="icon"]'), `${from} names its icon (no /favicon.ico request)`).not.toBeNull();
  }
});
