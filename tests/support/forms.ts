import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import type { FormId } from '../../src/config/form-ids';
import type { Locale } from '../../src/config/locale';
import { formWordsSchema, type FormWords } from '../../src/content/schemas/forms';
import { resolveForm } from '../../src/lib/form-resolve';
import type { FormDef } from '../../src/lib/form-logic';

/**
 * The forms' words as the build reads them (content/i18n/forms/<locale>.yaml, checked by the same
 * schema), for tests that cannot import astro:content.
 */
export function formWords(locale: Locale): FormWords {
  const file = join(process.cwd(), 'content', 'i18n', 'forms', `${locale}.yaml`);
  return formWordsSchema.parse(parse(readFileSync(file, 'utf8')));
}

/**
 * A form as FormSection.astro places it: on a page in `page` (default English), its words in `words`
 * (default the page's language), with the page's service preselected, on a site whose online
 * sending is not set up unless `configured` (as the unit tests' environment is).
 */
export function formFor(formId: FormId, { page = 'en', words, service, configured = false }: { page?: Locale; words?: Locale; service?: string; configured?: boolean } = {}): FormDef {
  const wordsLocale = words ?? page;
  return resolveForm({ formId, words: formWords(wordsLocale), wordsLocale, pageLocale: page, defaultService: service, configured });
}
