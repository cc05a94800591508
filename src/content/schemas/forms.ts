import { z } from 'astro/zod';
import { fieldsOfWords, formWordsKeys, wordsHaveNote, type FieldStructure, type FormWordsKey } from '../../config/forms';

/*
 * The words of the enquiry forms, one file per language: content/i18n/forms/en.yaml and it.yaml
 * (collection `formWords`, entry ids `en` and `it`). The schema follows the forms' structure in
 * src/config/forms.ts: every field of every form needs its label, a required field its message, a
 * select a name for each of its values. A key missing from a file fails the build, naming the file
 * and the key. `{name}` in a text is filled in where it is shown (e.g. {email}, {count}).
 */

const words = z.string().trim().min(1);

/** A text that depends on a number: `one` for 1, `other` for any other count. */
const countWords = z.object({ one: words, other: words }).strict();

/** What every form says, whatever the form. */
const interfaceWords = z
  .object({
    /** Heading of the box that lists what to correct. */
    errorSummaryTitle: words,
    /** Read by screen readers before an error under a field. */
    errorPrefix: words,
    /** After the label of an optional field, e.g. "(optional)". */
    optional: words,
    emailInvalid: words,
    phoneInvalid: words,
    /** {label} is the field's label, {max} the longest length allowed. */
    tooLong: words,
    selectInvalid: words,
    /** Under a long message near its limit; {count} is the number of characters. */
    charactersLeft: countWords,
    charactersOver: countWords,
    /**
     * While the site has no email-sending account, each form is an email-app form: its button opens
     * the visitor's own email app with the message filled in. The button's words (the newsletter's
     * own, and every other form's), the line under the form, and what it says once the app opens.
     */
    emailAppSubmit: words,
    emailAppSubscribe: words,
    emailAppNote: words,
    emailAppOpened: words,
    /** When sending fails: the other ways to reach the firm. */
    fallbackIntro: words,
    fallbackEmail: words,
    fallbackCall: words,
    /** Without JavaScript, before the email and phone links. */
    noScript: words,
    /** Label of the hidden spam trap (read by no one but bots). */
    honeypotLabel: words,
    /** Beside every form, before and after it wakes: {email} and {phone} become links. */
    otherWays: words,
    /** The service has not answered in time (the message may still arrive). */
    unconfirmedTitle: words,
    unconfirmedBody: words,
    sendAgain: words,
    copyMessage: words,
    /** Shown once the whole message is on the clipboard; {email} is the firm's address. */
    copied: words,
    copyFailed: words,
    /** Ends a mailto body that had to be shortened; {count} is the full length in characters. */
    mailtoCut: words,
  })
  .strict();

/** The words of one field, as its structure asks for them. */
const fieldWords = (field: FieldStructure) =>
  z
    .object({
      /** The label, without "(optional)": that is added to an optional field's label. */
      label: words,
      ...(field.required ? { requiredMessage: words } : {}),
      ...(field.hint ? { hint: words } : {}),
      ...(field.placeholder ? { placeholder: words } : {}),
      ...(field.options ? { options: z.object(Object.fromEntries(field.options.map((value) => [value, words]))).strict() } : {}),
    })
    .strict();

/** The words of one set of forms: its fields by name, then its buttons and messages. */
const oneFormWords = (key: FormWordsKey) =>
  z
    .object({
      fields: z.object(Object.fromEntries(fieldsOfWords(key).map((f) => [f.name, fieldWords(f)]))).strict(),
      submitLabel: words,
      sendingLabel: words,
      successMessage: words,
      errorMessage: words,
      /** [label](/path) in the note becomes a link. */
      ...(wordsHaveNote(key) ? { note: words } : {}),
      /** The message placeholder on the Scotland page. */
      ...(key === 'service-quote' ? { scotlandPlaceholder: words } : {}),
    })
    .strict();

/** The whole file of one language. Its keys follow the forms' structure, so its type is written out below. */
export const formWordsSchema: z.ZodType<FormWords> = z
  .object({
    interface: interfaceWords,
    forms: z.object(Object.fromEntries(formWordsKeys.map((key) => [key, oneFormWords(key)]))).strict(),
  })
  .strict() as unknown as z.ZodType<FormWords>;

/** What every form says, in one language. */
export type FormInterfaceWords = z.infer<typeof interfaceWords>;

/** The words of one field: only those its structure asks for are there. */
export interface FieldWords {
  label: string;
  requiredMessage?: string;
  hint?: string;
  placeholder?: string;
  options?: Record<string, string>;
}

/** The words of one set of forms, in one language: its fields by name, buttons and messages. */
export interface OneFormWords {
  fields: Record<string, FieldWords>;
  submitLabel: string;
  sendingLabel: string;
  successMessage: string;
  errorMessage: string;
  note?: string;
  scotlandPlaceholder?: string;
}

/** The forms' words in one language. */
export interface FormWords {
  interface: FormInterfaceWords;
  forms: Record<FormWordsKey, OneFormWords>;
}
