import type { APIRoute } from 'astro';
import { getEntry } from 'astro:content';
import rss from '@astrojs/rss';
import { blogBase, getPosts, postPath } from '../../../lib/blog';
import { fill } from '../../../lib/fill';
import { site } from '../../../config/site';

/** RSS 2.0 feed of the Making Tax Digital blog, newest post first (the blog list links to it). */
export const GET: APIRoute = async () => {
  const posts = await getPosts();
  // The blog is published in English only.
  const entry = await getEntry('interfaceWords', 'en');
  if (!entry) throw new Error('The interface wording for "en" is missing: add content/i18n/interface/en.yaml.');
  const words = entry.data.blog;
  return rss({
    title: fill(words.feedTitle, { site: site.name }),
    description: words.feedDescription,
    site: new URL(`${blogBase}/`, site.url).href,
    // atom:link rel="self" names the feed's own address, as feed validators ask.
    xmlns: { atom: 'http://www.w3.org/2005/Atom' },
    customData: `<language>en-gb</language><atom:link href="${new URL(`${blogBase}/rss.xml`, site.url).href}" rel="self" type="application/rss+xml"/>`,
    items: posts.map((p) => ({
      title: p.data.title,
      link: new URL(`${postPath(p)}/`, site.url).href,
      description: p.data.description,
      pubDate: p.data.date,
      categories: [p.data.category],
    })),
  });
};
