import { getCollection, type CollectionEntry } from 'astro:content';
import type { BlogWords } from '../content/schemas/interface';

/** The Making Tax Digital blog: its address, posts, categories, tags and pages. */
export const blogBase = '/blog/making-tax-digital';
export const postsPerPage = 6;

export type Post = CollectionEntry<'blog'>;

/** A named slug's words: the names in `names` (the blog words of content/i18n/interface), looked up by slug. */
const named = (names: Record<string, string>, slug: string): string | undefined => (Object.hasOwn(names, slug) ? names[slug] : undefined);

/** A tag's name: its proper name in the blog words, else the slug as words ('record-keeping' → 'Record keeping'). */
export const tagName = (slug: string, words: BlogWords) => named(words.tagNames, slug) ?? slug.replace(/-/g, ' ').replace(/^./, (c) => c.toUpperCase());
/** A category's name: its readable name in the blog words, else as for a tag. */
export const categoryName = (slug: string, words: BlogWords) => named(words.categoryNames, slug) ?? tagName(slug, words);

/** Published posts, newest first. */
export async function getPosts(): Promise<Post[]> {
  const posts = await getCollection('blog', ({ data }) => !data.draft);
  return posts.sort((a, b) => b.data.date.getTime() - a.data.date.getTime() || a.id.localeCompare(b.id));
}

/** Minutes to read, at 200 words a minute (MDX tags and markup not counted). */
export function readingMinutes(body: string | undefined): number {
  const text = (body ?? '').replace(/<[^>]+>/g, ' ').replace(/[#*_>`[\]()-]/g, ' ');
  const words = text.split(/\s+/).filter(Boolean).length;
  return Math.max(1, Math.round(words / 200));
}

export const postPath = (post: Post) => `${blogBase}/${post.id}`;
export const categoryPath = (slug: string) => `${blogBase}/category/${slug}`;
export const tagPath = (slug: string) => `${blogBase}/tag/${slug}`;
export const pagePath = (n: number) => (n <= 1 ? blogBase : `${blogBase}/page/${n}`);

/** Every address the blog publishes (for the link filter). */
export async function blogPaths(): Promise<string[]> {
  const posts = await getPosts();
  if (posts.length === 0) return [];
  const pages = Math.ceil(posts.length / postsPerPage);
  return [
    ...Array.from({ length: pages }, (_, i) => pagePath(i + 1)),
    ...posts.map(postPath),
    ...[...new Set(posts.map((p) => p.data.category))].map(categoryPath),
    ...[...new Set(posts.flatMap((p) => p.data.tags))].map(tagPath),
  ];
}
