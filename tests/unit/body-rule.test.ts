import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { mdxToJs } from 'satteri';
import { componentNamesIn, escapeBody } from '../../src/lib/editor/body-rule';

/*
 * What an editor types into a page's body must not break the page: the editor escapes it before it
 * saves (src/admin/editor.ts). Checked here with the MDX compiler the site's build uses.
 */

const components = componentNamesIn(readFileSync('src/components/mdx/index.ts', 'utf8'));
const typed = 'Fewer than {approx} <5% of receipts need a second look. Call <Phone /> or see <Price service="cloud-accounting" />.';

describe('a body an editor typed', () => {
  test('with { and < in it breaks MDX as typed, and compiles once the editor has escaped it', async () => {
    expect(() => mdxToJs(typed)).toThrow(/Unexpected character/);
    const saved = escapeBody(typed, components);
    expect(saved).toBe('Fewer than \\{approx\\} \\<5% of receipts need a second look. Call <Phone /> or see <Price service="cloud-accounting" />.');
    const { code } = await Promise.resolve(mdxToJs(saved));
    // The words come out as typed (text, not an expression), and the components stay components.
    expect(code).toContain('{approx} <5% of receipts');
    expect(code).toMatch(/Phone/);
  });

  test('keeps what is already right: escapes, code, and every page body of the site as it is', () => {
    const once = escapeBody(typed, components);
    expect(escapeBody(once, components)).toBe(once);
    expect(escapeBody('Use `a < b` in code, and:\n```\n{ "x": 1 }\n```\n', components)).toBe('Use `a < b` in code, and:\n```\n{ "x": 1 }\n```\n');
    // A tag the site has no component for is shown as text, not run.
    expect(escapeBody('<Script src="x" />', components)).toBe('\\<Script src="x" />');
  });

  test('knows every component of src/components/mdx', () => {
    expect(components).toEqual(expect.arrayContaining(['Price', 'Phone', 'Fact', 'Claim', 'FirmName', 'Scheduler']));
    expect(components).not.toContain('SchedulerFacade');
  });
});
