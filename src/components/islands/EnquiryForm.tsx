import { useEffect, useId, useMemo, useReducer, useRef, useState, type SyntheticEvent } from 'react';
import {
  buildPayload,
  characterCount,
  countText,
  defaultValues,
  fallbackBody,
  fieldIds,
  formReducer,
  holds,
  initialState,
  isEmpty,
  linkValues,
  mailtoLink,
  shownLabel,
  validate,
  type FieldDef,
  type FormDef,
  type Values,
} from '../../lib/form-logic';
import { clearDraft, draftKey, loadDraft, saveDraft } from '../../lib/drafts';
import { emailConfigured, sendEmail, SEND_TIMEOUT_MS, TooSoonError } from '../../lib/email';
import { fill } from '../../lib/fill';
import { useReady } from '../../lib/ready';
import ErrorSummary from './ErrorSummary';

interface ContactLinks {
  email: string;
  phone: string;
  /** tel: link for the phone number. */
  phoneHref: string;
}

export interface EnquiryFormProps {
  /** The form as placed on this page, with its words in the page's language (src/lib/form-resolve.ts). */
  form: FormDef;
  /** Service preselected on this page (quote forms); the form returns to it after sending. */
  defaultService?: string | undefined;
  /** The firm's email and phone, offered when sending fails or goes through the visitor's email app. */
  contact: ContactLinks;
  /** 'dark' for a form on a dark background (the footer). */
  tone?: 'light' | 'dark';
  /** The footer's form: its small print is one line (the note with the privacy link); the email-app note stays for screen readers, as the form's description. */
  compact?: boolean;
}

const session = (): Storage | undefined => {
  try {
    return window.sessionStorage;
  } catch {
    return undefined;
  }
};

/**
 * The site's one enquiry form. Renders the form it is given (structure and words, resolved for the
 * page by src/components/forms/FormSection.astro) as a complete,
 * labelled HTML form (pre-rendered, so it is readable before hydration), validates on submit in
 * the GOV.UK pattern (error summary that takes focus, inline errors, values kept), sends through
 * src/lib/email.ts, keeps a draft in sessionStorage, and offers email and phone whenever online
 * sending fails or is not confirmed in time. Without an online sending account (no EmailJS ids), it
 * is an email-app form: its button opens the visitor's email app with the message filled in. Only a filled spam trap (honeypot)
 * looks like success and sends nothing; a submit faster than the minimum fill time is sent once
 * that time has passed, while the button says it is sending.
 */
export default function EnquiryForm({ form: def, defaultService, contact, tone = 'light', compact = false }: EnquiryFormProps) {
  const formId = def.id;
  const { text } = def;
  const defaults = useMemo(() => defaultValues(def, defaultService), [def, defaultService]);
  const [values, setValues] = useState<Values>(defaults);
  const [state, dispatch] = useReducer(formReducer, initialState);
  const [failedAttempts, setFailedAttempts] = useState(0);
  const [copyState, setCopyState] = useState<'idle' | 'copied' | 'failed'>('idle');
  const sending = useRef(false);
  /** Number of the latest send. */
  const attempt = useRef(0);
  /** Sends up to this number need no answer any more: a success the form still held covered them. */
  const settled = useRef(0);
  /** What that success carried: a second copy of it arriving later has nothing new to say. */
  const settledValues = useRef<Values | undefined>(undefined);
  const restored = useRef(false);
  const formRef = useRef<HTMLFormElement>(null);
  const honeypotRef = useRef<HTMLInputElement>(null);
  const uid = useId();
  const configured = emailConfigured(def.template);
  const dark = tone === 'dark';
  const inline = def.template === 'newsletter';
  useReady(formRef);

  /*
   * The inputs are uncontrolled: the DOM holds what the visitor typed, and `values` mirrors it for
   * drafts and the character count. So nothing typed before the island woke up can be overwritten
   * by hydration, however slow the connection.
   */
  const fieldElement = (name: string) => formRef.current?.elements.namedItem(name) as HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement | null;
  const readValues = (): Values => Object.fromEntries(def.fields.map((f) => [f.name, fieldElement(f.name)?.value ?? '']));
  const writeValues = (next: Values) => {
    for (const field of def.fields) {
      const el = fieldElement(field.name);
      if (el && el.value !== next[field.name]) el.value = next[field.name] ?? '';
    }
  };

  // On hydration: keep anything typed before the island woke up, else restore the draft.
  useEffect(() => {
    const names = def.fields.map((f) => f.name);
    const draft = loadDraft(session(), draftKey(formId, window.location.pathname), names) ?? {};
    const typed = readValues();
    // A link may name what the visitor wants (e.g. /contact?subject=…&message=…): fill empty fields with it (a subject or message only).
    const fromLink = linkValues(def, window.location.search);
    const next: Values = { ...defaults };
    for (const field of def.fields) {
      const fromDom = typed[field.name] ?? '';
      const fromDraft = draft[field.name];
      if (fromDom && fromDom !== defaults[field.name]) next[field.name] = fromDom;
      else if (fromDraft !== undefined && (field.type !== 'select' || field.options?.some((o) => o.value === fromDraft))) next[field.name] = fromDraft;
      else if (fromLink[field.name]) next[field.name] = fromLink[field.name];
    }
    writeValues(next);
    setValues(next);
    restored.current = true;
  }, []);

  // Save a draft as the visitor types (after the restore, so an empty form never wipes it).
  useEffect(() => {
    if (!restored.current) return;
    const changed = def.fields.some((f) => f.type !== 'select' && (values[f.name] ?? '') !== '');
    const key = draftKey(formId, window.location.pathname);
    if (changed) saveDraft(session(), key, values);
    else clearDraft(session(), key);
  }, [values, def, formId]);

  // On blur too: autofill and other programmatic changes may not fire React's onChange.
  const onChange = () => setValues(readValues());

  const onSubmit = async (event: SyntheticEvent<HTMLFormElement, SubmitEvent>) => {
    event.preventDefault();
    if (sending.current || state.status === 'unconfirmed') return;
    const values = readValues();
    setValues(values);
    if (def.ignoreEmptySubmit && isEmpty(def, values)) return;
    dispatch({ type: 'submit' });
    const errors = validate(def, values);
    if (Object.keys(errors).length > 0) {
      dispatch({ type: 'invalid', errors });
      setFailedAttempts((n) => n + 1);
      return;
    }
    if (!configured) {
      // An email-app form: hand the message to the visitor's own email app, and keep it on the page.
      dispatch({ type: 'unavailable' });
      // '_self' navigates rather than opening a window, so no pop-up blocker stands in the way.
      window.open(mailtoLink(contact.email, def, values), '_self');
      return;
    }
    await send(values);
  };

  const succeeded = () => {
    clearDraft(session(), draftKey(formId, window.location.pathname));
    writeValues(defaults);
    setValues(defaults);
    if (honeypotRef.current) honeypotRef.current.value = '';
    dispatch({ type: 'succeeded' });
  };

  /**
   * One send: at most one request, whatever the visitor clicks meanwhile. Its answer changes the form
   * only if the form still holds exactly what it sent: a success of an earlier send after an edit or
   * a second send says so and clears nothing; a failure of an earlier send leaves the later one's state alone.
   */
  const send = async (values: Values) => {
    sending.current = true;
    setCopyState('idle');
    dispatch({ type: 'send' });
    // Spam trap: a filled hidden field looks like success and sends nothing.
    if (honeypotRef.current?.value) {
      sending.current = false;
      succeeded();
      return;
    }
    // Faster than a person fills a form (a restored draft, a prefilled link): wait out the rest, then send.
    const early = def.minFillMs - performance.now();
    if (early > 0) await new Promise((resolve) => setTimeout(resolve, early));
    const mine = ++attempt.current;
    const answered = () => mine <= settled.current;
    // No answer in time: say so honestly; the request goes on, and a late answer still counts.
    const timer = setTimeout(() => {
      if (mine !== attempt.current || answered()) return;
      sending.current = false;
      dispatch({ type: 'unconfirmed' });
    }, SEND_TIMEOUT_MS);
    try {
      await sendEmail(def.template, buildPayload(def, values), { asForm: def.transport === 'sendForm', limit: { id: formId, throttleMs: def.sendThrottleMs } });
      clearTimeout(timer);
      if (!answered() && holds(def, readValues(), values)) {
        // What was sent is what the form holds: sent. Earlier sends still under way need no answer.
        settled.current = attempt.current;
        settledValues.current = values;
        sending.current = false;
        succeeded();
      } else if (!(answered() && settledValues.current && holds(def, settledValues.current, values))) {
        // Sent, but the form holds something else now (an edit, a later send, a new message): say so, keep it,
        // and leave a later send's state alone.
        const latest = mine === attempt.current && !answered();
        if (latest) sending.current = false;
        dispatch({ type: 'arrivedEarlier', latest });
      }
    } catch (error) {
      clearTimeout(timer);
      console.error(`[form ${formId}] sending failed:`, error instanceof Error ? error.message : error);
      // A later send is under way, or a success already covered this one: their state stands.
      if (mine !== attempt.current || answered()) return;
      sending.current = false;
      if (error instanceof TooSoonError) dispatch({ type: 'limited', waitMs: error.waitMs });
      else dispatch({ type: 'failed' });
    }
  };

  const sendAgain = () => {
    if (sending.current) return;
    const values = readValues();
    setValues(values);
    void send(values);
  };

  const copyMessage = async () => {
    try {
      await navigator.clipboard.writeText(`${def.subject}\r\n\r\n${fallbackBody(def, readValues())}`);
      setCopyState('copied');
    } catch {
      setCopyState('failed');
    }
  };

  const errorEntries = def.fields.filter((f) => state.errors[f.name]).map((f) => [f, state.errors[f.name] as string] as const);
  const isSending = state.status === 'sending';
  const unconfirmed = state.status === 'unconfirmed';
  const handedOver = state.status === 'unavailable';
  const showFallback = state.status === 'error' || unconfirmed;
  const mailto = showFallback || handedOver ? mailtoLink(contact.email, def, values) : '';
  // The two other ways to reach the firm (the email prefilled with the message, and the phone), shown after the email app opens and when sending fails.
  const otherWays = (
    <ul className="mt-1 space-y-1">
      <li>
        <a href={mailto} className={dark ? 'text-white' : ''}>
          {text.fallbackEmail} ({contact.email})
        </a>
      </li>
      <li>
        {text.fallbackCall}{' '}
        <a href={contact.phoneHref} className={dark ? 'text-white' : ''}>
          {contact.phone}
        </a>
      </li>
    </ul>
  );

  const labelClass = `block font-semibold ${dark ? 'text-white' : 'text-ink'}`;
  const hintClass = `mt-1 text-sm ${dark ? 'text-white/85' : 'text-muted'}`;
  const errorClass = `mt-1 font-semibold ${dark ? 'text-[#ffb4ab]' : 'text-danger'}`;
  const secondaryClass = `inline-flex min-h-11 items-center rounded-md border-2 px-4 font-semibold ${dark ? 'border-white text-white' : 'border-brand text-brand hover:bg-brand-soft'}`;
  const controlClass = (invalid: boolean) => `mt-1 block w-full rounded-md border-2 bg-white px-3 py-2.5 text-base text-ink ${invalid ? 'border-danger' : 'border-muted'}`;

  const renderField = (field: FieldDef) => {
    const ids = fieldIds(formId, field.name);
    const error = state.errors[field.name];
    const value = values[field.name] ?? '';
    const describedBy = [field.hint && ids.hint, error && ids.error].filter(Boolean).join(' ') || undefined;
    const common = {
      id: ids.input,
      name: field.name,
      defaultValue: defaults[field.name],
      onChange,
      onBlur: onChange,
      'aria-invalid': error ? true : undefined,
      'aria-describedby': describedBy,
      required: field.required,
      className: controlClass(Boolean(error)),
    };
    // Counted as the check counts (src/lib/form-logic.ts): an emoji is one character.
    const used = field.type === 'textarea' ? characterCount(value) : 0;
    const nearLimit = field.type === 'textarea' && used >= field.maxLength * 0.8;
    return (
      <div key={field.name} className={inline ? 'grow' : ''}>
        <label htmlFor={ids.input} className={labelClass}>
          {shownLabel(field, text)}
        </label>
        {field.hint && (
          <p id={ids.hint} className={hintClass}>
            {field.hint}
          </p>
        )}
        {error && (
          <p id={ids.error} className={errorClass}>
            <span className="sr-only">{text.errorPrefix}</span> {error}
          </p>
        )}
        {field.type === 'textarea' ? (
          <textarea {...common} rows={field.rows ?? 4} placeholder={field.placeholder} />
        ) : field.type === 'select' ? (
          <select {...common}>
            {/* HTML wants a required select's first option empty; this one is never shown or chosen (a service is always preselected). */}
            <option value="" disabled hidden>
              {shownLabel(field, text)}
            </option>
            {field.options?.map((o) => (
              <option key={o.value} value={o.value}>
                {o.label}
              </option>
            ))}
          </select>
        ) : (
          <input {...common} type={field.type} autoComplete={field.autocomplete} spellCheck={field.type === 'email' ? false : undefined} />
        )}
        {field.type === 'textarea' && (
          <p className={`${hintClass} ${nearLimit ? '' : 'sr-only'}`} aria-live="polite">
            {nearLimit && text.charactersLeft && text.charactersOver
              ? used > field.maxLength
                ? countText(text.charactersOver, used - field.maxLength, def.lang)
                : countText(text.charactersLeft, field.maxLength - used, def.lang)
              : ''}
          </p>
        )}
      </div>
    );
  };

  return (
    // method="dialog": submitting before the island is awake, or without JavaScript, goes nowhere,
    // so what was typed never ends up in a URL.
    <form ref={formRef} method="dialog" noValidate onSubmit={onSubmit} lang={def.lang} aria-describedby={configured ? undefined : `${uid}-email-app`} className="relative @container">
      <ErrorSummary
        title={text.errorSummaryTitle}
        items={errorEntries.map(([field, message]) => ({ message, fieldId: fieldIds(formId, field.name).input }))}
        attempt={failedAttempts}
        className="mb-6 bg-white text-ink"
      />

      {/* The one-field newsletter sits in a row where its column has room (a container query), stacked in a narrow sidebar. */}
      <div className={inline ? 'flex flex-col gap-3 @sm:flex-row @sm:items-end' : 'space-y-5'}>
        {def.fields.map(renderField)}
        {/* Spam trap: invisible to people and assistive technology; bots that fill it are ignored. */}
        <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
          <label htmlFor={`${uid}-website`}>{text.honeypotLabel}</label>
          <input ref={honeypotRef} id={`${uid}-website`} type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
        </div>
        <div className={inline ? 'shrink-0' : ''}>
          <button
            type="submit"
            data-replay={`${formId}-submit`}
            aria-disabled={isSending || unconfirmed || undefined}
            className={`btn ${dark ? 'btn-inverse' : 'btn-accent'} ${inline ? '' : 'w-full sm:w-auto'} ${isSending ? 'cursor-progress opacity-80' : ''}`}
          >
            {isSending || unconfirmed ? def.sendingLabel : (text.emailAppSubmit ?? def.submitLabel)}
          </button>
        </div>
      </div>

      {def.note && (
        <p className={`mt-3 text-sm ${dark ? 'text-white/85' : 'text-muted'}`}>
          {/* [label](/path) in the note is a link, e.g. to the privacy policy. */}
          {def.note.split(/(\[[^\]]+\]\(\/[^)]*\))/).map((part, i) => {
            const link = /^\[([^\]]+)\]\((\/[^)]*)\)$/.exec(part);
            return link ? (
              <a key={i} href={link[2]} className={dark ? 'text-white' : ''}>
                {link[1]}
              </a>
            ) : (
              part
            );
          })}
        </p>
      )}
      {!configured && text.emailAppNote && (
        <p id={`${uid}-email-app`} className={compact ? 'sr-only' : `mt-3 text-sm ${dark ? 'text-white/85' : 'text-muted'}`}>
          {fill(text.emailAppNote, { email: contact.email })}
        </p>
      )}

      <div role="status">
        {state.status === 'success' && (
          <p className={`mt-4 rounded-md border-2 p-3 font-semibold ${dark ? 'border-white text-white' : 'border-success bg-success-soft text-success'}`}>{def.successMessage}</p>
        )}
        {handedOver && (
          // Not an error: the email app is this form's way of sending. Nothing claims it was sent.
          <div className={`mt-4 rounded-md border-2 p-3 ${dark ? 'border-white text-white' : 'border-brand bg-brand-soft text-ink'}`}>
            <p className="font-semibold">{text.emailAppOpened}</p>
            {otherWays}
          </div>
        )}
        {state.earlierArrived && (
          // An earlier send arrived after the visitor changed the form or sent it again: what the form holds now stays.
          <div className={`mt-4 rounded-md border-2 p-3 ${dark ? 'border-white text-white' : 'border-success bg-success-soft text-ink'}`}>
            <p className={`font-semibold ${dark ? '' : 'text-success'}`}>{text.earlierArrived}</p>
            {!isSending && !unconfirmed && !isEmpty(def, values) && <p className="mt-1">{text.changesNotSent}</p>}
          </div>
        )}
      </div>
      <div role="alert">
        {state.status === 'limited' && (
          // Not an error: the rate limit held this send back, and everything typed is still in the form.
          <p className={`mt-4 rounded-md border-2 p-3 ${dark ? 'border-white text-white' : 'border-brand bg-brand-soft text-ink'}`}>{countText(text.tooSoon, state.waitSeconds ?? 1, def.lang)}</p>
        )}
        {showFallback && (
          <div className={`mt-4 rounded-md border-2 p-3 ${dark ? 'border-white text-white' : 'border-danger bg-danger-soft text-ink'}`}>
            <p className={`font-semibold ${dark ? 'text-white' : 'text-danger'}`}>{unconfirmed ? text.unconfirmedTitle : def.errorMessage}</p>
            {unconfirmed && (
              <>
                <p className="mt-2">{text.unconfirmedBody}</p>
                <button type="button" onClick={sendAgain} className={`mt-2 ${secondaryClass}`}>
                  {text.sendAgain}
                </button>
              </>
            )}
            <p className="mt-2">{text.fallbackIntro}</p>
            {otherWays}
            <button type="button" onClick={copyMessage} className={`mt-3 ${secondaryClass}`}>
              {text.copyMessage}
            </button>
            <p className="mt-2" aria-live="polite">
              {copyState === 'copied' ? fill(text.copied, { email: contact.email }) : copyState === 'failed' ? text.copyFailed : ''}
            </p>
          </div>
        )}
      </div>
    </form>
  );
}
