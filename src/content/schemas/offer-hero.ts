import { z } from 'astro/zod';

/**
 * A page with an offer says in its hero what happens once the offer has ended (`hero.whenEnded`):
 * the build stops naming the page and that field when it is missing. Wraps a page schema.
 */
export const offerHasEndedHero = <S extends z.ZodType<{ offer?: string | undefined; hero: { whenEnded?: unknown } }>>(schema: S) =>
  schema.refine((page) => !page.offer || page.hero.whenEnded !== undefined, {
    message: 'a page with an offer needs hero.whenEnded: the heading and lead shown once the offer has ended',
    path: ['hero', 'whenEnded'],
  });
