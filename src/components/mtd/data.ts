import { entryOf } from '../../lib/entries';
import { defaultLocale, type Locale } from '../../config/locale';
import { getRelativeLocaleUrl } from 'astro:i18n';
import { shapeDifferences, type MtdData } from '../../content/schemas/mtd';
import { formatPounds } from '../../config/offers';
import { formatDate, formatTaxYear } from '../../lib/dates';
import { contactLink } from '../../lib/contact-link';
import { fillData, renderTokens } from '../../lib/facts';

/*
 * The Making Tax Digital data of a page's language (content/mtd-data/<locale>.yaml). A translation
 * whose lists differ from the English (an item missing, another id) stops the build naming each place.
 */

const checked = new Map<Locale, Promise<MtdData>>();

async function load(locale: Locale): Promise<MtdData> {
  const entry = await entryOf('mtdData', locale);
  if (!entry) throw new Error(`content/mtd-data/${locale}.yaml is missing: the Making Tax Digital pages need it.`);
  if (locale !== defaultLocale) {
    const english = (await checked.get(defaultLocale)) ?? (await load(defaultLocale));
    const differences = shapeDifferences(english, entry.data);
    if (differences.length > 0) throw new Error(`content/mtd-data/${locale}.yaml does not match en.yaml:\n  ${differences.join('\n  ')}`);
  }
  return entry.data;
}

/** The MTD pages' data in a language, its tokens filled with the firm's facts as they are now. */
export async function mtdData(locale: Locale): Promise<MtdData> {
  let data = checked.get(locale);
  if (!data) checked.set(locale, (data = load(locale)));
  return fillData(await data, await renderTokens(), `content/mtd-data/${locale}.yaml`);
}

/** A contact form link with subject and message filled in (%20 for spaces, as mail apps expect). */
export function contactHref(locale: Locale, subject: string, message: string): string {
  return contactLink(getRelativeLocaleUrl(locale, '/contact'), subject, message);
}

/** Dates, amounts and tax years written as each language writes them. */
export const formatters = (locale: Locale) => ({ date: (iso: string) => formatDate(iso, locale), pounds: (n: number) => formatPounds(n, locale), taxYear: (t: string) => formatTaxYear(t, locale) });
