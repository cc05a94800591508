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
    errorSummaryTitle: words.describe('Heading of the box that lists what to correct.'),
    errorPrefix: words.describe('Read by screen readers before an error under a field.'),
    optional: words.describe('After the label of an optional field, e.g. "(optional)".'),
    emailInvalid: words,
    phoneInvalid: words,
    tooLong: words.describe('{label} is the field\'s label, {max} the longest length allowed.'),
    selectInvalid: words,
    charactersLeft: countWords.describe('Under a long message near its limit; {count} is the number of characters.'),
    charactersOver: countWords,
    /**
     * While the site has no email-sending account, each form is an email-app form: its button opens
     * the visitor's own email app with the message filled in.
     */
    emailAppSubmit: words.describe('While the site has no email-sending account: the button that opens the visitor\'s email app with the message filled in.'),
    emailAppSubscribe: words.describe('The same button on the newsletter form.'),
    emailAppNote: words.describe('The line under a form that sends through the visitor\'s email app.'),
    emailAppOpened: words.describe('What the form says once the email app has opened.'),
    fallbackIntro: words.describe('When sending fails: the other ways to reach the firm.'),
    fallbackEmail: words,
    fallbackCall: words,
    noScript: words.describe('Without JavaScript, before the email and phone links.'),
    honeypotLabel: words.describe('Label of the hidden spam trap (read by no one but bots).'),
    otherWays: words.describe('Beside every form, before and after it wakes: {email} and {phone} become links.'),
    unconfirmedTitle: words.describe('The service has not answered in time (the message may still arrive).'),
    unconfirmedBody: words,
    sendAgain: words,
    copyMessage: words,
    copied: words.describe('Shown once the whole message is on the clipboard; {email} is the firm\'s address.'),
    copyFailed: words,
    mailtoCut: words.describe('Ends a mailto body that had to be shortened; {count} is the full length in characters.'),
    earlierArrived: words.describe('A message sent earlier arrived after the visitor had changed the form or sent it again; what the form holds now is kept.'),
    changesNotSent: words.describe('Under earlierArrived once nothing is being sent: what the form holds now has not been sent.'),
    tooSoon: countWords.describe('The same form was sent moments ago, so this send was held back (src/config/forms.ts sendThrottleMs); {count} is the seconds to wait.'),
  })
  .strict();

/** The words of one field, as its structure asks for them. */
const fieldWords = (field: FieldStructure) =>
  z
    .object({
      label: words.describe('The label, without "(optional)": that is added to an optional field\'s label.'),
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
      emailAppSubmit: words
        .optional()
        .describe("While the site has no email-sending account: this form's button, when the general one (interface.emailAppSubmit) does not fit its purpose, e.g. \"Email us to book\"."),
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
/** A set of forms' words, with what an editor should know about it beyond what its keys say. */
function describedFormWords(key: FormWordsKey) {
  const schema = oneFormWords(key);
  if (key === 'italian-quote')
    return schema.describe('The quote form of the Italian business accounting page. The English page shows it in Italian (`lang: it` in its form block), so these English words are for a page that asks for them.');
  if (key === 'newsletter') return schema.describe('The newsletter sign-ups: footer, resources page and blog.');
  if (key === 'promo-booking') return schema.describe('The free month offer (/promo).');
  return schema;
}

export const formWordsSchema: z.ZodType<FormWords> = z
  .object({
    interface: interfaceWords.describe('What every form says, whatever the form.'),
    forms: z
      .object(Object.fromEntries(formWordsKeys.map((key) => [key, describedFormWords(key)])))
      .strict()
      .describe('Each form\'s fields, buttons and messages. An optional field\'s label gets "(optional)" added.'),
  })
  .strict() as unknown as z.ZodType<FormWords>;

/** What every form says, in one language. */
export type FormInterfaceWords = z.infer<typeof interfaceWords>;

/** The words of one field: only those its structure asks for are there. */
interface FieldWords {
  label: string;
  requiredMessage?: string;
  hint?: string;
  placeholder?: string;
  options?: Record<string, string>;
}

/** The words of one set of forms, in one language: its fields by name, buttons and messages. */
interface OneFormWords {
  fields: Record<string, FieldWords>;
  submitLabel: string;
  emailAppSubmit?: string;
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
