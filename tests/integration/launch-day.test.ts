import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { parse as parseHtml } from 'node-html-parser';
import { parse as parseYaml } from 'yaml';
import { copy, putBack } from './shared-copy';

/*
 * Launch day: once content/firm/people.yaml confirms the firm's people, About leads with them, right under its heading
 * (people are the page's proof: review 12). Built with the sample firm's people (tests/fixtures/sample-firm, invented,
 * never published) in the shared copy, put back afterwards. Today's About, with no one confirmed, shows no one: the
 * build of the repository itself (tests/static/truth.spec.ts).
 */
const people = readFileSync('tests/fixtures/sample-firm/content/firm/people.yaml', 'utf8');
const founder = (parseYaml(people) as { founder: { name: string } }).founder.name;

describe('About on launch day', () => {
  const edits = putBack();
  let pages: Map<string, string>;

  it('builds with the sample firm’s people confirmed', () => {
    edits.write('content/firm/people.yaml', people);
    const { status, output } = copy.build();
    expect(status, output).toBe(0);
    pages = new Map(copy.pages());
  });

  it.each(['/about', '/it/about'])('%s shows the people first, right under the heading, the founder by name', (route) => {
    const html = pages.get(route);
    expect(html, `${route} was built`).toBeDefined();
    const parts = parseHtml(html!).querySelector('main')!.childNodes.filter((n) => 'tagName' in n && n.tagName) as ReturnType<typeof parseHtml>[];
    expect(parts[0]?.classList.contains('page-header'), `${route}: the page's heading first`).toBe(true);
    expect(parts[1]?.getAttribute('data-variant'), `${route}: then the people`).toBe('people');
    expect(parts[1]?.text).toContain(founder);
  });
});
