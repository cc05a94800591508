import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'astro/zod';
import { parse } from 'yaml';
import { sentenceCased, type Locale } from '../config/locale';
import { parseDataFile } from '../config/parse';
import { site } from '../config/site';
import { sentenceCaser, type Capitals } from './sentence-case-rules';

/**
 * One style for headings and button labels across the site: sentence case ("Get a free quote",
 * "Frequently asked questions"), whatever case an editor typed. Names keep their capitals: words
 * with a capital inside or in full capitals (QuickBooks, HMRC, VAT, UK), the firm's name, and the
 * names and phrases an editor lists in content/i18n/capitals.yaml.
 * Applied to English pages only; Italian already writes sentence case. The rule itself is pure
 * (src/lib/sentence-case-rules.ts): the editor's preview applies the same.
 */

/** The list of words that keep their capitals, an editor's file. */
export const capitalsFile = 'content/i18n/capitals.yaml';
/** The words of content/i18n/capitals.yaml, read once per process (npm run dev reloads when the file is saved). */
export const capitals: Capitals = parseDataFile(
  capitalsFile,
  z.object({ phrases: z.array(z.string().min(1)).default([]), names: z.array(z.string().min(1)).default([]) }).strict(),
  parse(readFileSync(join(process.cwd(), capitalsFile), 'utf8')),
);

export const sentenceCase = sentenceCaser(capitals, site.name);

/** Sentence case on English pages, the text as written on Italian ones. */
export function labelCase(text: string, locale: Locale): string {
  return sentenceCased[locale] ? sentenceCase(text) : text;
}
