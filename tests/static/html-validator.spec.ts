import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join, relative, sep } from 'node:path';
import { expect, test } from '@playwright/test';
import { distDir, onePageOfEachKind } from '../support/dist';
import { fullRun } from '../support/tier';

/**
 * The W3C Nu Html Checker (the `vnu-jar` package: the checker behind validator.w3.org/nu) over the
 * built pages (below), in one Java process. Its noise on this site (Tailwind 4 CSS it does not know, its CSP
 * notes, Astro's island markup) is filtered by tests/support/vnu-filter.txt, each entry with its
 * reason; any other error, warning or note fails the test, naming the page and the line.
 * The inlined stylesheet is the same on every page (Tailwind's one build): each distinct <style> is
 * checked once, on the first page that has it, and emptied in the copies of the other pages the
 * checker reads, which saves it about 60% of its work (about 5 s instead of 12 s of CPU).
 * dist/admin is the editors' CMS, a separate tool with its own markup, and is left out.
 */

const vnuJar = String(createRequire(import.meta.url)('vnu-jar'));
const filter = join(process.cwd(), 'tests/support/vnu-filter.txt');

/** Every page in the full run; npm test checks one page of each kind (tests/support/dist.ts), as html-validate does. */
function pages(): string[] {
  if (!fullRun) return onePageOfEachKind().map((p) => p.file);
  return readdirSync(distDir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile() && e.name.endsWith('.html'))
    .map((e) => join(e.parentPath, e.name))
    .filter((file) => !relative(distDir, file).startsWith(`admin${sep}`))
    .sort();
}

interface Message {
  type: string;
  subType?: string;
  url?: string;
  lastLine?: number;
  message: string;
  extract?: string;
}

test('every page is valid HTML by the W3C Nu Html Checker', async () => {
  // One Java start for all pages. On two shared cores the JIT's first tier alone (TieredStopAtLevel=1)
  // checks them in about half the CPU time of the full JIT; the schema needs a deeper stack than the default.
  test.setTimeout(180_000);
  const pagesFound = pages();
  expect(pagesFound.length, 'built pages').toBeGreaterThan(50);
  const copies = mkdtempSync(join(tmpdir(), 'vnu-'));
  const seen = new Set<string>();
  const files = pagesFound.map((file) => {
    const html = readFileSync(file, 'utf8').replace(/(<style\b[^>]*>)([\s\S]*?)(<\/style>)/g, (all, open: string, css: string, close: string) => {
      const hash = createHash('sha256').update(css).digest('hex');
      if (seen.has(hash)) return `${open}${close}`;
      seen.add(hash);
      return all;
    });
    const copy = join(copies, relative(distDir, file));
    mkdirSync(dirname(copy), { recursive: true });
    writeFileSync(copy, html);
    return copy;
  });
  test.info().attach('checked', { body: `${files.length} pages, ${seen.size} distinct stylesheets` });
  const output = await new Promise<string>((resolve, reject) => {
    execFile(
      'java',
      ['-Xss2m', '-XX:TieredStopAtLevel=1', '-XX:+UseSerialGC', '-jar', vnuJar, '--format', 'json', '--exit-zero-always', '--filterfile', filter, ...files],
      { maxBuffer: 64 * 1024 * 1024 },
      (error, stdout, stderr) => {
        if (error) reject(new Error(`The checker did not run (is Java 17 installed? Debian: apt-get install -y openjdk-17-jre-headless): ${error.message}\n${stderr}`));
        // The checker writes its JSON report to standard error.
        else resolve(stderr || stdout);
      },
    );
  }).finally(() => rmSync(copies, { recursive: true, force: true }));
  const messages = (JSON.parse(output) as { messages: Message[] }).messages;
  const report = messages.map(
    (m) =>
      `${relative(copies, decodeURI(m.url?.replace(/^file:/, '') ?? ''))}:${m.lastLine ?? '?'} ${m.type}${m.subType ? `/${m.subType}` : ''}: ${m.message}${m.extract ? `\n    ${m.extract.replace(/\s+/g, ' ')}` : ''}`,
  );
  expect(report, 'messages left after tests/support/vnu-filter.txt').toEqual([]);
});
