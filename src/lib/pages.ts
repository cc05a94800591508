import { getEntry, type CollectionEntry } from 'astro:content';

/** Loads an entry of the `pages` collection, failing the build with a clear message if it is missing. */
export async function getPage(id: string): Promise<CollectionEntry<'pages'>> {
  const entry = await getEntry('pages', id);
  if (!entry) throw new Error(`content/pages/${id}.mdx is missing: the route that shows it cannot be built.`);
  return entry;
}
