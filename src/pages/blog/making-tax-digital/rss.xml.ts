import type { APIRoute } from 'astro';
import { getPosts, postPath } from '../../../lib/blog';
import { site } from '../../../config/site';

const escape = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** RSS 2.0 feed of the Making Tax Digital blog. */
export const GET: APIRoute = async () => {
  const posts = await getPosts();
  const items = posts
    .map((p) => {
      const url = new URL(`${postPath(p)}/`, site.url).href;
      return `<item><title>${escape(p.data.title)}</title><link>${url}</link><guid isPermaLink="true">${url}</guid><description>${escape(p.data.description)}</description><pubDate>${p.data.date.toUTCString()}</pubDate><category>${escape(p.data.category)}</category></item>`;
    })
    .join('');
  const xml = `<?xml version="1.0" encoding="UTF-8"?><rss version="2.0"><channel><title>${escape(`${site.name}: Making Tax Digital blog`)}</title><link>${site.url}/blog/making-tax-digital/</link><description>Plain-English articles on Making Tax Digital for Income Tax and VAT.</description><language>en-gb</language>${items}</channel></rss>`;
  return new Response(xml, { headers: { 'Content-Type': 'application/rss+xml; charset=utf-8' } });
};
