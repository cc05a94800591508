import type { APIRoute } from 'astro';
import { blogFeed } from '../../../lib/feed';

/** RSS 2.0 feed of the English Making Tax Digital blog (the blog list links to it). */
export const GET: APIRoute = () => blogFeed('en');
