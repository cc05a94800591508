import { PUBLIC_EMAILJS_PUBLIC_KEY, PUBLIC_EMAILJS_SERVICE_ID, PUBLIC_EMAILJS_TEMPLATE_ENQUIRY, PUBLIC_EMAILJS_TEMPLATE_NEWSLETTER, PUBLIC_EMAILJS_TEMPLATE_CONTACT } from 'astro:env/client';

/*
 * The only code that talks to the email-sending service (EmailJS). Ids come from PUBLIC_
 * environment variables (.env.example); without them `emailConfigured` is false and forms offer
 * email and phone instead of pretending to send. The SDK is loaded only when a visitor sends, so a
 * form's island stays small and wakes even where the browser blocks site data.
 */

export type Template = 'enquiry' | 'newsletter' | 'contact';

const templates: Record<Template, string | undefined> = {
  enquiry: PUBLIC_EMAILJS_TEMPLATE_ENQUIRY,
  newsletter: PUBLIC_EMAILJS_TEMPLATE_NEWSLETTER,
  contact: PUBLIC_EMAILJS_TEMPLATE_CONTACT,
};

/** True when the public key, service id and the template are all set. */
export function emailConfigured(template: Template): boolean {
  return Boolean(PUBLIC_EMAILJS_PUBLIC_KEY && PUBLIC_EMAILJS_SERVICE_ID && templates[template]);
}

/**
 * How long to wait for the service before telling the visitor that sending is not confirmed yet.
 * The request is not cancelled: a late answer still counts.
 */
export const SEND_TIMEOUT_MS = 15_000;

/** Why a send failed, for the console (the visitor sees the form's own message). */
export class SendError extends Error {
  constructor(
    message: string,
    /** HTTP status, or 0 for a network failure. */
    readonly status: number,
  ) {
    super(message);
    this.name = 'SendError';
  }
}

/** True when reading localStorage throws (Chrome's "block all site data", some embedded browsers). */
function storageBlocked(): boolean {
  try {
    void window.localStorage;
    return false;
  } catch {
    return true;
  }
}

/** The SDK's storage, for a browser that refuses site data: keeps nothing and never throws. */
const noStorage = {
  get: () => Promise.resolve(null),
  set: () => Promise.resolve(),
  remove: () => Promise.resolve(),
};

let sdk: Promise<typeof import('@emailjs/browser')> | undefined;

/**
 * Loads the SDK once. It looks at `localStorage` as it loads, which throws where site data is
 * blocked; there, `localStorage` reads as undefined for that moment (the SDK then keeps nothing).
 */
function loadSdk(): Promise<typeof import('@emailjs/browser')> {
  if (sdk) return sdk;
  const blocked = storageBlocked();
  const own = blocked ? Object.getOwnPropertyDescriptor(window, 'localStorage') : undefined;
  if (blocked) Object.defineProperty(window, 'localStorage', { value: undefined, configurable: true });
  const restore = () => {
    if (!blocked) return;
    if (own) Object.defineProperty(window, 'localStorage', own);
    else Reflect.deleteProperty(window, 'localStorage');
  };
  sdk = import('@emailjs/browser').finally(restore);
  // A failed download may succeed on the next try.
  sdk.catch(() => (sdk = undefined));
  return sdk;
}

function toSendError(error: unknown): SendError {
  if (error instanceof SendError) return error;
  if (error && typeof error === 'object' && 'status' in error && typeof error.status === 'number') {
    const text = 'text' in error ? String(error.text) : '';
    return new SendError(`${error.status} ${text}`.trim(), error.status);
  }
  if (error instanceof Error) return new SendError(`network failure: ${error.message}`, 0);
  return new SendError(String(error), 0);
}

/**
 * Sends one submission: exactly one request. `params` become JSON template parameters (send), or,
 * with `asForm`, the fields of a multipart form post (sendForm). There is no client-side rate
 * limit (the form never sends twice for one click), and no timeout here: the caller decides what
 * to tell the visitor after SEND_TIMEOUT_MS, and a late answer still settles this promise.
 * Rejects with a SendError on any failure.
 */
export async function sendEmail(template: Template, params: Record<string, string>, { asForm = false }: { asForm?: boolean } = {}): Promise<void> {
  const serviceId = PUBLIC_EMAILJS_SERVICE_ID;
  const templateId = templates[template];
  const publicKey = PUBLIC_EMAILJS_PUBLIC_KEY;
  if (!serviceId || !templateId || !publicKey) throw new SendError('email sending is not configured', 0);
  const options = { publicKey, storageProvider: noStorage };
  try {
    const { send, sendForm } = await loadSdk();
    if (asForm) {
      // A detached form holding exactly the trimmed values, so nothing else is posted.
      const form = document.createElement('form');
      for (const [name, value] of Object.entries(params)) {
        const input = document.createElement('textarea');
        input.name = name;
        input.value = value;
        form.append(input);
      }
      await sendForm(serviceId, templateId, form, options);
    } else {
      await send(serviceId, templateId, params, options);
    }
  } catch (error) {
    throw toSendError(error);
  }
}
