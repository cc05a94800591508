import { getCollection, type CollectionEntry } from 'astro:content';
import type { BlogWords } from '../content/schemas/interface';
import { filledEntry } from './facts';
import { defaultLocale, type Locale } from '../config/locale';
import { editorError } from '../core/editor-errors';
import { postLocale, postSlug, postsPerPage } from './content-paths';

export { blogBaseFor, categoryPath, feedPath, pagePath, postPath, postsPerPage, tagPath } from './content-paths';

export type Post = CollectionEntry<'blog'>;

/**
 * The Making Tax Digital blog: its address, posts, categories, tags and pages, in each language.
 * English posts are content/blog/<slug>.mdx at /blog/making-tax-digital/<slug>; Italian posts are
 * content/blog/it/<slug>.mdx at /it/blog/making-tax-digital/<slug> (the same slug pairs the two).
 */
/** A named slug's words: the names in `names` (the blog words of content/i18n/interface), looked up by slug. */
const named = (names: Record<string, string>, slug: string): string | undefined => (Object.hasOwn(names, slug) ? names[slug] : undefined);

/** A tag's name: its proper name in the blog words, else the slug as words ('record-keeping' → 'Record keeping'). */
export const tagName = (slug: string, words: BlogWords) => named(words.tagNames, slug) ?? slug.replace(/-/g, ' ').replace(/^./, (c) => c.toUpperCase());
/**
 * A post's tags by their names in its language. An Italian post needs each tag's Italian name (the Italian interface words,
 * blog › tagNames): without it the page would show the English slug as its words.
 */
export function postTagNames(post: { id: string; filePath?: string; data: { tags: string[] } }, words: BlogWords, locale: Locale): string[] {
  return post.data.tags.map((tag, i) => {
    if (locale !== defaultLocale && named(words.tagNames, tag) === undefined)
      throw editorError(
        { file: post.filePath ?? `content/blog/${post.id}.mdx`, field: ['tags', i] },
        `the tag ${tag} has no Italian name, so the Italian post would show it in English.`,
        'Pick one of the tags the editor lists (Tags, on the English tab); a new tag needs its Italian name first, under tagNames in content/i18n/interface/it.yaml (ask whoever looks after the site).',
      );
    return tagName(tag, words);
  });
}
/** A category's name: its readable name in the blog words, else as for a tag. */
export const categoryName = (slug: string, words: BlogWords) => named(words.categoryNames, slug) ?? tagName(slug, words);

/** Published posts of a language, newest first, their {tokens} filled with the firm's facts as they are now. */
export async function getPosts(locale: Locale = defaultLocale): Promise<Post[]> {
  return Promise.all((await storedPosts(locale)).map(filledEntry));
}

/** Published posts of a language as stored (tokens as written), newest first. */
async function storedPosts(locale: Locale): Promise<Post[]> {
  const posts = await getCollection('blog', (post) => !post.data.draft && postLocale(post) === locale);
  return posts.sort((a, b) => b.data.date.getTime() - a.data.date.getTime() || a.id.localeCompare(b.id));
}

/**
 * The drawing beside a post's heading: the English post's `illustration:`. An Italian post shows its
 * English post's (the same slug) and names none itself, as an Italian page does (src/lib/shared-art.ts).
 */
export async function postIllustration(post: Post): Promise<string | undefined> {
  if (postLocale(post) === defaultLocale) return post.data.illustration;
  const english = (await getPosts(defaultLocale)).find((p) => postSlug(p) === postSlug(post));
  if (!english) return post.data.illustration;
  if (post.data.illustration)
    throw editorError(
      { file: post.filePath ?? `content/blog/${post.id}.mdx`, field: ['illustration'] },
      `an Italian post shows the illustration of its English post (${english.filePath ?? `content/blog/${english.id}.mdx`}), so its own file does not name one.`,
      'Delete this line; to change the picture, change it on the English post.',
    );
  return english.data.illustration;
}

/** Minutes to read, at 200 words a minute (MDX tags and markup not counted). */
export function readingMinutes(body: string | undefined): number {
  const text = (body ?? '').replace(/<[^>]+>/g, ' ').replace(/[#*_>`[\]()-]/g, ' ');
  const words = text.split(/\s+/).filter(Boolean).length;
  return Math.max(1, Math.round(words / 200));
}

/** The static paths of the post pages of a language. */
export async function postStaticPaths(locale: Locale) {
  // As stored: the page fills its post as it renders.
  const posts = await storedPosts(locale);
  return posts.map((post) => ({ params: { slug: postSlug(post) }, props: { post } }));
}

/**
 * The posts the blog's numbered pages list, newest first: every post but the featured one, which
 * leads page 1 on its own card. So page 1 shows the featured post and a full grid of others.
 */
export async function listedPosts(locale: Locale) {
  const posts = await getPosts(locale);
  const featured = posts.find((p) => p.data.featured);
  return posts.filter((p) => p !== featured);
}

/** The static paths of the blog's pages 2 onwards (page 1 is the blog's own address). */
export async function pageStaticPaths(locale: Locale) {
  const posts = await listedPosts(locale);
  const total = Math.ceil(posts.length / postsPerPage);
  return Array.from({ length: Math.max(0, total - 1) }, (_, i) => ({
    params: { page: String(i + 2) },
    props: { current: i + 2, total, posts: posts.slice((i + 1) * postsPerPage, (i + 2) * postsPerPage) },
  }));
}

/** The static paths of the category pages of a language. */
export async function categoryStaticPaths(locale: Locale) {
  const posts = await getPosts(locale);
  return [...new Set(posts.map((p) => p.data.category))].map((category) => ({
    params: { category },
    props: { category, posts: posts.filter((p) => p.data.category === category) },
  }));
}

/** The static paths of the tag pages of a language. */
export async function tagStaticPaths(locale: Locale) {
  const posts = await getPosts(locale);
  return [...new Set(posts.flatMap((p) => p.data.tags))].map((tag) => ({
    params: { tag },
    props: { tag, posts: posts.filter((p) => p.data.tags.includes(tag)) },
  }));
}
