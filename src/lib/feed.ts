import { entryOf } from './entries';
import rss from '@astrojs/rss';
import { blogBaseFor, feedPath, getPosts, postPath } from './blog';
import { fill } from './fill';
import { site } from '../config/site';
import type { Locale } from '../config/locale';

/** The RSS language code of each language. */
const rssLanguage: Record<Locale, string> = { en: 'en-gb', it: 'it' };

/**
 * The RSS 2.0 feed of a language's Making Tax Digital blog, newest post first, with its own address
 * as atom:link rel="self" (what feed validators ask for). Its title and description are the blog
 * words of content/i18n/interface/<locale>.yaml.
 */
export async function blogFeed(locale: Locale): Promise<Response> {
  const posts = await getPosts(locale);
  const entry = await entryOf('interfaceWords', locale);
  if (!entry) throw new Error(`The interface wording for "${locale}" is missing: add content/i18n/interface/${locale}.yaml.`);
  const words = entry.data.blog;
  const self = new URL(feedPath(locale), site.url).href;
  return rss({
    title: fill(words.feedTitle, { site: site.name }),
    description: words.feedDescription,
    site: new URL(`${blogBaseFor(locale)}/`, site.url).href,
    xmlns: { atom: 'http://www.w3.org/2005/Atom' },
    customData: `<language>${rssLanguage[locale]}</language><atom:link href="${self}" rel="self" type="application/rss+xml"/>`,
    items: posts.map((p) => ({
      title: p.data.title,
      link: new URL(`${postPath(p)}/`, site.url).href,
      description: p.data.description,
      pubDate: p.data.date,
      categories: [p.data.category],
    })),
  });
}
