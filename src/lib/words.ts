import { getEntry } from 'astro:content';
import type { Locale } from '../config/locale';
import type { InterfaceWords } from '../content/schemas/interface';

/**
 * The interface wording of a language, from content/i18n/interface/<locale>.yaml (collection
 * `interfaceWords`). Components read it here and pass islands only the words they show.
 */
export async function interfaceWords(locale: Locale): Promise<InterfaceWords> {
  const entry = await getEntry('interfaceWords', locale);
  if (!entry) throw new Error(`The interface wording for "${locale}" is missing: add content/i18n/interface/${locale}.yaml (the same keys as en.yaml).`);
  return entry.data;
}
