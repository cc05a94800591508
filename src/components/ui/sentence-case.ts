import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'astro/zod';
import { parse } from 'yaml';
import type { Locale } from '../../config/locale';
import { parseDataFile } from '../../config/parse';
import { site } from '../../config/site';

/**
 * One style for headings and button labels across the site: sentence case ("Get a free quote",
 * "Frequently asked questions"), whatever case an editor typed. Names keep their capitals: words
 * with a capital inside or in full capitals (QuickBooks, HMRC, VAT, UK), the firm's name, and the
 * names and phrases an editor lists in content/i18n/capitals.yaml.
 * Applied to English pages only; Italian already writes sentence case.
 */

/** The list of words that keep their capitals, an editor's file. */
export const capitalsFile = 'content/i18n/capitals.yaml';
/** The words of content/i18n/capitals.yaml, read once per process (npm run dev reloads when the file is saved). */
const capitals = parseDataFile(
  capitalsFile,
  z.object({ phrases: z.array(z.string().min(1)).default([]), names: z.array(z.string().min(1)).default([]) }).strict(),
  parse(readFileSync(join(process.cwd(), capitalsFile), 'utf8')),
);
const phrases = capitals.phrases;
const names = new Set(capitals.names.map((n) => n.toLowerCase()));
/** The firm's name is a name, whatever its words. */
const firmName = new RegExp(`\\b${site.name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\b`, 'g');

export function sentenceCase(text: string): string {
  const keep: string[] = [];
  const protect = (match: string) => `\u0000${keep.push(match) - 1}\u0000`;
  let out = text.replace(firmName, protect);
  for (const phrase of phrases) out = out.replace(new RegExp(`\\b${phrase.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\b`, 'g'), protect);
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
  if (names.has(bare.toLowerCase())) return word;
  // A capital after the first letter (QuickBooks, FreeAgent, HMRC, MTD, VAT, UK, AI): a name, kept.
  if (/^\p{L}.*\p{Lu}/u.test(bare)) return word;
  // A lone capital other than the article "A" is a code, not a word ("S tax codes", "Plan B").
  if (/^\p{Lu}$/u.test(bare) && bare !== 'A') return word;
  if (!/^\p{Lu}/u.test(bare)) return word;
  return word.replace(bare, bare[0]!.toLowerCase() + bare.slice(1));
}

/** Sentence case on English pages, the text as written on Italian ones. */
export function labelCase(text: string, locale: Locale): string {
  return locale === 'en' ? sentenceCase(text) : text;
}
