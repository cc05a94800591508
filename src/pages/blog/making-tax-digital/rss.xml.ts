import type { APIRoute } from 'astro';
import rss from '@astrojs/rss';
import { blogBase, getPosts, postPath } from '../../../lib/blog';
import { site } from '../../../config/site';

/** RSS 2.0 feed of the Making Tax Digital blog, newest post first (the blog list links to it). */
export const GET: APIRoute = async () => {
  const posts = await getPosts();
  return rss({
    title: `${site.name}: Making Tax Digital blog`,
    description: 'Plain-English articles on Making Tax Digital for Income Tax and VAT.',
    site: new URL(`${blogBase}/`, site.url).href,
    customData: '<language>en-gb</language>',
    items: posts.map((p) => ({
      title: p.data.title,
      link: new URL(`${postPath(p)}/`, site.url).href,
      description: p.data.description,
      pubDate: p.data.date,
      categories: [p.data.category],
    })),
  });
};
