import { describe, expect, it } from 'vitest';
import { syncWithChange } from './shared-copy';

/** A valid new page passes the content sync. */
const syncWith = (file: string, source: string) => syncWithChange((copy) => copy.write(file, source));

const validPage = `---
title: "A valid title"
description: "A description that is long enough to pass the fifty character minimum of the schema."
hero:
  heading: "Heading"
  lead: "A lead sentence for the page."
---

Body.
`;

/* A bad field stops the build in an editor's words: tests/integration/editor-safety.test.ts, in its one refused build. */
describe('a new page with a valid frontmatter', () => {
  it('passes the content sync (the check is not just failing)', () => {
    const { status, output } = syncWith('content/pages/fine.mdx', validPage);
    expect(output).not.toMatch(/fine\.mdx/);
    expect(status).toBe(0);
  });
});
