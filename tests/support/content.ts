import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import type { Locale } from '../../src/config/locale';
import { typesetData } from '../../src/core/typeset';
import { labelCase } from '../../src/lib/sentence-case';
import { formWords } from './forms';
import { wordsByLocale } from './words';

/*
 * The words the browser tests look for, read from content/ as the site reads them, so a legitimate edit by
 * the firm (a button's label, a heading, a message) never breaks `npm test`. Each file is read once, its apostrophes
 * typeset as the pages show them (src/core/typeset.ts).
 */

/** A YAML file of content/, parsed. */
export const contentYaml = <T = Record<string, any>>(file: string): T => typesetData(parse(readFileSync(join(process.cwd(), 'content', file), 'utf8'))) as T;

/** The frontmatter of a page of content/ (e.g. 'pages/promo.mdx'), parsed. */
export function frontmatter<T = Record<string, any>>(file: string): T {
  const text = readFileSync(join(process.cwd(), 'content', file), 'utf8');
  const match = /^---\r?\n([\s\S]*?)\r?\n---/.exec(text);
  if (!match) throw new Error(`content/${file} has no frontmatter`);
  return typesetData(parse(match[1]!)) as T;
}

const byLocale = <T>(read: (locale: Locale) => T): Record<Locale, T> => ({ en: read('en'), it: read('it') });

/** The interface words (content/i18n/interface/<locale>.yaml). */
export const ui = wordsByLocale;
/** The forms' words (content/i18n/forms/<locale>.yaml). */
export const forms = byLocale(formWords);
/** The cash-flow tool's words (content/i18n/cash-flow/<locale>.yaml). */
export const cashFlow = byLocale((locale) => contentYaml(`i18n/cash-flow/${locale}.yaml`));
/** The Making Tax Digital pages' data and words (content/mtd-data/<locale>.yaml), as written (tokens not filled). */
export const mtd = byLocale((locale) => contentYaml(`mtd-data/${locale}.yaml`));
/** The menus (content/navigation/menus.yaml). */
export const menus = contentYaml('navigation/menus.yaml');

interface MenuLink {
  href: string;
  label: Record<Locale, string>;
  groups?: MenuLink[];
  children?: MenuLink[];
}

/** The label of the header's first link to `href` (content/navigation/menus.yaml), in a language. */
export function menuLabel(href: string, locale: Locale = 'en'): string {
  const find = (links: MenuLink[] = []): MenuLink | undefined => {
    for (const link of links) {
      const found = link.href === href ? link : (find(link.groups) ?? find(link.children));
      if (found) return found;
    }
    return undefined;
  };
  const link = find(menus.header as MenuLink[]);
  if (!link) throw new Error(`content/navigation/menus.yaml: no header link to ${href}`);
  return link.label[locale];
}

/** A sentence with its `{slots}` filled. */
export const fill = (sentence: string, values: Record<string, string | number>): string => sentence.replace(/\{(\w+)\}/g, (all, key: string) => (key in values ? String(values[key]) : all));

/** A heading or label as the site shows it: sentence case in English (src/lib/sentence-case.ts). */
export const shown = (text: string, locale: Locale = 'en'): string => labelCase(text, locale);

/** A pattern for exactly these words (Playwright's `name` matches a string as a substring, a RegExp as written). */
export const exactly = (text: string, flags = ''): RegExp => new RegExp(`^${escapeRegExp(text)}$`, flags);

/** `text` with the characters a RegExp treats specially escaped. */
export const escapeRegExp = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The text before a sentence's first `{slot}`: what a test can look for when the slot's value is the page's own. */
export const before = (sentence: string): string => sentence.split('{')[0]!.trim();

/** The longest run of a sentence's own words between its `{slots}`: what a test can look for when the slots' values vary. */
export const literal = (sentence: string): string =>
  sentence
    .split(/\{\w+\}/)
    .map((part) => part.trim())
    .reduce((a, b) => (b.length > a.length ? b : a), '');

/** A case-insensitive pattern for these words anywhere in a name or text. */
export const mentions = (text: string): RegExp => new RegExp(escapeRegExp(text), 'i');

/**
 * A pattern for a sentence whose `{slots}` vary: its own words exactly, each slot as the pattern given
 * for it (a RegExp's source), or any text.
 */
export const pattern = (sentence: string, slots: Record<string, string> = {}, flags = ''): RegExp =>
  new RegExp(
    sentence
      .split(/(\{\w+\})/)
      .map((part) => (/^\{\w+\}$/.test(part) ? (slots[part.slice(1, -1)] ?? '.+?') : escapeRegExp(part)))
      .join(''),
    flags,
  );
