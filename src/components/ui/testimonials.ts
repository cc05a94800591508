import { getCollection, type CollectionEntry } from 'astro:content';

/** Files of content/testimonials/ that are built (not the "_" example): known without asking the store. */
const files = import.meta.glob('../../../content/testimonials/[!_]*.{yaml,yml}');

/**
 * The published testimonials that list the page at `path`. While the collection has no entry this
 * asks nothing of the content store (which would warn on every page that it is empty).
 */
export async function testimonialsFor(path: string): Promise<CollectionEntry<'testimonials'>[]> {
  if (Object.keys(files).length === 0) return [];
  return getCollection('testimonials', (e) => !e.data.draft && e.data.pages.includes(path));
}
