import type { APIRoute } from 'astro';
import { deadlineFeed } from '../../../../lib/deadline-feed';
import { feedIds, type FeedId } from '../../../../lib/tax-deadlines';

/** The Italian calendar feeds of the deadline calendar (/it/tax-deadlines). */
export const getStaticPaths = () => feedIds.map((feed) => ({ params: { feed } }));

export const GET: APIRoute = ({ params }) => deadlineFeed(params.feed as FeedId, 'it');
