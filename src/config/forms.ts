import { z } from 'astro/zod';
import { formIds, quoteServices, italianServices, type FormId } from './form-ids';
import type { Locale } from './locale';
import { parseConfig } from './parse';

/*
 * The structure of every enquiry form: its fields, what is sent and to which email template. A new
 * form is an entry here, placed on a page by its id. The words a visitor reads (labels, messages,
 * buttons) are not here: they are in content/i18n/forms/en.yaml and it.yaml, and
 * src/components/forms/FormSection.astro joins the two for the page's language. The one island
 * (src/components/islands/EnquiryForm.tsx) renders, validates and sends them all.
 *
 * What reaches the firm (subjects, fixed messages) is English in every language, because the firm
 * reads English; a form sent from a page in another language adds that language to the message.
 * The shape is checked at build time by the schemas below (and the send limit by src/lib/form-schema.ts).
 */

/** The sets of words in content/i18n/forms/<locale>.yaml under `forms:`; forms that read alike share one. */
export const formWordsKeys = ['service-quote', 'italian-quote', 'restaurant-consultation', 'contact', 'newsletter', 'promo-booking'] as const;
export type FormWordsKey = (typeof formWordsKeys)[number];

const fieldSchema = z
  .object({
    /** Name of the field and of the email-template parameter it fills, e.g. 'from_name'. */
    name: z.string().regex(/^[a-z_]+$/, 'must be a template parameter name such as from_name'),
    type: z.enum(['text', 'email', 'tel', 'textarea', 'select']),
    /** A required field has a `requiredMessage` in the words; an optional one shows "(optional)" after its label. */
    required: z.boolean(),
    /** HTML autocomplete token. */
    autocomplete: z.string().optional(),
    /** Longest value accepted, in characters as a visitor counts them (an emoji is one; keeps the payload under the email service's 50 KB). */
    maxLength: z.number().int().positive().max(10_000),
    /** Rows of a textarea. */
    rows: z.number().int().min(2).max(12).optional(),
    /** Shows example text inside the empty field (words: `placeholder`). */
    placeholder: z.boolean().optional(),
    /** Shows a hint under the label (words: `hint`). */
    hint: z.boolean().optional(),
    /** Values of a select, in order (words: `options`, a name for each value). */
    options: z.array(z.string().min(1)).min(1).readonly().optional(),
    /**
     * A link may fill it when it is empty (`/contact/?subject=…&message=…`, as the MTD cards do). Only
     * for what a visitor asks about: never a reply address, name or phone, which a link could plant.
     */
    fromLink: z.boolean().optional(),
  })
  .strict()
  .refine((f) => f.type !== 'select' || f.options, { message: 'a select needs options' })
  .refine((f) => !f.fromLink || f.type === 'text' || f.type === 'textarea', { message: 'a reply address, phone number or choice is never filled from a link' });
export type FieldStructure = z.input<typeof fieldSchema>;

const formSchema = z
  .object({
    id: z.enum(formIds),
    /** Which set of words the form reads. */
    words: z.enum(formWordsKeys),
    /** Which email template receives it (see .env.example). */
    template: z.enum(['enquiry', 'newsletter', 'contact']),
    /** send: JSON template parameters; sendForm: the fields posted as multipart form data. */
    transport: z.enum(['send', 'sendForm']),
    fields: z
      .array(fieldSchema)
      .min(1)
      .refine((fields) => new Set(fields.map((f) => f.name)).size === fields.length, { message: 'field names must be unique' }),
    /** Parameters added to what the visitor typed, e.g. a fixed subject. {visitorEmail} is the visitor's email address. */
    extraParams: z.record(z.string(), z.string()).optional(),
    /** Subject of the mailto fallback and of the copied message (quote forms: set by the page's service). */
    subject: z.string().min(3),
    /** Shows a line beside the button, e.g. a newsletter's consent statement (words: `note`). */
    note: z.boolean().optional(),
    /** Newsletter sign-ups: an empty submit does nothing at all. */
    ignoreEmptySubmit: z.boolean().optional(),
    /** Shortest time in milliseconds from page load to a send: a faster submit is still sent, once this time has passed. */
    minFillMs: z.number().int().min(0).max(10_000),
  })
  .strict();
export type FormStructure = z.input<typeof formSchema>;

/** Every form's structure, checked as the site builds: a wrong field type or a duplicate field name stops the build, naming it. */
export const formsSchema = z.record(z.enum(formIds), formSchema).superRefine((all, ctx) => {
  for (const [id, def] of Object.entries(all)) {
    if (def.id !== id) ctx.addIssue({ code: 'custom', path: [id, 'id'], message: `must be '${id}'` });
  }
});

/**
 * Put before the message a form sends from a page in a language other than English, so the firm
 * knows which language to answer in. English pages send the message as it is.
 */
/**
 * The shortest time between two sends of the same form from one browser, in milliseconds: the
 * EmailJS SDK's rate limit (`limitRate`), which refuses a quicker send before it leaves the browser
 * (src/lib/email.ts). The privacy notice quotes it as {formSendInterval} ({formSendIntervalIt}). It
 * must stay under the 15 seconds after which a form offers "Send it again" (SEND_TIMEOUT_MS).
 */
export const sendThrottleMs = 10_000;

export const languageNotes: Partial<Record<Locale, string>> = { it: 'Language: Italian' };

/** Email subject of the service quote form, by the page's own service. */
export const quoteSubjects: Record<(typeof quoteServices)[number], string> = {
  'virtual-bookkeeping': 'Virtual Assistant Bookkeeping Inquiry',
  'digital-bookkeeping': 'Digital Bookkeeping Services Inquiry',
  'automated-bookkeeping': 'Automated Bookkeeping Inquiry',
  'cloud-accounting': 'Cloud Accounting Services Inquiry',
  'accounting-scotland': 'Accounting Services Scotland Inquiry',
};

const nameField = (name: string): FieldStructure => ({ name, type: 'text', required: true, autocomplete: 'name', maxLength: 100 });
const emailField = (name: string): FieldStructure => ({ name, type: 'email', required: true, autocomplete: 'email', maxLength: 254 });
const phoneField = (name: string, required: boolean): FieldStructure => ({ name, type: 'tel', required, autocomplete: 'tel', maxLength: 30 });
const serviceField = (options: readonly string[]): FieldStructure => ({ name: 'service', type: 'select', required: true, maxLength: 40, options });
const optionalMessage = (rows: number, placeholder?: boolean): FieldStructure => ({
  name: 'message',
  type: 'textarea',
  required: false,
  rows,
  maxLength: 5000,
  fromLink: true,
  ...(placeholder ? { placeholder } : {}),
});

const newsletter = (id: FormId, subject: string, where: string): FormStructure => ({
  id,
  words: 'newsletter',
  template: 'newsletter',
  transport: 'send',
  fields: [emailField('email')],
  extraParams: { subject, message: `New newsletter subscription request from {visitorEmail} (${where}).` },
  subject,
  note: true,
  ignoreEmptySubmit: true,
  minFillMs: 1500,
});

/** Every form, by id. */
export const formStructures: Record<FormId, FormStructure> = {
  'service-quote': {
    id: 'service-quote',
    words: 'service-quote',
    template: 'enquiry',
    transport: 'send',
    fields: [nameField('from_name'), emailField('reply_to'), phoneField('phone', false), serviceField(quoteServices), optionalMessage(3, true)],
    // Replaced on each page by the subject of the page's service (quoteSubjects).
    subject: 'Bookkeeping Services Inquiry',
    minFillMs: 3000,
  },
  'italian-quote': {
    id: 'italian-quote',
    words: 'italian-quote',
    template: 'enquiry',
    transport: 'send',
    fields: [nameField('from_name'), emailField('reply_to'), phoneField('phone', false), serviceField(italianServices), optionalMessage(3, true)],
    extraParams: { subject: 'Italian Business Accounting Inquiry' },
    subject: 'Italian Business Accounting Inquiry',
    minFillMs: 3000,
  },
  'restaurant-consultation': {
    id: 'restaurant-consultation',
    words: 'restaurant-consultation',
    template: 'enquiry',
    transport: 'send',
    fields: [
      nameField('from_name'),
      { name: 'restaurant_name', type: 'text', required: true, autocomplete: 'organization', maxLength: 120 },
      emailField('reply_to'),
      phoneField('phone', true),
      optionalMessage(4),
    ],
    subject: 'Restaurant Consultation Request',
    minFillMs: 3000,
  },
  contact: {
    id: 'contact',
    words: 'contact',
    template: 'contact',
    transport: 'sendForm',
    fields: [
      nameField('user_name'),
      emailField('user_email'),
      phoneField('user_phone', false),
      { name: 'subject', type: 'text', required: true, maxLength: 150, fromLink: true },
      { name: 'message', type: 'textarea', required: true, rows: 6, maxLength: 5000, fromLink: true },
    ],
    subject: 'Message from the website',
    minFillMs: 3000,
  },
  newsletter: newsletter('newsletter', 'Newsletter Subscription', 'website footer'),
  'resources-newsletter': newsletter('resources-newsletter', 'Resources Newsletter Subscription', 'Stay Updated form on the resources page'),
  'blog-newsletter': newsletter('blog-newsletter', 'Blog Newsletter Subscription', 'Making Tax Digital blog'),
  'promo-booking': {
    id: 'promo-booking',
    words: 'promo-booking',
    template: 'enquiry',
    transport: 'send',
    fields: [nameField('from_name'), emailField('reply_to'), phoneField('phone', true)],
    extraParams: { subject: 'Free Month Bookkeeping Offer', message: 'Booking request for the free month of bookkeeping offer (/promo).' },
    subject: 'Free Month Bookkeeping Offer',
    minFillMs: 3000,
  },
};

/** The fields a set of words must name: those of every form that reads it. */
export function fieldsOfWords(key: FormWordsKey): FieldStructure[] {
  const byName = new Map<string, FieldStructure>();
  for (const form of Object.values(formStructures)) if (form.words === key) for (const f of form.fields) byName.set(f.name, f);
  return [...byName.values()];
}

/** True when some form that reads this set of words shows a note. */
export const wordsHaveNote = (key: FormWordsKey) => Object.values(formStructures).some((f) => f.words === key && f.note);

/** The forms' structures, checked. */
export const checkedForms = parseConfig('forms.ts', formsSchema, formStructures);
