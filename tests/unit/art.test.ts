import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { z } from 'astro/zod';
import { parse } from 'yaml';
import { collections } from '../../src/content.config';
import { problemsError } from '../../src/core/editor-errors';
import { assertCardIcons, menuCardIcon, withEnglishArt, type ArtData } from '../../src/lib/shared-art';

/*
 * Icons and illustrations are named in content and checked against the sets that exist: a mistyped name
 * stops the build in an editor's words (file, line, field, the nearest names), and an Italian page shows
 * its English page's pictures without naming them. The schema and the twin rule are read directly: no build.
 */

const schema = (collections.pages.schema as unknown as (ctx: { image: () => z.ZodType }) => z.ZodType)({ image: () => z.string() });

/** A page's frontmatter with one card, written to a file as an editor would save it. */
const page = (card: string, hero = '') => `---
title: "A page with a card"
description: "A description long enough for the schema's fifty character minimum, and no more."
hero:
  heading: "Heading"
  lead: "A lead sentence for the page."${hero}
sections:
  - heading: "Cards"
    cards:
      - title: "A card"
${card}
        text: "One or two sentences about it."
---
`;

/** What the build prints for a file: the schema's problems as the content loader words them. */
function buildMessage(source: string): string {
  const file = join(mkdtempSync(join(tmpdir(), 'art-')), 'broken.mdx');
  writeFileSync(file, source);
  const result = schema.safeParse(parse(/^---\n([\s\S]*?)\n---/.exec(source)![1]!));
  if (result.success) return '';
  return problemsError(
    file,
    result.error.issues.map((issue) => ({ field: issue.path as (string | number)[], words: issue.message })),
  ).message;
}

describe('an unknown icon or illustration stops the build', () => {
  it('names the file, the line, the field and the nearest icons', () => {
    expect(buildMessage(page('        icon: "recipt"'))).toMatch(/broken\.mdx, line 11 \(section 1, card 1, icon\): "recipt" is not the name of an icon\. Did you mean receipt\b/);
  });

  it("gives Lucide's new name for an old one", () => {
    expect(buildMessage(page('        icon: "building-2"'))).toMatch(/line 11 .*"building-2" is the old name of the icon "building-complex"/);
  });

  it('names the nearest illustrations', () => {
    expect(buildMessage(page('        icon: "receipt"', '\n  illustration: "cloud-acounting"'))).toMatch(
      /line 7 \(hero, illustration\): "cloud-acounting" is not the name of an illustration\. Did you mean cloud-accounting\b/,
    );
  });

  it('accepts names that exist', () => {
    expect(buildMessage(page('        icon: "receipt"', '\n  illustration: "cloud-accounting"'))).toBe('');
  });
});

const english: ArtData = { icon: 'cloud', hero: { illustration: 'cloud-accounting' }, sections: [{ cards: [{ icon: 'receipt' }, { href: '/services' }] }, { variant: 'steps', cards: [{}] }] };
const files = { italian: 'content/pages/it/x.mdx', english: 'content/pages/x.mdx' };

describe('an Italian page shows the pictures of its English page', () => {
  it('takes the icons and the illustration of its English twin, card for card', () => {
    const italian: ArtData = { hero: {}, sections: [{ cards: [{}, { href: '/it/services' }] }, { variant: 'steps', cards: [{}] }] };
    const shared = withEnglishArt(italian, english, files);
    expect(shared.icon).toBe('cloud');
    expect(shared.hero.illustration).toBe('cloud-accounting');
    expect(shared.sections[0]!.cards.map((c) => c.icon)).toEqual(['receipt', undefined]);
  });

  it('stops the build when the Italian file names a picture itself, or its cards differ in number', () => {
    const twin = (data: Partial<ArtData>): ArtData => ({ hero: {}, sections: [{ cards: [{}, {}] }], ...data });
    expect(() => withEnglishArt(twin({ hero: { illustration: 'promo' } }), english, files)).toThrow(/content\/pages\/it\/x\.mdx.*shows the illustration of its English page.*Delete this line/);
    expect(() => withEnglishArt(twin({ sections: [{ cards: [{ icon: 'cloud' }, {}] }] }), english, files)).toThrow(/shows the icons of its English page/);
    expect(() => withEnglishArt(twin({ sections: [{ cards: [{}] }] }), english, files)).toThrow(/this section has 1 cards and the same section of the English page .* has 2/);
  });
});

describe('every card of a grid has an icon', () => {
  const pageIcons: Record<string, string> = { '/services': 'layers' };
  it("accepts a card that links to a page with an icon, and refuses one with neither its own nor its page's", () => {
    expect(() => assertCardIcons(english, files.english, (href) => pageIcons[href])).not.toThrow();
    const bare: ArtData = { hero: {}, sections: [{ cards: [{ icon: 'receipt' }, { href: '/about' }] }] };
    expect(() => assertCardIcons(bare, files.english, (href) => pageIcons[href])).toThrow(/\(section 1, card 2, title\): this card has no icon, and the page it links to \(\/about\) has none either/);
  });
});

describe('a page placed in a header group from the editor alone', () => {
  const source = readFileSync('content/navigation/menus.yaml', 'utf8');
  const menus = parse(source) as Parameters<typeof menuCardIcon>[1];
  const group = menus.header[0]!.groups[0]!;
  const child = group.children.at(-1)!.href;
  it("shows its own icon, else its group's page's: no Icon field is needed to place a legal page in a group", () => {
    expect(menuCardIcon(child, menus, (href) => ({ [child]: 'receipt', [group.href]: 'layers' })[href])).toBe('receipt');
    expect(menuCardIcon(child, menus, (href) => (href === group.href ? 'layers' : undefined))).toBe('layers');
  });
  it('stops the build only when neither has one, naming the menu file, its line and place counted from 1, and the fix', () => {
    const line = source.split('\n').findIndex((l) => l.includes(`href: "${child}"`)) + 1;
    const place = `content/navigation/menus.yaml, line ${line} (menu entry 1, column 1, link ${group.children.length}, href)`;
    expect(() => menuCardIcon(child, menus, () => undefined)).toThrow(`${place}: the page ${child} has no icon, and neither has the page of its column (${group.href})`);
    expect(() => menuCardIcon(child, menus, () => undefined)).toThrow(`Open the page ${group.href} in the editor and pick an Icon on its English tab`);
  });
});
