import type { FieldStructure, FormStructure } from '../config/forms';
import type { FormInterfaceWords } from '../content/schemas/forms';
import { fill } from './fill';
import { isEmailAddress } from '../config/email-address';

/*
 * The pure parts of the form engine, shared by the island and the unit tests: validation, the
 * payload sent to the email service, the state machine and the mailto fallback. They work on a form
 * as placed on one page, with its words in the page's language (src/lib/form-resolve.ts makes it
 * at build time; the island receives it as a prop). Nothing here touches the DOM or the network.
 */

export type Values = Record<string, string>;
type FieldErrors = Record<string, string>;

/** One field as a visitor meets it: its structure (src/config/forms.ts) and its words. */
export interface FieldDef extends Pick<FieldStructure, 'name' | 'type' | 'required' | 'autocomplete' | 'maxLength' | 'rows' | 'fromLink'> {
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
  /** Shortest time between two sends of this form from one browser (src/config/forms.ts sendThrottleMs). */
  sendThrottleMs: number;
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
  const chosen = ({ options = [] }: FieldDef) => (options.some((o) => o.value === defaultService) ? defaultService : options[0]?.value);
  return Object.fromEntries(def.fields.map((f) => [f.name, (f.type === 'select' && chosen(f)) || '']));
}

/** Splits text into characters as a person counts them: an emoji, a flag or an accented letter is one. */
const graphemes = typeof Intl.Segmenter === 'function' ? new Intl.Segmenter(undefined, { granularity: 'grapheme' }) : undefined;

/** The characters of a text as a person counts them (code points where the browser cannot segment). */
export function characters(text: string): string[] {
  return graphemes ? Array.from(graphemes.segment(text), (s) => s.segment) : Array.from(text);
}

/** How many characters a field's value counts for its limit: the same number the visitor sees under a long message. */
export const characterCount = (value: string): number => characters(value.trim()).length;

/** Digits with spaces, dashes, dots, brackets and a leading +; 7 to 15 digits (E.164). */
const phonePattern = /^\+?[\d\s().-]+$/;

/** Checks one value against its field definition; returns the message or undefined. */
function validateField(field: FieldDef, raw: string, def: FormDef): string | undefined {
  const { text } = def;
  const value = raw.trim();
  if (value === '') return field.required ? (field.requiredMessage ?? text.selectInvalid) : undefined;
  if (characterCount(value) > field.maxLength) return fill(text.tooLong, { label: field.label, max: field.maxLength.toLocaleString(def.lang) });
  if (field.type === 'email' && !isEmailAddress(value)) return text.emailInvalid;
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

/**
 * What a link may put in the form (`/contact/?subject=…&message=…`): only the fields marked
 * `fromLink` (a subject or message), cut to their limit. A reply address, name or phone in a link is
 * ignored, so nobody can send a visitor a link that answers to someone else's address.
 */
export function linkValues(def: FormDef, search: string): Values {
  const params = new URLSearchParams(search);
  const values: Values = {};
  for (const field of def.fields) {
    const value = field.fromLink ? params.get(field.name) : null;
    if (value) values[field.name] = characters(value).slice(0, field.maxLength).join('');
  }
  return values;
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
    // Whole characters (an emoji is two UTF-16 units, a flag four), so a cut never splits one.
    const chars = characters(value);
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

export type Status = 'idle' | 'sending' | 'unconfirmed' | 'success' | 'error' | 'unavailable' | 'limited';

export interface FormState {
  status: Status;
  errors: FieldErrors;
  /**
   * An earlier send was accepted while the form held something else (edited since, or sent again):
   * the form says so, and keeps what it holds now.
   */
  earlierArrived: boolean;
  /** 'limited': whole seconds until the form may be sent again. */
  waitSeconds?: number;
}

type FormEvent =
  | { type: 'submit' }
  | { type: 'invalid'; errors: FieldErrors }
  | { type: 'send' }
  | { type: 'succeeded' }
  | { type: 'failed' }
  | { type: 'unconfirmed' }
  | { type: 'unavailable' }
  /** A send was accepted, but the form no longer holds what it sent. `latest`: no later send is under way. */
  | { type: 'arrivedEarlier'; latest: boolean }
  /** The rate limit refused the send before it left the browser. */
  | { type: 'limited'; waitMs: number };

export const initialState: FormState = { status: 'idle', errors: {}, earlierArrived: false };

/** The status each event without more to it leads to. */
const statusAfter = { send: 'sending', failed: 'error', unconfirmed: 'unconfirmed', unavailable: 'unavailable' } as const;

/** Events a send's own answer may bring while it is under way. */
const answers = new Set<FormEvent['type']>(['succeeded', 'failed', 'arrivedEarlier']);

/**
 * idle → sending → success | error, or → unconfirmed when the service has not answered in time, or
 * → limited when the rate limit refused it (nothing left the browser). A new submit first returns to
 * idle and clears the previous result; while sending, submits are ignored. Unconfirmed waits for the
 * late answer (success or error) unless the visitor knowingly sends again. 'unavailable' is the state
 * of a site without an online sending account: the message has been handed to the visitor's email
 * app, and the form offers the link, phone and a copy again.
 *
 * An answer changes the form only if the form still holds exactly what that request sent (the
 * island decides, see EnquiryForm's send()): otherwise a success is 'arrivedEarlier', which says so
 * and leaves what the form holds and the state of any later send alone.
 */
export function formReducer(state: FormState, event: FormEvent): FormState {
  if (state.status === 'sending' && !answers.has(event.type) && event.type !== 'unconfirmed' && event.type !== 'limited') return state;
  if (state.status === 'unconfirmed' && !answers.has(event.type) && event.type !== 'send') return state;
  if ((event.type === 'unconfirmed' || event.type === 'limited') && state.status !== 'sending') return state;
  const { earlierArrived } = state;
  switch (event.type) {
    case 'submit':
      return initialState;
    case 'invalid':
      return { status: 'idle', errors: event.errors, earlierArrived };
    case 'succeeded':
      return { status: 'success', errors: {}, earlierArrived: false };
    case 'arrivedEarlier':
      // The latest send is settled: the form is free again, holding the visitor's changes. A later send still under way keeps its state.
      return event.latest ? { status: 'idle', errors: {}, earlierArrived: true } : { ...state, earlierArrived: true };
    case 'limited':
      return { status: 'limited', errors: {}, earlierArrived, waitSeconds: Math.max(1, Math.ceil(event.waitMs / 1000)) };
    default:
      return { status: statusAfter[event.type], errors: {}, earlierArrived };
  }
}

/** True when the form holds exactly `sent`, field by field. */
export function holds(def: FormDef, now: Values, sent: Values): boolean {
  return def.fields.every((f) => (now[f.name] ?? '') === (sent[f.name] ?? ''));
}

/** Ids of a field's elements, from the form and field names (GOV.UK pattern). */
export function fieldIds(formId: string, name: string) {
  const base = `${formId}-${name.replace(/_/g, '-')}`;
  return { input: base, hint: `${base}-hint`, error: `${base}-error` };
}
