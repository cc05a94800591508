import { entryOf } from './entries';
import type { Locale } from '../config/locale';
import type { FormWords } from '../content/schemas/forms';

/** The forms' words in one language (content/i18n/forms/<locale>.yaml), for Astro components. */
export async function formWordsFor(locale: Locale): Promise<FormWords> {
  const entry = await entryOf('formWords', locale);
  if (!entry) throw new Error(`content/i18n/forms/${locale}.yaml is missing: every language needs the forms' words`);
  return entry.data;
}
