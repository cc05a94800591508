import { beforeAll, describe, expect, it } from 'vitest';
import { readdirSync, readFileSync } from 'node:fs';
import { parse } from 'yaml';
import { copy, testimonial } from './shared-copy';

/*
 * What an editor meets when they run `npm run build` (no cache cleared, as a host that keeps
 * node_modules between builds): a clean build says little, and a mistake stops the build with the
 * file, the line or field, and the fix, after "The site was not built.", leaving dist/ as it was. In
 * the copy tests/integration share (shared-copy.ts); each mistake is put back after its build.
 * That a change reaches every page is tests/integration/changed-data.test.ts. The values come from content/.
 */

const firm = (name: string) => parse(readFileSync(`content/firm/${name}.yaml`, 'utf8')) as Record<string, any>;

beforeAll(() => {
  // "The last good build" each refusal must leave as it was: the one the copy has, or a stand-in (npm test builds
  // no copy of the site; a clean build of it, and what it prints, is tests/integration/changed-data.test.ts).
  if (!copy.exists('dist/index.html')) copy.write('dist/index.html', '<!doctype html><title>The last good build</title>');
  // A client's testimonial on the contact page, as the clean build has it (shared-copy.ts).
  if (!copy.exists(testimonial.file)) copy.write(testimonial.file, testimonial.yaml(testimonial.quote, ['/contact']));
});

/** What a refused `npm run build` printed and did. */
interface Refusal {
  status: number | null;
  output: string;
  /** The editor's messages, one paragraph each: everything printed after "The site was not built.". */
  messages: string[];
  /** Whether dist/ kept every byte. */
  distKept: boolean;
}

/** Makes the changes (a file that does not exist is written from ''), builds once, puts the files back. */
function buildWith(changes: [file: string, change: (text: string) => string][]): Refusal {
  const originals = changes.map(([file]) => (copy.exists(file) ? copy.read(file) : undefined));
  const before = copy.distDigest();
  try {
    for (const [i, [file, change]] of changes.entries()) {
      if (originals[i] === undefined) copy.write(file, change(''));
      else copy.edit(file, change);
    }
    const { status, output } = copy.build();
    const paragraphs = output.split(/\n\s*\n/).map((p) => p.trim());
    const refusedAt = paragraphs.findIndex((p) => p.startsWith('The site was not built.'));
    return { status, output, messages: refusedAt < 0 ? [] : paragraphs.slice(refusedAt + 1), distKept: copy.distDigest() === before };
  } finally {
    changes.forEach(([file], i) => {
      const original = originals[i];
      if (original === undefined) copy.delete(file);
      else copy.write(file, original);
    });
  }
}

/** The refusal's one message for `file` (every mistake is named once, by its file), after checking the build was refused and dist/ kept. */
function messageFor(refusal: Refusal, file: string): string {
  expect(refusal.status, refusal.output).toBe(1);
  expect(refusal.distKept, 'not one byte of dist/ changed').toBe(true);
  expect(refusal.output).toMatch(/The site was not built\. dist\/ still holds the last good build\./);
  const found = refusal.messages.filter((m) => m.startsWith(`${file}, `) || m.startsWith(`${file}: `));
  expect(found, refusal.output).toHaveLength(1);
  return found[0]!;
}

const lineOf = (text: string, needle: string) => text.slice(0, text.indexOf(needle)).split('\n').length;

/*
 * One refused build for every kind of mistake below, each in a file of its own: the build names them
 * all at once, before anything is bundled (src/content/loader.ts, src/lib/link-check.ts), as an
 * editor fixing them wants. Each test checks its own message, and that dist/ kept every byte.
 */

/** English service pages, each given at most one mistake. */
const servicePages = readdirSync('content/services', { recursive: true })
  .map(String)
  .filter((f) => f.endsWith('.mdx') && !f.startsWith('it/') && !f.includes('/it/'))
  .sort()
  .map((f) => `content/services/${f}`);
const taken = new Set<string>();
/** The first service page not yet given a mistake whose source passes `fits`. */
const pageWhere = (fits: (source: string) => boolean) => {
  const file = servicePages.find((f) => !taken.has(f) && fits(copy.read(f)))!;
  taken.add(file);
  return file;
};
const bodyOf = (source: string) => source.slice(source.indexOf('\n---', 4));
const bodyLink = /\]\((\/[a-z-]+)\)/;

const linkInText = pageWhere((s) => bodyLink.test(bodyOf(s)));
const linkInField = pageWhere((s) => /href: "(\/[a-z-]+)"/.test(s));
const tokenInText = pageWhere((s) => s.includes('\n---\n\n'));
const tokenInField = pageWhere((s) => /\n {2}lead: "/.test(s));
const refresh = pageWhere(() => true);
const javascriptLink = pageWhere((s) => bodyLink.test(bodyOf(s)));
const datePost = 'content/blog/choosing-mtd-software.mdx';
const italianWords = 'content/i18n/interface/it.yaml';
const frontmatter = 'content/pages/broken.mdx';
const hostile = { image: 'content/blog/hostile-image.mdx', exported: 'content/blog/hostile-export.mdx' };

/** A new page's file with a valid frontmatter, plus `extra` fields. */
const validPage = (extra: string) => `---
title: "A valid title"
description: "A description that is long enough to pass the fifty character minimum of the schema."
hero:
  heading: "Heading"
  lead: "A lead sentence for the page."
${extra}---

Body.
`;

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

/** The mistakes' details, read from the copy before it changes. */
const at = {
  link: bodyLink.exec(bodyOf(copy.read(linkInText)))![1]!,
  field: /href: "(\/[a-z-]+)"/.exec(copy.read(linkInField))![1]!,
  service: Object.keys(firm('prices').startingPrices).find((id) => id.includes('-'))!,
  claim: Object.keys(firm('claims').claims ?? firm('claims')).find((id) => id.includes('-'))!,
  javascript: bodyLink.exec(bodyOf(copy.read(javascriptLink)))![1]!,
  /** The last nested key of the Italian words, and the top-level key above it. */
  italian: (() => {
    const lines = copy.read(italianWords).split('\n');
    const line = lines.findLastIndex((l) => /^ {2}[a-zA-Z]+: ".*"$/.test(l));
    const parent = /^([a-zA-Z]+):/.exec(lines.slice(0, line).findLast((l) => /^[a-zA-Z]+:/.test(l))!)![1]!;
    return { line, key: /^ {2}([a-zA-Z]+):/.exec(lines[line]!)![1]!, parent };
  })(),
};
const typo = `${at.link.slice(0, -2)}${at.link.at(-1)}${at.link.at(-2)}`;

let mistakes: Refusal;

beforeAll(() => {
  mistakes = buildWith([
    [linkInText, (t) => t.replace(`](${at.link})`, `](${typo})`)],
    [linkInField, (t) => t.replace(`href: "${at.field}"`, `href: "${at.field}x"`)],
    ['content/testimonials/giulia.yaml', (t) => t.replace('pages: ["/contact"]', 'pages: ["/", "/contcat"]')],
    [datePost, (t) => t.replace(/\ndate: .*/, '\ndate: 2026-13-01')],
    [tokenInText, (t) => t.replace(/\n---\n\n/, `\n---\n\nFrom {price:${at.service.split('-')[0]}} a month.\n`)],
    [tokenInField, (t) => t.replace(/\n {2}lead: "/, `\n  lead: "{claim:${at.claim.replace('-', '')}} `)],
    [italianWords, (t) => t.split('\n').toSpliced(at.italian.line, 1).join('\n')],
    [hostile.image, hostilePost('<img src="https://tracker.example/pixel.gif" alt="" onerror="alert(1)" />')],
    [refresh, (t) => `${t}\n<meta http-equiv="refresh" content="4;url=https://elsewhere.example/" />\n`],
    [javascriptLink, (t) => t.replace(`](${at.javascript})`, '](javascript:alert(document.cookie))')],
    [hostile.exported, hostilePost(writeFile)],
    [
      frontmatter,
      () =>
        validPage('sidebar: true\n')
          .replace(/description: ".*"/, `description: "${'x'.repeat(200)}"`)
          .replace('A lead sentence', 'Call {phone} now, a lead sentence'),
    ],
  ]);
});

describe('a mistake stops the build in an editor’s words, and leaves dist/ as it was', () => {
  it('a link to a missing page in the text of a page', () => {
    const line = lineOf(copy.read(linkInText), `](${at.link})`);
    expect(messageFor(mistakes, linkInText)).toBe(`${linkInText}, line ${line}: the link ${typo} leads to no page. Did you mean ${at.link}?`);
  });

  it('a link to a missing page in a field', () => {
    const line = lineOf(copy.read(linkInField), `href: "${at.field}"`);
    expect(messageFor(mistakes, linkInField)).toMatch(
      new RegExp(`^${linkInField}, line ${line} \\((hero|section \\d+), (button|card) \\d+, href\\): the link ${at.field}x leads to no page\\. Did you mean ${at.field}\\?$`),
    );
  });

  it('a page missing from a testimonial’s pages', () => {
    expect(messageFor(mistakes, 'content/testimonials/giulia.yaml')).toBe('content/testimonials/giulia.yaml, line 5 (page 2): the link /contcat leads to no page. Did you mean /contact?');
  });

  it('a date that does not exist', () => {
    const line = lineOf(copy.read(datePost), '\ndate:') + 1;
    expect(messageFor(mistakes, datePost)).toBe(
      `${datePost}, line ${line} (date): "2026-13-01" is not a day that exists. Write the date as year-month-day, with the month from 01 to 12, for example 2026-08-11.`,
    );
  });

  it('a refused post is named once: the links to it are not reported as leading nowhere', () => {
    expect(mistakes.messages.filter((m) => m.includes('choosing-mtd-software leads to no page'))).toEqual([]);
  });

  it('an unknown token in the text of a page, and in a field', () => {
    const short = at.service.split('-')[0]!;
    const bodyLine = lineOf(copy.read(tokenInText), '\n---\n') + 3;
    expect(messageFor(mistakes, tokenInText)).toBe(
      `${tokenInText}, line ${bodyLine}: {price:${short}} is not a token the site knows. Did you mean {price:${at.service}}? To show curly brackets as they are, write \\{ and \\}.`,
    );
    const claimTypo = at.claim.replace('-', '');
    expect(messageFor(mistakes, tokenInField)).toMatch(
      new RegExp(
        `^${tokenInField}, line ${lineOf(copy.read(tokenInField), '\n  lead:') + 1} \\(hero, lead\\): \\{claim:${claimTypo}\\} is not a token the site knows\\. Did you mean \\{claim:${at.claim}\\}\\?`,
      ),
    );
  });

  it('an Italian interface file missing a key the English one has', () => {
    const { parent, key } = at.italian;
    expect(messageFor(mistakes, italianWords)).toMatch(new RegExp(`^${italianWords}, line \\d+ \\(${parent}, ${key}\\): the English file has \`${parent}\\.${key}\`; add it to ${italianWords}`));
  });

  it("a new page's frontmatter: each bad field by its line, in an editor's words (a description too long, an unknown field, an unknown token)", () => {
    const message = messageFor(mistakes, frontmatter);
    expect(message).toMatch(/^content\/pages\/broken\.mdx, line 3 \(description\): this is too long: at most 160 characters\. Shorten it\./);
    expect(message).toMatch(/line 7 \(sidebar\): "?sidebar"? is not a field this file can have/);
    expect(message).toMatch(/line 6 \(hero, lead\): \{phone\} is not a token the site knows/);
  });

  it('names every mistake once, and nothing else', () => {
    expect(mistakes.messages, mistakes.output).toHaveLength(12);
  });
});

/*
 * Content can only be content (issue 37): what a hostile clone of the site tried to ship is refused by
 * the build, in an editor's words, in the content sync (seconds, before MDX compiles anything), and
 * not one byte of dist/ changes. The many forms of each refusal are tests/unit/content-safety.test.ts;
 * here, one build per kind of refusal, on the shared copy (the hostile clone's is the URL field's).
 */
describe('content can only be content: the build refuses, and dist/ keeps every byte', () => {
  it('the tester’s hostile clone (script, onerror=, javascript: links, an iframe, an off-site form, a tracking image, a refresh, an export, a javascript: booking page): refused at its first hostile field, nothing built or run', () => {
    const clone = [
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
    const refusal = buildWith([
      [hostile.exported, hostilePost(clone)],
      [contact, (t) => t.replace(/^bookingUrl: .*$/m, 'bookingUrl: "javascript:alert(document.cookie)"')],
    ]);
    // The firm's facts load first, before content: the javascript: address in a URL field is the one refusal.
    expect(messageFor(refusal, contact)).toBe(`${contact}, line ${line} (bookingUrl): must be the address of a web page, starting with https:// (for example https://calendly.com/your-firm/30min)`);
    expect(refusal.messages).toHaveLength(1);
    expect(copy.exists(written), 'the export ran while the site built').toBe(false);
  });

  it('HTML outside the short list, with an on…= handler: a tracking image', () => {
    expect(messageFor(mistakes, hostile.image)).toBe(
      `${hostile.image}, line ${bodyLine}: <img> would load a picture, possibly from another site (which then learns who reads the page); a page’s text cannot hold it. Put the picture in src/assets and write it in Markdown: ![What it shows](../../src/assets/uploads/photo.jpg).`,
    );
  });

  it('a refresh that sends visitors to another site after 4 s (the page’s CSP cannot stop it)', () => {
    const line = copy.read(refresh).split('\n').length + 1;
    expect(messageFor(mistakes, refresh)).toBe(
      `${refresh}, line ${line}: <meta> would change how the page behaves (it can send visitors to another site); a page’s text cannot hold it. Delete it. Forms, the booking calendar and the cash-flow tool are the site’s components (content/README.md, "Tokens and components").`,
    );
  });

  it('a javascript: link written in Markdown in the text of a page', () => {
    const line = lineOf(copy.read(javascriptLink), `](${at.javascript})`);
    expect(messageFor(mistakes, javascriptLink)).toBe(
      `${javascriptLink}, line ${line}: the link javascript:alert(document.cookie) would run code in the visitor’s browser, not open a page. Link to a page of the site (/contact), an https:// address, mailto: or tel:.`,
    );
  });

  it('an export line, which MDX would run while the site builds: refused before it runs', () => {
    expect(messageFor(mistakes, hostile.exported)).toMatch(
      new RegExp(`^${hostile.exported}, line ${bodyLine}: a line starting with "export" is code, which would run on the computer that builds the site`),
    );
    expect(copy.exists(written), 'the export ran while the site built').toBe(false);
  });
});
