import { defineMiddleware } from 'astro:middleware';
import { getCollection, getEntry } from 'astro:content';
import { EditorError } from './core/editor-errors';
import { deadLinks, linkedCollections } from './lib/link-check';

/**
 * In `npm run dev`, a mistake saved in content/ shows in the page the editor is looking at (Astro's
 * error overlay), in the same words as the build, instead of the page as it was before the mistake:
 * a file the content sync refused (the `contentProblems` collection, src/content/loader.ts), or a link to a page that does not exist. The build stops on the
 * same mistakes in its content sync, so this never runs with one there.
 */
export const onRequest = defineMiddleware(async (_context, next) => {
  if (import.meta.env.DEV) {
    const byFile: Record<string, string> = (await getEntry('contentProblems', 'content'))?.data.byFile ?? {};
    const [refused] = Object.values(byFile);
    const problem = refused ? new EditorError(refused) : deadLinks((await Promise.all(linkedCollections.map((c) => getCollection(c)))).flat())[0];
    if (problem) throw problem;
  }
  return next();
});
