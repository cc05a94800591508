import type { FieldType, FormStructure } from '../config/forms';
import type { FormInterfaceWords } from '../content/schemas/forms';
import { fill } from './fill';

/*
 * The pure parts of the form engine, shared by the island and the unit tests: validation, the
 * payload sent to the email service, the state machine and the mailto fallback. They work on a form
 * as placed on one page, with its words in the page's language (src/lib/form-resolve.ts makes it
 * at build time; the island receives it as a prop). Nothing here touches the DOM or the network.
 */

export type Values = Record<string, string>;
export type FieldErrors = Record<string, string>;

/** One field as a visitor meets it: its structure and its words. */
export interface FieldDef {
  name: string;
  type: FieldType;
  required: boolean;
  autocomplete?: string;
  maxLength: number;
  rows?: number;
  /** The label, without "(optional)" (the form adds it after the label of an optional field). */
  label: string;
  hint?: string;
  placeholder?: string;
  options?: { value: string; label: string }[];
  /** Message when a required field is empty, GOV.UK style: says what to do. */
  requiredMessage?: string;
}

/** A form as placed on one page, with its words in one language. */
export interface FormDef extends Pick<FormStructure, 'id' | 'template' | 'transport' | 'subject' | 'extraParams' | 'ignoreEmptySubmit' | 'minFillMs'> {
  /** Language of its words, as HTML writes it ('en-GB', 'it'). */
  lang: string;
  fields: FieldDef[];
  /** Put before the message sent to the firm, e.g. "Language: Italian" on an Italian page. */
  languageNote?: string;
  submitLabel: string;
  sendingLabel: string;
  successMessage: string;
  errorMessage: string;
  /** Text beside the button, e.g. the consent statement of a newsletter. */
  note?: string;
  /** What every form says, in the same language: only what this form can show. */
  text: IslandWords;
}

/**
 * The words every form says, as the island receives them. What it never shows stays out of the
 * page: the lines FormSection renders itself, the email-app words on a site whose online sending
 * is set up, the character count of a form without a long message.
 */
export type IslandWords = Omit<FormInterfaceWords, 'noScript' | 'otherWays' | 'emailAppSubmit' | 'emailAppSubscribe' | 'emailAppNote' | 'emailAppOpened' | 'charactersLeft' | 'charactersOver'> &
  Partial<Pick<FormInterfaceWords, 'emailAppSubmit' | 'emailAppNote' | 'emailAppOpened' | 'charactersLeft' | 'charactersOver'>>;

/** The label as shown: an optional field says so. */
export const shownLabel = (f: FieldDef, text: IslandWords) => (f.required ? f.label : `${f.label} ${text.optional}`);

/** A text that depends on a count, with the count filled in. */
export const countText = (words: { one: string; other: string }, n: number, lang: string) => fill(n === 1 ? words.one : words.other, { count: n.toLocaleString(lang) });

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
  const { text } = def;
  const value = raw.trim();
  if (value === '') return field.required ? (field.requiredMessage ?? text.selectInvalid) : undefined;
  if (value.length > field.maxLength) return fill(text.tooLong, { label: field.label, max: field.maxLength.toLocaleString(def.lang) });
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
 * A form sent from a page in another language than English starts its message with the language
 * note, so the firm knows which language to answer in.
 */
export function buildPayload(def: FormDef, values: Values): Record<string, string> {
  const payload: Record<string, string> = {};
  for (const field of def.fields) payload[field.name] = (values[field.name] ?? '').trim();
  const email = def.fields.find((f) => f.type === 'email');
  const visitorEmail = email ? (payload[email.name] ?? '') : '';
  for (const [key, value] of Object.entries(def.extraParams ?? {})) payload[key] = fill(value, { visitorEmail });
  if (def.languageNote) payload.message = payload.message ? `${def.languageNote}\r\n\r\n${payload.message}` : def.languageNote;
  return payload;
}

const shownValue = (f: FieldDef, values: Values) => {
  const value = (values[f.name] ?? '').trim();
  return f.type === 'select' ? (f.options?.find((o) => o.value === value)?.label ?? value) : value;
};

/** The whole message as text, each field as "Label: value" (CRLF line breaks), for the clipboard. */
export function fallbackBody(def: FormDef, values: Values): string {
  return def.fields.map((f) => `${f.label}: ${shownValue(f, values)}`).join('\r\n');
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
  const { text } = def;
  const lines = def.fields.map((f) => ({ f, value: shownValue(f, values) }));
  // Cut the longest values first (the message), keeping every field's label.
  const order = [...lines].sort((a, b) => b.value.length - a.value.length);
  const kept = new Map(lines.map((l) => [l.f.name, l.value]));
  const build = () => lines.map((l) => `${l.f.label}: ${kept.get(l.f.name) ?? ''}`).join('\r\n');
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

/* ---- State machine ---- */

export type Status = 'idle' | 'sending' | 'unconfirmed' | 'success' | 'error' | 'unavailable';

export interface FormState {
  status: Status;
  errors: FieldErrors;
}

export type FormEvent =
  { type: 'submit' } | { type: 'invalid'; errors: FieldErrors } | { type: 'send' } | { type: 'succeeded' } | { type: 'failed' } | { type: 'unconfirmed' } | { type: 'unavailable' } | { type: 'edit' };

export const initialState: FormState = { status: 'idle', errors: {} };

/**
 * idle → sending → success | error, or → unconfirmed when the service has not answered in time.
 * A new submit first returns to idle and clears the previous result; while sending, submits are
 * ignored. Unconfirmed waits for the late answer (success or error) unless the visitor knowingly
 * sends again. 'unavailable' is the state of a site without an online sending account: the
 * message has been handed to the visitor's email app, and the form offers the link, phone and a copy again.
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
