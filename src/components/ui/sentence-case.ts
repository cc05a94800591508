import type { Locale } from '../../config/locale';
/**
 * One style for headings and button labels across the site: sentence case ("Get a free quote",
 * "Frequently asked questions"), whatever case an editor typed. Names keep their capitals: words
 * with a capital inside or in full capitals (QuickBooks, HMRC, VAT, UK) and the proper nouns below.
 * Applied to English pages only; Italian already writes sentence case.
 */
const phrases = ['Making Tax Digital', 'Income Tax', 'Corporation Tax', 'Self Assessment', 'Companies House', 'National Insurance', 'Google Sheets'];
const names = new Set(
  [
    'I',
    'Italian',
    'Italians',
    'Italy',
    'Italia',
    'English',
    'British',
    'Britain',
    'Scotland',
    'Scottish',
    'Alloa',
    'Stirling',
    'Glasgow',
    'Edinburgh',
    'Falkirk',
    'Fife',
    'Clackmannanshire',
    'Europe',
    'European',
    'London',
    'Xero',
    'Sage',
    'Amazon',
    'Etsy',
    'Shopify',
    'eBay',
    'PayPal',
    'Stripe',
    'Excel',
    'January',
    'February',
    'March',
    'April',
    'May',
    'June',
    'July',
    'August',
    'September',
    'October',
    'November',
    'December',
    'Monday',
    'Friday',
    'Ponte',
    'Accounting',
    'Brexit',
  ].map((n) => n.toLowerCase()),
);
/** "Ponte Accounting" is a name; "Accounting" alone is not. */
const firmName = /\bPonte Accounting\b/g;

export function sentenceCase(text: string): string {
  const keep: string[] = [];
  const protect = (match: string) => `\u0000${keep.push(match) - 1}\u0000`;
  let out = text.replace(firmName, protect);
  for (const phrase of phrases) out = out.replace(new RegExp(`\\b${phrase}\\b`, 'g'), protect);
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
}

/** The word in lower case unless it is a name. */
function lower(word: string): string {
  const bare = word.replace(/^[^\p{L}]+|[^\p{L}]+$/gu, '');
  if (!bare) return word;
  if (names.has(bare.toLowerCase()) && bare.toLowerCase() !== 'accounting') return word;
  // A capital after the first letter (QuickBooks, FreeAgent, HMRC, MTD, VAT, UK, AI): a name, kept.
  if (/^\p{L}.*\p{Lu}/u.test(bare)) return word;
  if (!/^\p{Lu}/u.test(bare)) return word;
  return word.replace(bare, bare[0]!.toLowerCase() + bare.slice(1));
}

/** Sentence case on English pages, the text as written on Italian ones. */
export function labelCase(text: string, locale: Locale): string {
  return locale === 'en' ? sentenceCase(text) : text;
}
