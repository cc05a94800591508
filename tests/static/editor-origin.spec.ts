import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { expect, test } from '@playwright/test';
import { parse } from 'yaml';
import { distDir } from '../support/dist';

/*
 * The editor is published apart from the site (issue 37): dist-admin/ is a site of its own, served at
 * its own address with its own headers, and the public site holds nothing of it but a page saying where
 * it is. Whatever the editor keeps in its browser storage (the signed-in GitHub token) is then out of
 * reach of every script of a public page (tests/e2e/editor.spec.ts proves it in a browser).
 */

const adminDir = join(process.cwd(), 'dist-admin');
const filesUnder = (dir: string) =>
  readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => join(e.parentPath, e.name));

/** The headers a _headers file gives a path, as Cloudflare Pages reads it (`*` matches anything). */
function headersFor(file: string, path: string): Record<string, string> {
  const out: Record<string, string> = {};
  let applies = false;
  for (const line of readFileSync(file, 'utf8').split('\n')) {
    if (!line.trim() || line.trim().startsWith('#')) continue;
    if (!/^\s/.test(line))
      applies = new RegExp(
        `^${line
          .trim()
          .replace(/[.+?^${}()|[\]\\]/g, '\\$&')
          .replace(/\*/g, '.*')}$`,
      ).test(path);
    else if (applies) out[line.slice(0, line.indexOf(':')).trim()] = line.slice(line.indexOf(':') + 1).trim();
  }
  return out;
}

test('the public site holds no editor: no editor code, no configuration, only a page saying where the editor is', () => {
  const files = filesUnder(distDir);
  expect(files.filter((f) => /config\.ya?ml$/.test(f)).map((f) => relative(distDir, f))).toEqual([]);
  // The editor's bundle names itself and its API; no public file does.
  const text = files.filter((f) => /\.(html|js|mjs|css|json|xml|txt)$/.test(f));
  expect(text.filter((f) => /sveltia|registerPreviewTemplate|registerEditorComponent/i.test(readFileSync(f, 'utf8'))).map((f) => relative(distDir, f))).toEqual([]);
  expect(readdirSync(join(distDir, 'admin'))).toEqual(['index.html']);
  const page = readFileSync(join(distDir, 'admin/index.html'), 'utf8');
  expect(page).not.toMatch(/<script|<link rel="(stylesheet|modulepreload)"/);
  expect(page).toMatch(/<meta name="robots" content="noindex/);
  // It says where the editor is: a link to its address when EDITOR_URL is set, else in words.
  expect(page).toMatch(/The site editor has an address of its own(: <a href="https:\/\/[^"]+\/">|, apart from the website)/);
  // No block of the site's headers speaks for an editor any more.
  expect(readFileSync(join(distDir, '_headers'), 'utf8')).not.toMatch(/admin|api\.github\.com/);
  for (const file of readdirSync(distDir).filter((f) => f.startsWith('sitemap'))) expect(readFileSync(join(distDir, file), 'utf8')).not.toContain('/admin');
});

test('the editor is a site of its own, with a strict policy of its own: its own files and the git host’s API only', () => {
  expect(existsSync(join(adminDir, 'index.html')), 'dist-admin/ is built by npm run build').toBe(true);
  const page = headersFor(join(adminDir, '_headers'), '/');
  const policy = Object.fromEntries(
    page['Content-Security-Policy']!.split(';').map((d) => {
      const [name, ...values] = d.trim().split(/\s+/);
      return [name, values.join(' ')];
    }),
  );
  expect(policy).toMatchObject({
    'default-src': "'self'",
    // No inline or evaluated script: only its own files (and WebAssembly for its image tools).
    'script-src': "'self' 'wasm-unsafe-eval'",
    'connect-src': "'self' blob: data: https://api.github.com",
    'font-src': "'self'",
    'frame-ancestors': "'none'",
    'object-src': "'none'",
    'base-uri': "'self'",
    'form-action': "'self'",
  });
  // The GitHub sign-in popup hands its token back to the page that opened it.
  expect(page['Cross-Origin-Opener-Policy']).toBe('same-origin-allow-popups');
  expect(page['X-Robots-Tag']).toMatch(/noindex/);
  expect(readFileSync(join(adminDir, 'robots.txt'), 'utf8')).toMatch(/Disallow: \//);
  // Every script and font has its content's hash in its name, and is cached for good; the page and
  // the configuration are asked for again.
  const assets = readdirSync(join(adminDir, 'assets'));
  expect(assets.length).toBeGreaterThan(10);
  // Compared once: an expect per file costs more than the check.
  expect(
    assets.filter((file) => !/[-.][\w-]{8,}\.\w+$/.test(file)),
    'files without a hashed name',
  ).toEqual([]);
  expect(headersFor(join(adminDir, '_headers'), `/assets/${assets[0]}`)['Cache-Control']).toBe('public, max-age=31536000, immutable');
  expect(headersFor(join(adminDir, '_headers'), '/config.yml')['Cache-Control']).toBe('no-cache');
  // The page loads only its own files.
  const html = readFileSync(join(adminDir, 'index.html'), 'utf8');
  const loads = [...html.matchAll(/(?:src|href)="([^"]+)"/g)].map((m) => m[1]!);
  expect(loads.length).toBeGreaterThan(0);
  expect(
    loads.filter((src) => !/^\/(assets\/|favicon)/.test(src)),
    'files from elsewhere',
  ).toEqual([]);
});

test('without a sign-in helper the editor offers sign-in with a token only, never a sign-in host of someone else’s', () => {
  const config = parse(readFileSync(join(adminDir, 'config.yml'), 'utf8')) as { backend: Record<string, unknown> };
  // "Sign in with GitHub" only through the firm's own authenticator (EDITOR_AUTH_URL, an https address).
  expect(config.backend.auth_methods).toEqual(config.backend.base_url ? ['oauth', 'token'] : ['token']);
  if (config.backend.base_url) expect(config.backend.base_url).toMatch(/^https:\/\//);
});
