import { describe, expect, it } from 'vitest';
import { parseFrontmatter } from '@astrojs/internal-helpers/frontmatter';
import { assertOnlyContent, compiledText } from '../../src/content/body-check';
import { prepareBody } from '../../src/integrations/content-bodies';
import { fieldRefusals, linkProblem } from '../../src/core/safety';
import { webAddress } from '../../src/core/web-address';
import { contact, parseContact } from '../../src/config/contact';

/*
 * Content can only be content (issue 37): the rules of src/core/safety.ts, applied to a page's text as
 * the build applies them (parsed by the site's MDX parser, refused before MDX compiles it) and to fields.
 * Every refusal names the file and the line counted from 1, says what is wrong and the fix. The build
 * itself refusing, with dist/ untouched, is tests/integration/editor-safety.test.ts.
 */

const file = 'content/blog/hostile.mdx';
const frontmatter = '---\ntitle: "A post"\n---\n\n';
/** The line the body's first line is on. */
const first = frontmatter.split('\n').length;

/** The editor's message for a page whose text is `body`, or '' when the page is accepted. */
function refusal(body: string, name = file): string {
  try {
    if (name.endsWith('.mdx')) prepareBody(frontmatter + body, name);
    else assertOnlyContent(frontmatter + body, name);
    return '';
  } catch (error) {
    return (error as Error).message;
  }
}

describe('a page’s text is refused, with its file and line, when it holds', () => {
  it.each([
    ['<script>', 'Intro.\n\n<script>alert(1)</script>\n', 2, /<script> would run code on the visitor’s page; a page’s text cannot hold it\. Delete it\./],
    [
      'a refresh to another site (the CSP cannot stop it)',
      '<meta http-equiv="refresh" content="4;url=https://elsewhere.example/" />\n',
      0,
      /<meta> would change how the page behaves \(it can send visitors to another site\)/,
    ],
    ['an <iframe>', 'Text <iframe src="https://elsewhere.example/"></iframe>\n', 0, /<iframe> would show another site inside the page/],
    ['a <form> that sends elsewhere', '<form action="https://elsewhere.example/collect"><input name="card" /></form>\n', 0, /<form> would send what visitors type somewhere else/],
    ['a <style>', '<style>body &#123; display: none &#125;</style>\n', 0, /<style> would change how the whole page looks/],
    ['an <object> or <embed>', '<object data="x.swf"></object>\n', 0, /<object> would load a program into the page/],
    ['an <embed>', '\n\n<embed src="x.swf" />\n', 2, /<embed> would load a program/],
    ['a tracking image with onerror=', 'Hello <img src="https://tracker.example/p.gif" onerror="alert(1)" />\n', 0, /<img> would load a picture, possibly from another site/],
    ['an <svg> (scripts hide in it)', '<svg><script>alert(1)</script></svg>\n', 0, /<svg> could run code/],
    ['a namespaced tag', '<svg:script>alert(1)</svg:script>\n', 0, /<svg:script> is HTML, which a page’s text cannot hold \(only <details> and <summary> may be used\)/],
    ['an HTML link', 'Go <a href="/contact">here</a>.\n', 0, /<a> is HTML.*Write the link in Markdown: \[words\]\(\/page\)\./],
    ['any other HTML element', '<div class="x">Text</div>\n', 0, /<div> is HTML, which a page’s text cannot hold/],
  ])('%s', (_, body, lineInBody, message) => {
    const words = refusal(body);
    expect(words).toMatch(message);
    expect(words).toMatch(new RegExp(`^${file}, line ${first + lineInBody}: `));
  });

  it.each([
    ['on an allowed element', '<details onToggle="alert(1)"><summary>Q</summary>A</details>\n', /onToggle= on <details> would run code when a visitor reaches it\. Delete onToggle=… from the tag\./],
    ['on a component', 'Call <Phone onClick="alert(1)" />.\n', /onClick= on <Phone> would run code/],
    [
      'an attribute the element may not have',
      '<details style="position:fixed"><summary>Q</summary>A</details>\n',
      /<details> may not have the attribute style\. It may have only open: delete style\./,
    ],
    // On one line, curly brackets are an unknown token, refused already; over several lines, code.
    ['an attribute that is code', '<Price service={\n  globalThis.x\n} />\n', /the attribute service of <Price> is code/],
    ['a spread of attributes', '<Phone {\n  ...props\n} />\n', /\{…\} in the tag <Phone> is code/],
  ])('an event handler or code in a tag: %s', (_, body, message) => {
    expect(refusal(body)).toMatch(message);
  });

  it.each([
    ['javascript:', '[Book now](javascript:alert(document.cookie))', 0],
    ['JavaScript: in capitals', '[Book now](JaVaScRiPt:alert(1))', 0],
    ['javascript: written with a character reference', '[Book now](java&#115;cript:alert(1))', 0],
    ['javascript: with a tab inside (a browser drops it)', '[Book now](java&#9;script:alert(1))', 0],
    ['javascript: in angle brackets', '[Book now](<javascript:alert(1)>)', 0],
    ['javascript: as a reference link (the line of the reference’s address)', '[Book now][book]\n\n[book]: javascript:alert(1)', 2],
    ['vbscript:', '[Book now](vbscript:msgbox)', 0],
  ])('a link that runs code: %s', (_, body, lineInLink) => {
    expect(refusal(`Intro.\n\n${body}\n`)).toMatch(
      new RegExp(
        `^${file}, line ${first + 2 + lineInLink}: the link .* would run code in the visitor’s browser, not open a page\\. Link to a page of the site \\(/contact\\), an https:// address, mailto: or tel:\\.$`,
      ),
    );
  });

  it.each([
    ['data:', '[Open](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==)', /would open something written into the link itself/],
    ['another scheme', '[Files](ftp://files.example/)', /uses ftp:, which the site does not link to/],
    [
      'two slashes (another site without its scheme)',
      '[Elsewhere](//elsewhere.example/)',
      /starts with two slashes, so it leads to another site\. Write the whole address, starting with https:\/\/\./,
    ],
    ['a slash and a backslash (a browser reads two slashes)', '[Elsewhere](/\\elsewhere.example/)', /starts with two slashes/],
    ['a link in a component’s address attribute', '<Phone href="javascript:alert(1)" />', /the link javascript:alert\(1\) would run code/],
    [
      'a picture from another site (it tracks readers)',
      '![Our office](https://tracker.example/pixel.gif)',
      /the picture https:\/\/tracker\.example\/pixel\.gif is on another site.*Put the picture in src\/assets/,
    ],
    ['a picture written into the text', '![Logo](data:image/png;base64,iVBORw0KGgo=)', /the picture is written into the text itself \(data:\)/],
  ])('another link or picture that is not a page or a file of the site: %s', (_, body, message) => {
    expect(refusal(`${body}\n`)).toMatch(message);
  });

  it.each([
    ['import', "Intro.\n\nimport fs from 'node:fs'\n", 2],
    ['export', 'export const written = globalThis.process.exit(1)\n', 0],
    ['export default', '\n\nexport default 1\n', 2],
  ])('an %s line (code that runs while the site builds)', (word, body, lineInBody) => {
    expect(refusal(body)).toBe(
      `${file}, line ${first + lineInBody}: a line starting with "${word.split(' ')[0]}" is code, which would run on the computer that builds the site; a page’s text cannot hold it. Delete the line: the site’s components need no import (write <Phone /> as it is). If it is a sentence, start it with another word or a capital letter.`,
    );
  });

  it('code in curly brackets over several lines (one line is an unknown token, refused already)', () => {
    expect(refusal('Intro.\n\n{\n  globalThis.process.exit(1)\n}\n')).toBe(
      `${file}, line ${first + 2}: text between curly brackets { } over several lines is code, which a page’s text cannot hold. To show curly brackets as they are, write \\{ and \\}.`,
    );
    expect(refusal('Intro {globalThis.x} here.\n')).toMatch(/\{globalThis\.x\} is not a token the site knows/);
  });

  it('text MDX cannot read (refused, not left for later)', () => {
    expect(refusal('Intro.\n\n<details>\n')).toMatch(new RegExp(`^${file}, line \\d+: the text cannot be read: .*Check the tags and curly brackets on that line`));
  });

  it('HTML in a Markdown (.md) page, which Markdown would pass through as it is', () => {
    expect(refusal('Intro.\n\n<script>alert(1)</script>\n', 'content/blog/hostile.md')).toMatch(/^content\/blog\/hostile\.md, line 7: <script> would run code/);
    expect(refusal('<details onclick="x">\n<summary>Q</summary>\n\nA\n</details>\n', 'content/blog/hostile.md')).toMatch(/<details> may not have onclick="x"/);
    expect(refusal('<details>\n<summary>Q</summary>\n\nA\n</details>\n', 'content/blog/fine.md')).toBe('');
  });
});

describe('what content uses today is accepted', () => {
  it('words, Markdown, links to pages and addresses, local pictures, <details>/<summary> and the site’s components', () => {
    const body = [
      '## A heading',
      '',
      'Text with **bold**, a [page](/contact), an [anchor](#faq), a [query](/search?q=vat), [a site](https://www.gov.uk/vat-registration), [mail](mailto:hello@firm.example) and [a call](tel:+441632960000).',
      '',
      'Import duties and exports are words at the start of a line: import and export',
      'start a line of this paragraph too, and <5% is text.',
      '',
      '![Our office](../../src/assets/uploads/office.jpg)',
      '',
      '<details open>',
      '<summary>What counts as qualifying income</summary>',
      '',
      'The answer, with <Phone /> and <Fact name="mtd:penalty" />.',
      '',
      '</details>',
      '',
      '| | Before | After |',
      '|---|---|---|',
      '| Books | Paper | Cloud |',
      '',
    ].join('\n');
    expect(refusal(body)).toBe('');
  });

  it('blanks the frontmatter exactly as @astrojs/mdx does, so the text checked is the text compiled', () => {
    for (const source of [`${frontmatter}Body.\n`, '---\na: 1\n---x\n<script>alert(1)</script>\n---\n\nBody', '\n---\na: 1\n---\nBody', 'No frontmatter.\n', '+++\na = 1\n+++\nBody']) {
      expect(compiledText(source)).toBe(parseFrontmatter(source, { frontmatter: 'empty-with-spaces' }).content);
    }
    // Text that Astro compiles although it looks like frontmatter is checked.
    expect(() => prepareBody('---\ntitle: x\n---x\n<script>alert(1)</script>\n---\n\nBody\n', file)).toThrow(/line 4: <script> would run code/);
  });
});

describe('fields (YAML, frontmatter) hold words, never HTML', () => {
  it('refuses a tag in any field, however deep, naming the field', () => {
    expect(fieldRefusals({ hero: { lead: 'Hello <script>alert(1)</script>' } })).toEqual([
      expect.objectContaining({ field: ['hero', 'lead'], problem: expect.stringMatching(/^<script> would run code/) }),
    ]);
    expect(fieldRefusals({ faqs: [{ answer: 'ok' }, { answer: '<meta http-equiv="refresh" content="0;url=https://elsewhere.example">' }] })[0]?.field).toEqual(['faqs', 1, 'answer']);
    expect(fieldRefusals({ text: 'Click <b onmouseover="alert(1)">here</b>' })[0]?.problem).toMatch(/<b> is HTML, which a field cannot hold/);
  });

  it('accepts words with a < that starts no tag', () => {
    expect(fieldRefusals({ text: 'Fewer than <5% of receipts, a<b, 3 < 4, {price:payroll}', list: ['x'], n: 3, d: new Date(0) })).toEqual([]);
  });
});

describe('addresses in fields are web addresses (URL schemas)', () => {
  it('the booking page, partner pages and reviews accept https:// and refuse javascript:, data: and other schemes', () => {
    for (const bad of ['javascript:alert(document.cookie)', 'JAVASCRIPT://calendly.com/%0aalert(1)', 'data:text/html,<script>alert(1)</script>', 'ftp://calendly.com/x', 'calendly.com/x']) {
      expect(webAddress().safeParse(bad).success, bad).toBe(false);
    }
    expect(webAddress().safeParse('https://calendly.com/ponte/30min').success).toBe(true);
  });

  it('content/firm/contact.yaml’s bookingUrl: javascript: stops the build naming the file, the line and the fix', () => {
    expect(() => parseContact({ ...contact, bookingUrl: 'javascript:alert(1)' })).toThrow(
      /^content\/firm\/contact\.yaml, line \d+ \(bookingUrl\): must be the address of a web page, starting with https:\/\/ \(for example https:\/\/calendly\.com\/your-firm\/30min\)$/,
    );
  });

  it('the rule the editor’s save hook can share: http(s), mailto:, tel:, site paths and anchors only', () => {
    for (const good of ['/contact', '/it/contact#form', '#faq', '?q=1', 'https://www.gov.uk/', 'http://example.org', 'mailto:a@b.co', 'tel:+441632960000', 'photo.jpg'])
      expect(linkProblem(good), good).toBeUndefined();
    for (const bad of ['javascript:x', ' javascript:x', 'java\nscript:x', 'data:x', 'blob:x', 'file:///etc/passwd', '//x.example', '\\\\x.example']) expect(linkProblem(bad), bad).toBeDefined();
  });
});
