import { formStructures, languageNotes, quoteSubjects, sendThrottleMs } from '../config/forms';
import type { FormId } from '../config/form-ids';
import { htmlLang, type Locale } from '../config/locale';
import type { FormWords } from '../content/schemas/forms';
import type { FieldDef, FormDef, IslandWords } from './form-logic';
import { withPageHrefs } from './page-href';

/*
 * Joins a form's structure (src/config/forms.ts) with its words in one language
 * (content/i18n/forms/<locale>.yaml) into the form as placed on one page. Runs at build time
 * (src/components/forms/FormSection.astro), so a page ships only its own form's words.
 */

interface Placement {
  formId: FormId;
  /** The words, in the language the form speaks (usually the page's). */
  words: FormWords;
  /** The language of the words. */
  wordsLocale: Locale;
  /** The language of the page: on a page that is not English, the message sent says so. */
  pageLocale: Locale;
  /** Service preselected in a quote form: also sets the subject, the options and the placeholder. */
  defaultService?: string | undefined;
  /** Whether online sending is set up for the form's template (src/lib/email.ts emailConfigured). */
  configured: boolean;
}

export function resolveForm({ formId, words, wordsLocale, pageLocale, defaultService, configured }: Placement): FormDef {
  const structure = formStructures[formId];
  const own = words.forms[structure.words];
  const missing = (what: string): never => {
    throw new Error(`content/i18n/forms/${wordsLocale}.yaml: forms.${structure.words} has no ${what}`);
  };
  const quote = formId === 'service-quote';
  const service = (defaultService ?? 'virtual-bookkeeping') as keyof typeof quoteSubjects;
  const onScotlandPage = quote && service === 'accounting-scotland';
  const fields: FieldDef[] = structure.fields.map(({ placeholder, hint, options, ...f }) => {
    const w = own.fields[f.name] ?? missing(`fields.${f.name}`);
    return {
      ...f,
      label: w.label,
      ...(f.required ? { requiredMessage: w.requiredMessage ?? missing(`fields.${f.name}.requiredMessage`) } : {}),
      ...(hint ? { hint: w.hint ?? missing(`fields.${f.name}.hint`) } : {}),
      ...(placeholder ? { placeholder: (f.name === 'message' && onScotlandPage ? own.scotlandPlaceholder : w.placeholder) ?? missing(`fields.${f.name}.placeholder`) } : {}),
      ...(options
        ? {
            // The quote form offers the Scotland service on the Scotland page only.
            options: options
              .filter((value) => !quote || onScotlandPage || value !== 'accounting-scotland')
              .map((value) => ({ value, label: w.options?.[value] ?? missing(`fields.${f.name}.options.${value}`) })),
          }
        : {}),
    };
  });
  const subject = quote ? quoteSubjects[service] : structure.subject;
  // Only the words this form can show on this site travel to the page.
  const { noScript: _noScript, otherWays: _otherWays, emailAppSubmit, emailAppSubscribe, emailAppNote, emailAppOpened, charactersLeft, charactersOver, ...always } = words.interface;
  const text: IslandWords = {
    ...always,
    // Without an email-sending account the form hands the message to the visitor's email app.
    ...(configured ? {} : { emailAppSubmit: own.emailAppSubmit ?? (structure.template === 'newsletter' ? emailAppSubscribe : emailAppSubmit), emailAppNote, emailAppOpened }),
    ...(fields.some((f) => f.type === 'textarea') ? { charactersLeft, charactersOver } : {}),
  };
  const languageNote = languageNotes[pageLocale];
  return {
    id: structure.id,
    lang: htmlLang[wordsLocale],
    template: structure.template,
    transport: structure.transport,
    fields,
    subject,
    ...(quote ? { extraParams: { ...structure.extraParams, subject } } : structure.extraParams ? { extraParams: structure.extraParams } : {}),
    ...(languageNote ? { languageNote } : {}),
    submitLabel: own.submitLabel,
    sendingLabel: own.sendingLabel,
    successMessage: own.successMessage,
    errorMessage: own.errorMessage,
    ...(structure.note ? { note: withPageHrefs(own.note ?? missing('note')) } : {}),
    ...(structure.ignoreEmptySubmit ? { ignoreEmptySubmit: true } : {}),
    minFillMs: structure.minFillMs,
    sendThrottleMs,
    text,
  };
}
