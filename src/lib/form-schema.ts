import { z } from 'astro/zod';
import { parseConfig } from '../config/parse';
import { formStructures, formWordsKeys, sendThrottleMs } from '../config/forms';
import { SEND_TIMEOUT_MS } from './email';
import { formIds } from '../config/form-ids';

/**
 * Build-time check of src/config/forms.ts (plain data, so it needs no zod at run time): a wrong
 * field type or a duplicate field name stops the build, naming it. The words are checked by their
 * own schema (src/content/schemas/forms.ts) when the content is loaded.
 */
const fieldSchema = z
  .object({
    name: z.string().regex(/^[a-z_]+$/, 'must be a template parameter name such as from_name'),
    type: z.enum(['text', 'email', 'tel', 'textarea', 'select']),
    required: z.boolean(),
    autocomplete: z.string().optional(),
    maxLength: z.number().int().positive().max(10_000),
    rows: z.number().int().min(2).max(12).optional(),
    placeholder: z.boolean().optional(),
    hint: z.boolean().optional(),
    options: z.array(z.string().min(1)).min(1).optional(),
    fromLink: z.boolean().optional(),
  })
  .strict()
  .refine((f) => f.type !== 'select' || f.options, { message: 'a select needs options' })
  .refine((f) => !f.fromLink || f.type === 'text' || f.type === 'textarea', { message: 'a reply address, phone number or choice is never filled from a link' });

const formSchema = z
  .object({
    id: z.enum(formIds),
    words: z.enum(formWordsKeys),
    template: z.enum(['enquiry', 'newsletter', 'contact']),
    transport: z.enum(['send', 'sendForm']),
    fields: z
      .array(fieldSchema)
      .min(1)
      .refine((fields) => new Set(fields.map((f) => f.name)).size === fields.length, { message: 'field names must be unique' }),
    extraParams: z.record(z.string(), z.string()).optional(),
    subject: z.string().min(3),
    note: z.boolean().optional(),
    ignoreEmptySubmit: z.boolean().optional(),
    minFillMs: z.number().int().min(0).max(10_000),
  })
  .strict();

export const formsSchema = z.record(z.enum(formIds), formSchema).superRefine((all, ctx) => {
  for (const [id, def] of Object.entries(all)) {
    if (def.id !== id) ctx.addIssue({ code: 'custom', path: [id, 'id'], message: `must be '${id}'` });
  }
});

/** The rate limit, checked: a visitor offered "Send it again" after SEND_TIMEOUT_MS must be allowed to. */
parseConfig(
  'forms.ts',
  z.object({
    sendThrottleMs: z
      .number()
      .int()
      .min(1000)
      .max(SEND_TIMEOUT_MS - 1, 'must be shorter than SEND_TIMEOUT_MS, when a form offers "Send it again"'),
  }),
  { sendThrottleMs },
);

/** The forms' structures, checked. */
export const checkedForms = parseConfig('forms.ts', formsSchema, formStructures);
