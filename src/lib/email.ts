import { send, sendForm, EmailJSResponseStatus } from '@emailjs/browser';
import {
  PUBLIC_EMAILJS_PUBLIC_KEY,
  PUBLIC_EMAILJS_SERVICE_ID,
  PUBLIC_EMAILJS_TEMPLATE_ENQUIRY,
  PUBLIC_EMAILJS_TEMPLATE_NEWSLETTER,
  PUBLIC_EMAILJS_TEMPLATE_CONTACT,
} from 'astro:env/client';

/*
 * The only code that talks to the email-sending service (EmailJS). Ids come from PUBLIC_
 * environment variables (.env.example); without them `emailConfigured` is false and forms offer
 * email and phone instead of pretending to send.
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

/** How long to wait for the service before telling the visitor it failed. */
export const SEND_TIMEOUT_MS = 15_000;

/** Why a send failed, for the console (the visitor sees the form's own message). */
export class SendError extends Error {
  constructor(
    message: string,
    /** HTTP status, 0 for a network failure, -1 for a timeout. */
    readonly status: number,
  ) {
    super(message);
    this.name = 'SendError';
  }
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new SendError(`no answer within ${ms / 1000} seconds`, -1)), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });
}

function toSendError(error: unknown): SendError {
  if (error instanceof SendError) return error;
  if (error instanceof EmailJSResponseStatus) return new SendError(`${error.status} ${error.text}`, error.status);
  if (error instanceof Error) return new SendError(`network failure: ${error.message}`, 0);
  return new SendError(String(error), 0);
}

/**
 * Sends one submission. `params` become JSON template parameters (send), or, with `asForm`, the
 * fields of a multipart form post (sendForm). The SDK's rate limit allows one send per form every
 * 10 seconds. Rejects with a SendError on any failure, including a 15-second silence.
 */
export async function sendEmail(template: Template, params: Record<string, string>, { asForm = false, rateLimitId }: { asForm?: boolean; rateLimitId: string }): Promise<void> {
  const serviceId = PUBLIC_EMAILJS_SERVICE_ID;
  const templateId = templates[template];
  const publicKey = PUBLIC_EMAILJS_PUBLIC_KEY;
  if (!serviceId || !templateId || !publicKey) throw new SendError('email sending is not configured', 0);
  // The SDK refuses a second send with the same id within 10 seconds (it keeps the time in localStorage).
  const limitId = `emailjs-last-send:${rateLimitId}`;
  const options = { publicKey, limitRate: { id: limitId, throttle: 10_000 } };
  try {
    if (asForm) {
      // A detached form holding exactly the trimmed values, so nothing else is posted.
      const form = document.createElement('form');
      for (const [name, value] of Object.entries(params)) {
        const input = document.createElement('textarea');
        input.name = name;
        input.value = value;
        form.append(input);
      }
      await withTimeout(sendForm(serviceId, templateId, form, options), SEND_TIMEOUT_MS);
    } else {
      await withTimeout(send(serviceId, templateId, params, options), SEND_TIMEOUT_MS);
    }
  } catch (error) {
    const failure = toSendError(error);
    // Nothing was delivered: let the visitor try again at once rather than meet the rate limit.
    try {
      localStorage.removeItem(limitId);
    } catch {
      /* storage unavailable: nothing to clear */
    }
    throw failure;
  }
}
