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

/** The rate limit refused a send before it left the browser: the same form was sent less than its interval ago. */
export class TooSoonError extends SendError {
  constructor(
    /** Milliseconds until the form may be sent again. */
    readonly waitMs: number,
  ) {
    super(`limitRate: ${waitMs} ms`, 429);
    this.name = 'TooSoonError';
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

/** Where a browser that refuses site data keeps the times of last sends: this page's memory. */
const memory = new Map<string, string>();

/**
 * Where the rate limit keeps the time of each form's last send: localStorage (what the privacy
 * notice says), or memory where the browser refuses site data or storage is full. Never throws.
 */
const store = {
  get: async (key: string) => {
    try {
      return window.localStorage.getItem(key) ?? memory.get(key) ?? null;
    } catch {
      return memory.get(key) ?? null;
    }
  },
  set: async (key: string, value: string) => {
    memory.set(key, value);
    try {
      window.localStorage.setItem(key, value);
    } catch {
      /* blocked or full: memory keeps it */
    }
  },
  remove: async (key: string) => {
    memory.delete(key);
    try {
      window.localStorage.removeItem(key);
    } catch {
      /* blocked: nothing to remove */
    }
  },
};

let sdk: Promise<typeof import('@emailjs/browser')> | undefined;

/**
 * Loads the SDK once. It looks at `localStorage` as it loads, which throws where site data is
 * blocked; there, `localStorage` reads as undefined for that moment (sendEmail gives it a store anyway).
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
  sdk = import('@emailjs/browser')
    .then((module) => {
      // Clears the SDK's own defaults (its localStorage store would otherwise win over ours in sendForm), so each call's options decide.
      module.init({});
      return module;
    })
    .finally(restore);
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
 * Sends one submission: at most one request. `params` become JSON template parameters (send), or,
 * with `asForm`, the fields of a multipart form post (sendForm). The SDK's rate limit (`limitRate`)
 * refuses a send of the same form within `limit.throttleMs` of its last one, before any request:
 * that rejects with a TooSoonError saying how long to wait. A send that fails forgets its time, so a
 * retry need not wait. There is no timeout here: the caller decides what to tell the visitor after
 * SEND_TIMEOUT_MS, and a late answer still settles this promise. Rejects with a SendError on any failure.
 */
export async function sendEmail(template: Template, params: Record<string, string>, { asForm = false, limit }: { asForm?: boolean; limit: { id: string; throttleMs: number } }): Promise<void> {
  const serviceId = PUBLIC_EMAILJS_SERVICE_ID;
  const templateId = templates[template];
  const publicKey = PUBLIC_EMAILJS_PUBLIC_KEY;
  if (!serviceId || !templateId || !publicKey) throw new SendError('email sending is not configured', 0);
  const id = `emailjs-last-send:${limit.id}`;
  // What the SDK wrote for this send, if it let it go: the time it kept.
  let stamped: string | undefined;
  const storageProvider = {
    ...store,
    set: async (key: string, value: string) => {
      stamped = value;
      await store.set(key, value);
    },
  };
  const options = { publicKey, storageProvider, limitRate: { id, throttle: limit.throttleMs } };
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
    const failure = toSendError(error);
    // Refused by the rate limit: the SDK kept no new time, and answers 429 without a request.
    if (stamped === undefined && failure.status === 429) throw new TooSoonError(Math.max(0, Number(await store.get(id)) + limit.throttleMs - Date.now()));
    // Nothing was delivered: forget this send's time (not a later send's), so a retry need not wait.
    if (stamped !== undefined && (await store.get(id)) === stamped) await store.remove(id);
    throw failure;
  }
}
