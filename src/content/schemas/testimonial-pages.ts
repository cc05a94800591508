/**
 * Where a client's quote may appear. A visitor moves between neighbouring pages (the restaurant offer and the
 * restaurants page, the MTD pages), so a quote that shows on two of them reads as the only one we have. The rule,
 * checked as each testimonial loads: in each language, one page of its own, and besides it at most the home page,
 * which gathers a few quotes from across the site. (A page's twin in the other language is not a neighbour: a
 * visitor reads one language.)
 */

/** The home pages, which may repeat one quote of another page. */
const homePages = new Set(['/', '/it']);

/** The pages a quote lists besides the home pages, each once, by language. */
function ownPages(pages: string[]): string[][] {
  const own = [...new Set(pages.map((p) => (p.length > 1 ? p.replace(/\/+$/, '') : p)))].filter((p) => !homePages.has(p));
  const italian = (p: string) => p.startsWith('/it/');
  return [own.filter((p) => !italian(p)), own.filter(italian)];
}

/** What is wrong with a testimonial's `pages`, in an editor's words, or undefined when they keep the rule. */
export function repeatedQuoteProblem(pages: string[]): string | undefined {
  const twice = ownPages(pages).find((own) => own.length > 1);
  return twice
    ? `A quote shows on one page of its own (and, if you like, the home page too), so a visitor never reads it on two neighbouring pages. Keep one of ${twice.join(', ')}, and ask the client for another quote for the others.`
    : undefined;
}

/**
 * The one quote a home page shows, large, among its grids of cards: of the quotes that list it, one that lists the home
 * page alone if there is one (it repeats no other page), else the newest by its date of consent.
 */
export function homeQuote<T extends { data: { pages: string[]; consentGiven: Date } }>(listed: T[]): T[] {
  const homeOnly = listed.filter((t) => t.data.pages.every((p) => homePages.has(p)));
  return [...(homeOnly.length > 0 ? homeOnly : listed)].sort((a, b) => b.data.consentGiven.getTime() - a.data.consentGiven.getTime()).slice(0, 1);
}
