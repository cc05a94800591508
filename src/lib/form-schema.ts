import { z } from 'astro/zod';
import { parseConfig } from '../config/parse';
import { forms } from '../config/forms';
import { formIds } from '../config/form-ids';

/**
 * Build-time check of src/config/forms.ts (which stays plain data because the browser imports it):
 * a wrong field type, a missing label or a duplicate field name stops the build, naming it.
 */
const fieldSchema = z
  .object({
    name: z.string().regex(/^[a-z_]+$/, 'must be a template parameter name such as from_name'),
    label: z.string().min(2),
    type: z.enum(['text', 'email', 'tel', 'textarea', 'select']),
    required: z.boolean(),
    hint: z.string().min(3).optional(),
    autocomplete: z.string().optional(),
    maxLength: z.number().int().positive().max(10_000),
    rows: z.number().int().min(2).max(12).optional(),
    placeholder: z.string().optional(),
    options: z.array(z.object({ value: z.string().min(1), label: z.string().min(1) })).min(1).optional(),
    requiredMessage: z.string().min(5).optional(),
  })
  .strict()
  .refine((f) => f.type !== 'select' || f.options, { message: 'a select needs options' })
  .refine((f) => !f.required || f.requiredMessage, { message: 'a required field needs a requiredMessage' });

const formSchema = z
  .object({
    id: z.enum(formIds),
    lang: z.enum(['en-GB', 'it']),
    template: z.enum(['enquiry', 'newsletter', 'contact']),
    transport: z.enum(['send', 'sendForm']),
    fields: z
      .array(fieldSchema)
      .min(1)
      .refine((fields) => new Set(fields.map((f) => f.name)).size === fields.length, { message: 'field names must be unique' }),
    subjectPrefix: z.string().optional(),
    extraParams: z.record(z.string(), z.string()).optional(),
    subject: z.string().min(3),
    submitLabel: z.string().min(2),
    sendingLabel: z.string().min(2),
    successMessage: z.string().min(5),
    errorMessage: z.string().min(5),
    note: z.string().optional(),
    ignoreEmptySubmit: z.boolean().optional(),
    minFillMs: z.number().int().min(0).max(10_000),
  })
  .strict();

export const formsSchema = z
  .record(z.enum(formIds), formSchema)
  .superRefine((all, ctx) => {
    for (const [id, def] of Object.entries(all)) {
      if (def.id !== id) ctx.addIssue({ code: 'custom', path: [id, 'id'], message: `must be '${id}'` });
    }
  });

/** The form definitions, checked. */
export const checkedForms = parseConfig('forms.ts', formsSchema, forms);
