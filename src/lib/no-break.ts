/**
 * Short hyphenated words that never break at their hyphen at a line's end: a number joined to its unit ("1-hour",
 * "30-minute") or a compound whose first part is short ("year-end", "month-end", "set-up", "e-commerce"). Split on
 * them, every odd part is such a word (NoBreak.astro keeps each on one line).
 */
export const hyphenatedWord = /((?<![\p{L}\d-])(?:\d+(?:[.,]\d+)?|\p{L}{1,5})-\p{L}+)/u;

/**
 * The same for the headings (h2, h3) of HTML rendered from a page's text: each such word in their text (never in a
 * tag) wrapped in a span that keeps it on one line, so "month-end" is never split "month- / end" under a heading's width.
 */
export function keepHeadingWords(html: string): string {
  return html.replace(/(<h[23]\b[^>]*>)([\s\S]*?)(<\/h[23]>)/g, (_, open: string, inner: string, close: string) => {
    const kept = inner
      .split(/(<[^>]+>)/)
      .map((part) =>
        part.startsWith('<')
          ? part
          : part
              .split(hyphenatedWord)
              .map((p, i) => (i % 2 === 1 ? `<span class="whitespace-nowrap">${p}</span>` : p))
              .join(''),
      )
      .join('');
    return open + kept + close;
  });
}

/**
 * A short aside in brackets kept on one line: "(in inglese)", "(sole trader)" never split after their first word (review
 * 13: "(in / inglese)"). The spaces inside brackets of up to 16 characters become no-break spaces; longer asides wrap.
 */
export const keepAsides = (text: string): string => text.replace(/\([^()]{1,16}\)/g, (aside) => aside.replace(/ /g, '\u00a0'));

/**
 * A line's last words kept together, so its last line is never one word alone (review 19: "…13 more" / "dates" at 1024 px):
 * the spaces between its last `count` words become no-break spaces.
 */
export const keepLastWords = (text: string, count = 3): string => {
  const words = text.split(' ');
  return words.length <= count ? text.replace(/ /g, '\u00a0') : `${words.slice(0, -count).join(' ')} ${words.slice(-count).join('\u00a0')}`;
};
