import type { Locale } from '../config/locale';
import { groupsOf } from '../content/schemas/navigation';
import { blogBaseFor, getPosts, readingMinutes } from './blog';
import { storedRoutes } from './content-routes';
import { fill } from './fill';
import { navigationFor } from './navigation';
import { interfaceWords } from './words';

/** What a resource card shows: what the page is, with its icon, and the page's own illustration (its hero's `illustration:`). */
interface ResourceFormat {
  text: string;
  icon: string;
  /** The drawing of src/assets/illustrations/ the linked page shows in its hero, drawn small on the card. */
  art?: string | undefined;
}

/** The blog as a card has a drawing of its own (a calendar and the articles that arrive by post), not its list page's hero: the same picture twice on the way read as reuse (review 11c). */
const blogArt = 'mtd-updates';

/**
 * What a card that links to a resource leads to, in a few words worked out from the page itself, never typed by hand:
 * "Guide · 9 min read" for a guide, a printable toolkit or an article of content/resources/ (its words at 200 a minute,
 * as the blog's posts), "7 articles" for the blog, "Free tool" for a page of the free tools' menu group (/tools), each
 * with its icon and the page's illustration. Undefined for any other link.
 */
export async function resourceFormat(href: string | undefined, locale: Locale): Promise<ResourceFormat | undefined> {
  if (!href) return undefined;
  const words = await interfaceWords(locale);
  const f = words.resourceFormats;
  if (href === blogBaseFor(locale)) return { text: fill(f.articles, { count: (await getPosts(locale)).length }), icon: 'library', art: blogArt };
  const found = (await storedRoutes()).find((r) => r.route === href);
  const art = found && 'hero' in found.entry.data ? found.entry.data.hero.illustration : undefined;
  const tools = groupsOf(await navigationFor(locale)).find((g) => g.page === '/tools')?.children ?? [];
  if (tools.some((tool) => tool.href === href)) return { text: f.tool, icon: 'calculator', art };
  if (!found || found.collection !== 'resources') return undefined;
  const folder = found.entry.id.replace(/^it\//, '').split('/')[0];
  const kind = folder === 'guides' ? f.guide : folder === 'ebooks' ? f.toolkit : folder === 'blog' ? f.article : undefined;
  if (!kind) return undefined;
  return { text: `${kind} · ${fill(words.blog.minRead, { minutes: readingMinutes(found.entry.body) })}`, icon: 'clock', art };
}
