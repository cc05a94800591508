import type { APIRoute } from 'astro';
import { deadlineFeed } from '../../../../lib/deadline-feed';
import { feedIds, type FeedId } from '../../../../lib/tax-deadlines';
import { inEachLocale, localeOf } from '../../../../config/locale';

/** The calendar feeds of the deadline calendar (/tax-deadlines, /it/tax-deadlines): one .ics file per kind of client. */
export const getStaticPaths = () => inEachLocale(() => feedIds.map((feed) => ({ params: { feed } })));

export const GET: APIRoute = ({ params, currentLocale }) => deadlineFeed(params.feed as FeedId, localeOf(currentLocale));
