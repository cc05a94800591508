import { getEntry } from 'astro:content';

/**
 * Astro's `getEntry`, remembered for the rest of a build: content cannot change while a build renders, and
 * each call copies the entry's data afresh (a fifth of a build's CPU went to the same few entries, read
 * by every component of every page). `npm run dev` reads afresh, so an editor's save shows at once.
 */
const remembered = new Map<string, ReturnType<typeof getEntry>>();

export const entryOf = ((collection: string, id: string) => {
  if (import.meta.env.DEV) return getEntry(collection as never, id as never);
  const key = `${collection}\0${id}`;
  if (!remembered.has(key)) remembered.set(key, getEntry(collection as never, id as never));
  return remembered.get(key)!;
}) as typeof getEntry;
