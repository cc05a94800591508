import { beforeAll, describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { parse } from 'yaml';
import { cleanBuild, copy } from './shared-copy';

/*
 * What an editor meets when they run `npm run build` (no cache cleared, as a host that keeps
 * node_modules between builds): a clean build says little, and a mistake stops the build with the
 * file, the line or field, and the fix, as the last thing printed, leaving dist/ as it was. In the
 * copy tests/integration share, built once (shared-copy.ts); each mistake is put back after its build.
 * That a change reaches every page is tests/integration/changed-data.test.ts. The values come from content/.
 */

const firm = (name: string) => parse(readFileSync(`content/firm/${name}.yaml`, 'utf8')) as Record<string, any>;

/** The last paragraph the build printed: the editor's message. */
const lastParagraph = (output: string) =>
  output
    .split(/\n\s*\n/)
    .at(-1)!
    .trim();

let first: { status: number | null; output: string };

beforeAll(() => {
  first = cleanBuild();
});

describe('a clean build', () => {
  it('succeeds and prints at most 40 lines', () => {
    expect(first.status, first.output).toBe(0);
    expect(first.output.split('\n').length).toBeLessThanOrEqual(40);
    expect(first.output).toMatch(/Built \d+ pages into dist\//);
  });
});

describe('a mistake stops the build in an editor’s words, and leaves dist/ as it was', () => {
  /** Makes one mistake, builds, puts the file back; returns the editor's message. */
  function refused(file: string, change: (text: string) => string): string {
    const original = copy.exists(file) ? copy.read(file) : undefined;
    const home = copy.read('dist/index.html');
    try {
      if (original === undefined) copy.write(file, change(''));
      else copy.edit(file, change);
      const result = copy.build();
      expect(result.status, result.output).toBe(1);
      expect(copy.read('dist/index.html')).toBe(home);
      expect(result.output).toMatch(/dist\/ still holds the last good build/);
      return lastParagraph(result.output);
    } finally {
      if (original === undefined) copy.delete(file);
      else copy.write(file, original);
    }
  }

  const page = 'content/services/accounting/bookkeeping.mdx';
  const lineOf = (text: string, needle: string) => text.slice(0, text.indexOf(needle)).split('\n').length;

  it('a link to a missing page in the text of a page', () => {
    const source = copy.read(page);
    const link = /\]\((\/[a-z-]+)\)/.exec(source.slice(source.indexOf('\n---', 4)))!;
    const target = link[1]!;
    const typo = `${target.slice(0, -2)}${target.at(-1)}${target.at(-2)}`;
    const line = lineOf(source, `](${target})`);
    const message = refused(page, (t) => t.replace(`](${target})`, `](${typo})`));
    expect(message).toBe(`${page}, line ${line}: the link ${typo} leads to no page. Did you mean ${target}?`);
  });

  it('a link to a missing page in a field', () => {
    const source = copy.read(page);
    const target = /href: "(\/[a-z-]+)"/.exec(source)![1]!;
    const message = refused(page, (t) => t.replace(`href: "${target}"`, `href: "${target}x"`));
    expect(message).toMatch(
      new RegExp(`^${page}, line ${lineOf(source, `href: "${target}"`)} \\((hero|section \\d+), (button|card) \\d+, href\\): the link ${target}x leads to no page\\. Did you mean ${target}\\?$`),
    );
  });

  it('a page missing from a testimonial’s pages', () => {
    const message = refused('content/testimonials/giulia.yaml', (t) => t.replace('pages: ["/contact"]', 'pages: ["/contact", "/contcat"]'));
    expect(message).toBe('content/testimonials/giulia.yaml, line 5 (page 2): the link /contcat leads to no page. Did you mean /contact?');
  });

  it('a date that does not exist', () => {
    const post = 'content/blog/choosing-mtd-software.mdx';
    const line = lineOf(copy.read(post), '\ndate:') + 1;
    const message = refused(post, (t) => t.replace(/\ndate: .*/, '\ndate: 2026-13-01'));
    expect(message).toBe(`${post}, line ${line} (date): "2026-13-01" is not a day that exists. Write the date as year-month-day, with the month from 01 to 12, for example 2026-08-11.`);
  });

  it('an unknown token in the text of a page, and in a field', () => {
    const service = Object.keys(firm('prices').startingPrices).find((id) => id.includes('-'))!;
    const short = service.split('-')[0]!;
    const source = copy.read(page);
    const bodyLine = lineOf(source, '\n---\n') + 3;
    const inBody = refused(page, (t) => t.replace(/\n---\n\n/, `\n---\n\nFrom {price:${short}} a month.\n`));
    expect(inBody).toBe(`${page}, line ${bodyLine}: {price:${short}} is not a token the site knows. Did you mean {price:${service}}? To show curly brackets as they are, write \\{ and \\}.`);

    const claim = Object.keys(firm('claims').claims ?? firm('claims')).find((id) => id.includes('-'))!;
    const typo = claim.replace('-', '');
    const inField = refused(page, (t) => t.replace(/\n {2}lead: "/, `\n  lead: "{claim:${typo}} `));
    expect(inField).toMatch(
      new RegExp(`^${page}, line ${lineOf(source, '\n  lead:') + 1} \\(hero, lead\\): \\{claim:${typo}\\} is not a token the site knows\\. Did you mean \\{claim:${claim}\\}\\?`),
    );
  });

  it('an Italian interface file missing a key the English one has', () => {
    const file = 'content/i18n/interface/it.yaml';
    const lines = copy.read(file).split('\n');
    // The last nested key of the file, and the top-level key above it.
    const at = lines.findLastIndex((l) => /^ {2}[a-zA-Z]+: ".*"$/.test(l));
    const key = /^ {2}([a-zA-Z]+):/.exec(lines[at]!)![1];
    const parent = /^([a-zA-Z]+):/.exec(lines.slice(0, at).findLast((l) => /^[a-zA-Z]+:/.test(l))!)![1];
    const message = refused(file, (t) => t.split('\n').toSpliced(at, 1).join('\n'));
    expect(message).toMatch(new RegExp(`^${file}, line \\d+ \\(${parent}, ${key}\\): the English file has \`${parent}\\.${key}\`; add it to ${file}`));
  });
});
