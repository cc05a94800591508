import type { SearchCopy } from './search-copy';

/**
 * Site search in the browser (issue 18): Pagefind's JS API, loaded from /pagefind/pagefind.js (written
 * by src/integrations/search-index.ts) with a dynamic import the first time a visitor searches, so no
 * page requests anything of Pagefind before then. Pagefind picks the index of the page's language
 * from <html lang> (en-GB or it). The results are plain data; the islands render them
 * (SearchResults.tsx), so any island can search the whole site (the help page's search box too).
 */

/** One part of an excerpt: text, and whether it matched the query (Pagefind's <mark>). */
interface ExcerptPart {
  text: string;
  mark: boolean;
}

/** The section names a result can carry: the interface words' `section…` keys. */
type SectionKey = Extract<keyof SearchCopy, `section${string}`>;

export interface SiteResult {
  /** Site path without a trailing slash, e.g. /blog/making-tax-digital/mtd-for-landlords-joint-property. */
  url: string;
  title: string;
  section: SectionKey;
  excerpt: ExcerptPart[];
}

/** The section of each first folder of an address that names one. */
const sections: Record<string, SectionKey> = {
  blog: 'sectionBlog',
  services: 'sectionServices',
  industries: 'sectionIndustries',
  resources: 'sectionResources',
  tools: 'sectionTools',
  locations: 'sectionLocations',
  specialties: 'sectionSpecialties',
  restaurant: 'sectionOffers',
  promo: 'sectionOffers',
  privacy: 'sectionLegal',
  terms: 'sectionLegal',
};

/** Which section of the site a path belongs to, from its address (the same in both languages). */
export function sectionOf(path: string): SectionKey {
  const first = path.replace(/^\/it(?=\/|$)/, '').split('/')[1] ?? '';
  if (/^(making-tax-digital|mtd-)|-mtd-/.test(first)) return 'sectionMtd';
  return (Object.hasOwn(sections, first) && sections[first]) || 'sectionCompany';
}

const entities: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' };

/** Decodes the HTML entities Pagefind leaves in its text (it escapes page text in excerpts). */
function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (match, name: string) => {
    if (name[0] === '#') {
      const code = name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
      return Number.isFinite(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : match;
    }
    return entities[name.toLowerCase()] ?? match;
  });
}

/**
 * Splits a Pagefind excerpt ("text <mark>word</mark> text") into parts to render as text and <mark>,
 * never as HTML: any other tag is dropped, entities are decoded.
 */
export function parseExcerpt(html: string): ExcerptPart[] {
  // Split on a capturing pattern: the marked words are every other part.
  return html
    .split(/<mark>([\s\S]*?)<\/mark>/i)
    .map((raw, i) => ({ text: decodeEntities(raw.replace(/<[^>]*>/g, '')), mark: i % 2 === 1 }))
    .filter((part) => part.text);
}

/** A path as the site links it: no trailing slash (except the home page), no index.html. */
export function cleanUrl(url: string): string {
  const [path = '/', hash] = url.split('#');
  const clean = path.replace(/index\.html$/, '').replace(/\/+$/, '') || '/';
  return hash ? `${clean}#${hash}` : clean;
}

/** The parts of Pagefind's JS API this site uses. */
interface PagefindResultData {
  url: string;
  excerpt: string;
  meta: Record<string, string | undefined>;
}
interface Pagefind {
  options(options: Record<string, unknown>): Promise<void>;
  init(): Promise<void>;
  search(term: string): Promise<{ results: { id: string; data(): Promise<PagefindResultData> }[] } | null>;
}

/** Where the build writes Pagefind (a variable, so the bundler leaves the import to the browser). */
const pagefindUrl = '/pagefind/pagefind.js';

let loading: Promise<Pagefind> | undefined;

/** Loads Pagefind once (script, then the index of this page's language in chunks as searches need them). */
function loadPagefind(): Promise<Pagefind> {
  loading ??= (async () => {
    const pagefind = (await import(/* @vite-ignore */ pagefindUrl)) as Pagefind;
    await pagefind.options({ excerptLength: 24 });
    await pagefind.init();
    return pagefind;
  })();
  // A failed load (offline, a deploy in progress) may be retried on the next search.
  loading.catch(() => {
    loading = undefined;
  });
  return loading;
}

/**
 * Searches every page of the site in the page's language and returns the best `limit` results, or
 * none for an empty query. `exclude` leaves out paths (e.g. the page the visitor is on).
 */
export async function searchSite(query: string, { limit = 8, exclude = [] as string[] } = {}): Promise<SiteResult[]> {
  const term = query.trim();
  if (term === '') return [];
  const pagefind = await loadPagefind();
  const found = await pagefind.search(term);
  if (!found) return [];
  const skip = new Set(exclude.map(cleanUrl));
  const results: SiteResult[] = [];
  // Load only the fragments shown (a few KB each), in order, skipping excluded pages.
  for (let i = 0; i < found.results.length && results.length < limit; i += limit) {
    const batch = await Promise.all(found.results.slice(i, i + limit).map((r) => r.data()));
    for (const data of batch) {
      const url = cleanUrl(data.url);
      if (skip.has(url) || results.length >= limit) continue;
      results.push({ url, title: decodeEntities(data.meta.title ?? url), section: sectionOf(url), excerpt: parseExcerpt(data.excerpt) });
    }
  }
  return results;
}
