/**
 * Sentence case, pure (no disk, no config): the site (src/lib/sentence-case.ts, with content/i18n/capitals.yaml and the
 * firm's name) and the editor's preview (src/admin/preview.ts, with the same, written into the editor when it is
 * built) case headings and button labels with this one function.
 */

/** The words that keep their capitals: content/i18n/capitals.yaml. */
export interface Capitals {
  phrases: string[];
  names: string[];
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Sentence case with `capitals` and the firm's name kept as written. */
export function sentenceCaser(capitals: Capitals, firmName: string): (text: string) => string {
  const names = new Set(capitals.names.map((n) => n.toLowerCase()));
  /** The firm's name is a name, whatever its words. */
  const firm = new RegExp(`\\b${escape(firmName)}\\b`, 'g');
  const phrases = capitals.phrases.map((phrase) => new RegExp(`\\b${escape(phrase)}\\b`, 'g'));

  /** The word in lower case unless it is a name. */
  function lower(word: string): string {
    const bare = word.replace(/^[^\p{L}]+|[^\p{L}]+$/gu, '');
    if (!bare) return word;
    if (names.has(bare.toLowerCase())) return word;
    // A capital after the first letter (QuickBooks, FreeAgent, HMRC, MTD, VAT, UK, AI): a name, kept.
    if (/^\p{L}.*\p{Lu}/u.test(bare)) return word;
    // A lone capital other than the article "A" is a code, not a word ("S tax codes", "Plan B").
    if (/^\p{Lu}$/u.test(bare) && bare !== 'A') return word;
    if (!/^\p{Lu}/u.test(bare)) return word;
    return word.replace(bare, bare[0]!.toLowerCase() + bare.slice(1));
  }

  return (text: string) => {
    const keep: string[] = [];
    const protect = (match: string) => `\u0000${keep.push(match) - 1}\u0000`;
    let out = text.replace(firm, protect);
    for (const phrase of phrases) out = out.replace(phrase, protect);
    let first = true;
    out = out.replace(/[^\s\u0000]+|\u0000\d+\u0000/g, (word) => {
      if (word.startsWith('\u0000')) {
        first = false;
        return word;
      }
      const isFirst = first;
      first = false;
      // Hyphenated words are cased part by part ("AI-Powered" becomes "AI-powered").
      if (word.includes('-')) {
        const [head, ...tail] = word.split('-');
        return [isFirst ? head : lower(head!), ...tail.map(lower)].join('-');
      }
      return isFirst ? word : lower(word);
    });
    return out.replace(/\u0000(\d+)\u0000/g, (_, i: string) => keep[Number(i)]!);
  };
}
