import { getEntry } from 'astro:content';
import { typesetData } from '../core/typeset';

/**
 * Astro's `getEntry`, remembered for the rest of a build: content cannot change while a build renders, and
 * each call copies the entry's data afresh (a fifth of a build's CPU went to the same few entries, read
 * by every component of every page). `npm run dev` reads afresh, so an editor's save shows at once.
 */
const remembered = new Map<string, ReturnType<typeof getEntry>>();

/**
 * An entry with its words typeset (src/core/typeset.ts). Not the forms' words: their messages quote the old site's
 * specification word for word ("Message sent successfully! We'll get back to you soon."), as the firm's own tests do.
 */
const asTyped = new Set(['formWords']);
const typesetEntry = async (collection: string, entry: ReturnType<typeof getEntry>) => {
  const found = await entry;
  return found && !asTyped.has(collection) ? { ...found, data: typesetData(found.data) } : found;
};

export const entryOf = ((collection: string, id: string) => {
  if (import.meta.env.DEV) return typesetEntry(collection, getEntry(collection as never, id as never));
  const key = `${collection}\0${id}`;
  if (!remembered.has(key)) remembered.set(key, typesetEntry(collection, getEntry(collection as never, id as never)));
  return remembered.get(key)!;
}) as typeof getEntry;
