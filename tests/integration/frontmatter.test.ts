import { describe, expect, it } from 'vitest';
import { syncWithChange } from './shared-copy';

/** An editor's mistake in frontmatter must stop the build with a message naming the file and the field. */
const syncWith = (file: string, source: string) => syncWithChange((copy) => copy.write(file, source));

const validPage = (extra: string) => `---
title: "A valid title"
description: "A description that is long enough to pass the fifty character minimum of the schema."
hero:
  heading: "Heading"
  lead: "A lead sentence for the page."
${extra}---

Body.
`;

describe('a bad frontmatter field fails the build', () => {
  it("names the file, the line and each bad field in an editor's words: a description too long, an unknown field, an unknown token", () => {
    const page = validPage('sidebar: true\n')
      .replace(/description: ".*"/, `description: "${'x'.repeat(200)}"`)
      .replace('A lead sentence', 'Call {phone} now, a lead sentence');
    const { status, output } = syncWith('content/pages/broken.mdx', page);
    expect(status).not.toBe(0);
    expect(output).toMatch(/content\/pages\/broken\.mdx, line 3 \(description\): this is too long: at most 160 characters\. Shorten it\./);
    expect(output).toMatch(/line 7 \(sidebar\): "?sidebar"? is not a field this file can have/);
    expect(output).toMatch(/line 6 \(hero, lead\): \{phone\} is not a token the site knows/);
  });

  it('accepts the same file when it is valid (the check is not just failing)', () => {
    const { status, output } = syncWith('content/pages/fine.mdx', validPage(''));
    expect(output).not.toMatch(/fine\.mdx/);
    expect(status).toBe(0);
  });
});
