import { describe, expect, test } from 'vitest';
import { mdxToJs } from 'satteri';
import { mdxComponentNames } from '../../src/core/mdx-names';
import { prepareBody } from '../../src/integrations/content-bodies';
import { tokenValues } from '../../src/lib/tokens';
import { escapeBody, tokenPattern } from '../../src/lib/editor/body-rule';

/*
 * What an editor types into a page's body must not break the page: the editor escapes it before it
 * saves (src/admin/editor.ts), the build prepares the body (src/integrations/content-bodies.ts) and
 * compiles it with the MDX compiler the site uses. Checked here along that same path.
 */

const components = [...mdxComponentNames];
const tokens = Object.keys(tokenValues());
const typed = 'Fewer than {approx} <5% of receipts need a second look, in {yearsExperience} years. Call <Phone /> or see <Price service="cloud-accounting" />.';
/** The body as the build reads it: prepared, then compiled. */
const build = (body: string) => mdxToJs(prepareBody(body, 'content/blog/test.mdx'));

describe('a body an editor typed', () => {
  test('with an unknown {word} and a "<" in it stops the build as typed, and builds once the editor has escaped it', async () => {
    expect(() => build(typed)).toThrow(/\{approx\}/);
    const saved = escapeBody(typed, components, tokens);
    expect(saved).toBe('Fewer than \\{approx\\} <5% of receipts need a second look, in {yearsExperience} years. Call <Phone /> or see <Price service="cloud-accounting" />.');
    const { code } = await Promise.resolve(build(saved));
    // The words come out as typed (text, not code), the token becomes <Fact /> (filled as the page renders), the components stay components.
    expect(code).toContain('{approx}');
    expect(code).toContain(`_jsx(Fact, { name: "yearsExperience" })`);
    expect(code).not.toContain('{yearsExperience}');
    expect(code).toMatch(/Phone/);
  });

  test('keeps what is already right: escapes, code, tokens and components', () => {
    const once = escapeBody(typed, components, tokens);
    expect(escapeBody(once, components, tokens)).toBe(once);
    expect(escapeBody('Use `a < b` in code, and:\n```\n{ "x": 1 }\n```\n', components, tokens)).toBe('Use `a < b` in code, and:\n```\n{ "x": 1 }\n```\n');
    // A "<" before a word and a lone brace are shown as typed.
    expect(escapeBody('a<b and <i>this</i> and {', components, tokens)).toBe('a\\<b and \\<i>this\\</i> and \\{');
    expect(() => build(escapeBody('a<b and <i>this</i> and {', components, tokens))).not.toThrow();
    // A component the site does not have is refused by the build in plain words, naming the nearest.
    expect(() => build(escapeBody('Call <Phon /> today.', components, tokens))).toThrow(/<Phon> is not a component the site has\. Did you mean <Phone \/>\?/);
  });

  test('with a misspelt token: left for the form to refuse and the build to name, never escaped onto the page', () => {
    const misspelt = 'Our fee starts at {price:cloud-acounting} a month, after {yearsExperiance} years.';
    // Escaped, the page would show "{price:cloud-acounting}" in braces.
    expect(escapeBody(misspelt, components, tokens)).toBe(misspelt);
    expect(() => build(misspelt)).toThrow(/\{price:cloud-acounting\} is not a token the site knows\. Did you mean \{price:cloud-accounting\}\?/);
    // The editor's form refuses a {kind:name} the site lacks before saving; known tokens, words in braces and escapes pass.
    const form = new RegExp(tokenPattern(tokens));
    expect(form.test(misspelt)).toBe(false);
    expect(form.test('From {price:cloud-accounting}, in {yearsExperience} years: \\{price:not-a-token\\} and {approx}.')).toBe(true);
    expect(escapeBody('Fewer than {approx} need it.', components, tokens)).toBe('Fewer than \\{approx\\} need it.');
  });
});
