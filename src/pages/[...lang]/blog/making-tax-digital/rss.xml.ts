import type { APIRoute } from 'astro';
import { blogFeed } from '../../../../lib/feed';
import { inEachLocale, localeOf } from '../../../../config/locale';

/** RSS 2.0 feed of each language's Making Tax Digital blog (the blog list and every page's head link to it). */
export const getStaticPaths = () => inEachLocale(() => [{ params: {} }]);
export const GET: APIRoute = ({ currentLocale }) => blogFeed(localeOf(currentLocale));
