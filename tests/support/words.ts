import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import { interfaceSchema, type InterfaceWords } from '../../src/content/schemas/interface';
import { typesetData } from '../../src/core/typeset';
import type { Locale } from '../../src/config/locale';

/**
 * The interface wording of each language, read from content/i18n/interface/<locale>.yaml and checked
 * with the collection's own schema (tests cannot import astro:content).
 */
function read(locale: Locale): InterfaceWords {
  const file = join(process.cwd(), 'content/i18n/interface', `${locale}.yaml`);
  return typesetData(interfaceSchema.parse(parse(readFileSync(file, 'utf8'))));
}

export const wordsByLocale: Record<Locale, InterfaceWords> = { en: read('en'), it: read('it') };

/** Every phrase of a language's interface wording, by key path ('notFound.heading'). (The menus' labels are in content/navigation/menus.yaml.) */
function phrases(words: InterfaceWords): Record<string, string> {
  const out: Record<string, string> = {};
  const walk = (value: unknown, path: string) => {
    if (typeof value === 'string') out[path] = value;
    else if (value && typeof value === 'object') for (const [key, inner] of Object.entries(value)) walk(inner, path ? `${path}.${key}` : key);
  };
  walk(words, '');
  return out;
}

export const copyByLocale: Record<Locale, Record<string, string>> = { en: phrases(wordsByLocale.en), it: phrases(wordsByLocale.it) };
