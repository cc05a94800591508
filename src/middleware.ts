import { defineMiddleware } from 'astro:middleware';
import { contentProblems } from './lib/content-problems';

/**
 * In `npm run dev`, a mistake saved in content/ shows in the page the editor is looking at (Astro's
 * error overlay), in the same words as the build, instead of the page as it was before the mistake.
 * The build stops on the same mistake, so this never runs with one there.
 */
export const onRequest = defineMiddleware((_context, next) => {
  if (import.meta.env.DEV) {
    const problem = contentProblems.first();
    if (problem) throw problem;
  }
  return next();
});
