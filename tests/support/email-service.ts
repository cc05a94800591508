import type { Page, Request } from '@playwright/test';

/** What the page sent to the email service, decoded. */
export interface SentEmail {
  endpoint: 'send' | 'send-form';
  service_id: string;
  template_id: string;
  user_id: string;
  /** Template parameters (send) or form fields (send-form). */
  params: Record<string, string>;
}

export type Answer = number | 'network-failure' | 'silence';

/** Decodes a request the SDK made to the email service. */
export async function decode(request: Request): Promise<SentEmail> {
  const url = new URL(request.url());
  if (url.pathname.endsWith('/send-form')) {
    const body = await new Response(new Uint8Array(request.postDataBuffer() ?? []), { headers: { 'content-type': request.headers()['content-type'] ?? '' } }).formData();
    const fields: Record<string, string> = {};
    for (const [key, value] of body.entries()) fields[key] = String(value);
    const { service_id = '', template_id = '', user_id = '', lib_version: _v, ...params } = fields;
    return { endpoint: 'send-form', service_id, template_id, user_id, params };
  }
  const json = request.postDataJSON() as { service_id: string; template_id: string; user_id: string; template_params: Record<string, string> };
  return { endpoint: 'send', service_id: json.service_id, template_id: json.template_id, user_id: json.user_id, params: json.template_params };
}

/**
 * Intercepts the email service at the network boundary: records each request the real SDK makes
 * and answers with a status, a network failure or silence.
 */
export async function interceptEmailService(page: Page, answer: Answer = 200) {
  const sent: SentEmail[] = [];
  await page.route('https://api.emailjs.com/**', async (route) => {
    sent.push(await decode(route.request()));
    if (answer === 'network-failure') return route.abort('internetdisconnected');
    if (answer === 'silence') return; // never answered: the form's own timeout must act
    const text = { 200: 'OK', 400: 'The template ID is invalid', 403: 'Forbidden', 429: 'Too Many Requests', 451: 'Unavailable For Headless Browser', 500: 'Internal Server Error' }[answer] ?? 'Error';
    return route.fulfill({ status: answer, contentType: 'text/plain', body: text });
  });
  return sent;
}

/**
 * Intercepts the email service and holds every request unanswered until the test answers it
 * (`answer(200)`), as a slow service does; `sent` records each request as it arrives.
 */
export async function holdEmailService(page: Page) {
  const sent: SentEmail[] = [];
  // The answer of each request, by its place in `sent`.
  const waiting = new Map<number, (status: number) => void>();
  await page.route('https://api.emailjs.com/**', async (route) => {
    const index = sent.push(await decode(route.request())) - 1;
    const status = await new Promise<number>((resolve) => waiting.set(index, resolve));
    await route.fulfill({ status, contentType: 'text/plain', body: status === 200 ? 'OK' : 'Error' });
  });
  return {
    sent,
    /** Answers the oldest unanswered request, or the `index`th request (0 for the first) when given. */
    answer: (status: number, index = Math.min(...waiting.keys())) => {
      const resolve = waiting.get(index);
      waiting.delete(index);
      resolve?.(status);
    },
  };
}
