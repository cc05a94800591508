import { describe, expect, it } from 'vitest';
import { z } from 'astro/zod';
import { offerHasEndedHero } from '../../src/content/schemas/offer-hero';

// The rule the page collections wrap their schema in (src/content.config.ts); the build names the
// file of a page that breaks it, as for any other field (tests/integration/frontmatter.test.ts).
const page = offerHasEndedHero(z.object({ offer: z.enum(['promo', 'restaurant']).optional(), hero: z.object({ heading: z.string(), whenEnded: z.object({ heading: z.string() }).optional() }) }));

describe('a page with an offer says what its hero shows once the offer has ended', () => {
  it('refuses an offer page without hero.whenEnded, naming the field', () => {
    const result = page.safeParse({ offer: 'promo', hero: { heading: 'Get a free month' } });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => i.path.join('.'))).toEqual(['hero.whenEnded']);
    expect(result.error?.issues[0]?.message).toMatch(/once the offer has ended/);
  });

  it('accepts an offer page with it, and a page without an offer', () => {
    expect(page.safeParse({ offer: 'promo', hero: { heading: 'Get a free month', whenEnded: { heading: 'The offer has ended' } } }).success).toBe(true);
    expect(page.safeParse({ hero: { heading: 'About us' } }).success).toBe(true);
  });
});
