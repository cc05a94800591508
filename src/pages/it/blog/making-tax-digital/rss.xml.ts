import type { APIRoute } from 'astro';
import { blogFeed } from '../../../../lib/feed';

/** RSS 2.0 feed of the Italian Making Tax Digital blog (every Italian page's head links to it). */
export const GET: APIRoute = () => blogFeed('it');
