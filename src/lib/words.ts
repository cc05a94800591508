import { entryOf } from './entries';
import type { Locale } from '../config/locale';
import type { InterfaceWords } from '../content/schemas/interface';
import type { MtdToolsWords } from '../content/schemas/mtd-tools';

/**
 * The interface wording of a language, from content/i18n/interface/<locale>.yaml (collection
 * `interfaceWords`). Components read it here and pass islands only the words they show.
 */
export async function interfaceWords(locale: Locale): Promise<InterfaceWords> {
  const entry = await entryOf('interfaceWords', locale);
  if (!entry) throw new Error(`The interface wording for "${locale}" is missing: add content/i18n/interface/${locale}.yaml (the same keys as en.yaml).`);
  return entry.data;
}

/** The words of the MTD checker and the deadline calendar in a language, from content/i18n/mtd-tools/<locale>.yaml. */
export async function mtdToolsWords(locale: Locale): Promise<MtdToolsWords> {
  const entry = await entryOf('mtdToolsWords', locale);
  if (!entry) throw new Error(`The MTD tools' words for "${locale}" are missing: add content/i18n/mtd-tools/${locale}.yaml (the same keys as en.yaml).`);
  return entry.data;
}
