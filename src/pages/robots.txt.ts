import type { APIRoute } from 'astro';
import { site } from '../config/site';

/** robots.txt, pointing crawlers at the sitemap on the configured site URL. */
export const GET: APIRoute = () =>
  new Response(`User-agent: *\nAllow: /\n\nSitemap: ${site.url}/sitemap-index.xml\n`, {
    headers: { 'Content-Type': 'text/plain; charset=utf-8' },
  });
