import type { APIRoute } from 'astro';
import { deadlineFeed } from '../../../lib/deadline-feed';
import { feedIds, type FeedId } from '../../../lib/tax-deadlines';

/** The English calendar feeds of the deadline calendar (/tax-deadlines): one .ics file per kind of client. */
export const getStaticPaths = () => feedIds.map((feed) => ({ params: { feed } }));

export const GET: APIRoute = ({ params }) => deadlineFeed(params.feed as FeedId, 'en');
