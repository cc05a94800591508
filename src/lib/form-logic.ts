import { forms, formText, quoteSubjects, scotlandPlaceholder, scotlandPlaceholderIt, italianSite, type FieldDef, type FormDef } from '../config/forms';
import type { FormId } from '../config/form-ids';
import { fill } from './fill';

/*
 * The pure parts of the form engine, shared by the island and the unit tests: the form as placed
 * on a page, validation, the payload sent to the email service, the state machine and the mailto
 * fallback. Nothing here touches the DOM or the network.
 */

export type Values = Record<string, string>;
export type FieldErrors = Record<string, string>;

/** Where a form is placed: the page may preselect a service (quote forms). */
export interface Placement {
  formId: FormId;
  defaultService?: string | undefined;
}

/** The form as it appears on one page: options, placeholder and subject follow the page's service. */
export function placedForm({ formId, defaultService }: Placement): FormDef {
  const def = forms[formId];
  if (formId !== 'service-quote' && formId !== 'service-quote-it') return def;
  const service = (defaultService ?? 'virtual-bookkeeping') as keyof typeof quoteSubjects;
  const onScotlandPage = service === 'accounting-scotland';
  const italian = formId === 'service-quote-it';
  const subject = `${quoteSubjects[service]}${italian ? italianSite : ''}`;
  return {
    ...def,
    // Four services; the Scotland page adds its own fifth (spec 2.5).
    fields: def.fields.map((f) =>
      f.name === 'service'
        ? { ...f, options: f.options?.filter((o) => onScotlandPage || o.value !== 'accounting-scotland') }
        : f.name === 'message' && onScotlandPage
          ? { ...f, placeholder: italian ? scotlandPlaceholderIt : scotlandPlaceholder }
          : f,
    ),
    subject,
    extraParams: { ...def.extraParams, subject },
  };
}

/** Initial values: empty, with a select on the page's service or its first option. */
export function defaultValues(def: FormDef, defaultService?: string): Values {
  const values: Values = {};
  for (const field of def.fields) {
    if (field.type === 'select') {
      const options = field.options ?? [];
      values[field.name] = options.some((o) => o.value === defaultService) ? (defaultService as string) : (options[0]?.value ?? '');
    } else {
      values[field.name] = '';
    }
  }
  return values;
}

const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;
/** Digits with spaces, dashes, dots, brackets and a leading +; 7 to 15 digits (E.164). */
const phonePattern = /^\+?[\d\s().-]+$/;

/** Checks one value against its field definition; returns the message or undefined. */
export function validateField(field: FieldDef, raw: string, def: FormDef): string | undefined {
  const text = formText[def.lang];
  const value = raw.trim();
  if (value === '') return field.required ? (field.requiredMessage ?? text.selectInvalid) : undefined;
  if (value.length > field.maxLength) return text.tooLong(field.label, field.maxLength);
  if (field.type === 'email' && !emailPattern.test(value)) return text.emailInvalid;
  if (field.type === 'tel') {
    const digits = value.replace(/\D/g, '').length;
    if (!phonePattern.test(value) || digits < 7 || digits > 15) return text.phoneInvalid;
  }
  if (field.type === 'select' && !field.options?.some((o) => o.value === value)) return text.selectInvalid;
  return undefined;
}

/** Validates every field, in order; an empty object means the form may be sent. */
export function validate(def: FormDef, values: Values): FieldErrors {
  const errors: FieldErrors = {};
  for (const field of def.fields) {
    const message = validateField(field, values[field.name] ?? '', def);
    if (message) errors[field.name] = message;
  }
  return errors;
}

/** True when every field is empty (a newsletter's empty submit does nothing). */
export function isEmpty(def: FormDef, values: Values): boolean {
  return def.fields.every((f) => f.type === 'select' || (values[f.name] ?? '').trim() === '');
}

/**
 * The email template's parameters: every field, trimmed, under its own name, then the form's
 * extra parameters with {visitorEmail} filled in. Values stay plain text; the template escapes them.
 */
export function buildPayload(def: FormDef, values: Values): Record<string, string> {
  const payload: Record<string, string> = {};
  for (const field of def.fields) payload[field.name] = (values[field.name] ?? '').trim();
  if (def.subjectPrefix && 'subject' in payload) payload.subject = `${def.subjectPrefix}${payload.subject}`;
  const email = def.fields.find((f) => f.type === 'email');
  const visitorEmail = email ? (payload[email.name] ?? '') : '';
  for (const [key, value] of Object.entries(def.extraParams ?? {})) payload[key] = fill(value, { visitorEmail });
  return payload;
}

const plainLabel = (f: FieldDef) => f.label.replace(/ \((optional|facoltativo)\)$/, '');
const shownValue = (f: FieldDef, values: Values) => {
  const value = (values[f.name] ?? '').trim();
  return f.type === 'select' ? (f.options?.find((o) => o.value === value)?.label ?? value) : value;
};

/** The whole message as text, each field as "Label: value" (CRLF line breaks), for the clipboard. */
export function fallbackBody(def: FormDef, values: Values): string {
  return def.fields.map((f) => `${plainLabel(f)}: ${shownValue(f, values)}`).join('\r\n');
}

/** Longest mailto body, once encoded: many mail clients cut longer links. */
export const MAILTO_BODY_MAX = 1800;

/**
 * Body of the mailto fallback, at most MAILTO_BODY_MAX characters once encoded: the short fields
 * in full, long text cut at a word with a line that says how much is left out (the visitor can
 * paste the whole message with "Copy message").
 */
export function mailtoBody(def: FormDef, values: Values, max = MAILTO_BODY_MAX): string {
  const full = fallbackBody(def, values);
  if (encodeURIComponent(full).length <= max) return full;
  const text = formText[def.lang];
  const lines = def.fields.map((f) => ({ f, value: shownValue(f, values) }));
  // Cut the longest values first (the message), keeping every field's label.
  const order = [...lines].sort((a, b) => b.value.length - a.value.length);
  const kept = new Map(lines.map((l) => [l.f.name, l.value]));
  const build = () => lines.map((l) => `${plainLabel(l.f)}: ${kept.get(l.f.name) ?? ''}`).join('\r\n');
  for (const { f, value } of order) {
    // Whole characters (an emoji is two UTF-16 units), so a cut never splits one.
    const chars = Array.from(value);
    const note = `\r\n${fill(text.mailtoCut, { count: chars.length.toLocaleString(def.lang) })}`;
    const cut = (n: number) => chars.slice(0, n).join('');
    let lo = 0;
    let hi = chars.length;
    // The longest prefix that fits, found by halving.
    while (lo < hi) {
      const mid = Math.ceil((lo + hi) / 2);
      kept.set(f.name, `${cut(mid)} […]${note}`);
      if (encodeURIComponent(build()).length <= max) lo = mid;
      else hi = mid - 1;
    }
    kept.set(f.name, lo > 0 ? `${cut(lo).replace(/\s+\S*$/, '')} […]${note}` : `[…]${note}`);
    if (encodeURIComponent(build()).length <= max) return build();
  }
  // Only if the labels alone were too long: cut whole characters.
  const all = Array.from(build());
  while (encodeURIComponent(all.join('')).length > max) all.pop();
  return all.join('');
}

/** The mailto: link of the fallback, with the form's subject and a bounded body. */
export function mailtoLink(email: string, def: FormDef, values: Values): string {
  return `mailto:${email}?subject=${encodeURIComponent(def.subject)}&body=${encodeURIComponent(mailtoBody(def, values))}`;
}

/* ---- State machine (spec 4) ---- */

export type Status = 'idle' | 'sending' | 'unconfirmed' | 'success' | 'error' | 'unavailable';

export interface FormState {
  status: Status;
  errors: FieldErrors;
}

export type FormEvent =
  | { type: 'submit' }
  | { type: 'invalid'; errors: FieldErrors }
  | { type: 'send' }
  | { type: 'succeeded' }
  | { type: 'failed' }
  | { type: 'unconfirmed' }
  | { type: 'unavailable' }
  | { type: 'edit' };

export const initialState: FormState = { status: 'idle', errors: {} };

/**
 * idle → sending → success | error, or → unconfirmed when the service has not answered in time.
 * A new submit first returns to idle and clears the previous result; while sending, submits are
 * ignored. Unconfirmed waits for the late answer (success or error) unless the visitor knowingly
 * sends again. 'unavailable' is the state of a site whose online sending is not configured: the
 * visitor is offered email and phone instead.
 */
export function formReducer(state: FormState, event: FormEvent): FormState {
  if (state.status === 'sending' && event.type !== 'succeeded' && event.type !== 'failed' && event.type !== 'unconfirmed') return state;
  if (state.status === 'unconfirmed' && event.type !== 'succeeded' && event.type !== 'failed' && event.type !== 'send') return state;
  if (event.type === 'unconfirmed' && state.status !== 'sending') return state;
  switch (event.type) {
    case 'submit':
      return { status: 'idle', errors: {} };
    case 'invalid':
      return { status: 'idle', errors: event.errors };
    case 'send':
      return { status: 'sending', errors: {} };
    case 'succeeded':
      return { status: 'success', errors: {} };
    case 'failed':
      return { status: 'error', errors: {} };
    case 'unconfirmed':
      return { status: 'unconfirmed', errors: {} };
    case 'unavailable':
      return { status: 'unavailable', errors: {} };
    case 'edit':
      return state;
  }
}

/** Ids of a field's elements, from the form and field names (GOV.UK pattern). */
export function fieldIds(formId: string, name: string) {
  const base = `${formId}-${name.replace(/_/g, '-')}`;
  return { input: base, hint: `${base}-hint`, error: `${base}-error` };
}
