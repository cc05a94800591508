import { getCollection, type CollectionEntry } from 'astro:content';
import { typesetData } from '../../core/typeset';

/**
 * The published testimonials that list the page at `path`, read from the content store on each call,
 * so a testimonial file added in `npm run dev` shows without a restart. (While there is none, Astro
 * notes that the collection is empty; `npm run build` leaves that note out.)
 */
export async function testimonialsFor(path: string): Promise<CollectionEntry<'testimonials'>[]> {
  const found = await getCollection('testimonials', (e) => !e.data.draft && e.data.pages.includes(path));
  return found.map((e) => ({ ...e, data: typesetData(e.data) }));
}
