import type { Locale } from '../config/locale';
import { blogBaseFor, getPosts, readingMinutes } from './blog';
import { storedRoutes } from './content-routes';
import { fill } from './fill';
import { interfaceWords } from './words';

/**
 * What a card that links to a resource leads to, in a few words worked out from the page itself, never typed by hand:
 * "Guide · 9 min read" for a guide, a printable toolkit or an article of content/resources/ (its words at 200 a minute,
 * as the blog's posts), "7 articles" for the blog, each with its icon. Undefined for any other link.
 */
export async function resourceFormat(href: string | undefined, locale: Locale): Promise<{ text: string; icon: string } | undefined> {
  if (!href) return undefined;
  const words = await interfaceWords(locale);
  const f = words.resourceFormats;
  if (href === blogBaseFor(locale)) return { text: fill(f.articles, { count: (await getPosts(locale)).length }), icon: 'library' };
  const found = (await storedRoutes()).find((r) => r.route === href && r.collection === 'resources');
  if (!found) return undefined;
  const folder = found.entry.id.replace(/^it\//, '').split('/')[0];
  const kind = folder === 'guides' ? f.guide : folder === 'ebooks' ? f.toolkit : folder === 'blog' ? f.article : undefined;
  if (!kind) return undefined;
  return { text: `${kind} · ${fill(words.blog.minRead, { minutes: readingMinutes(found.entry.body) })}`, icon: 'clock' };
}
