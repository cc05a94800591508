// @vitest-environment jsdom
import { readFileSync } from 'node:fs';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { sendThrottleMs } from '../../src/config/forms';
import { tokenValues } from '../../src/lib/tokens';
import { formFor } from '../support/forms';

/*
 * The forms' rate limit (issue 37): one setting, src/config/forms.ts `sendThrottleMs`. The privacy
 * notice states it through a token, in both languages, and the EmailJS SDK enforces it; this file reads
 * all three from there, so the notice cannot say one thing while the code does another.
 */

const notices = {
  en: { file: 'content/legal/privacy.mdx', bullet: '- **Sending a form:**', token: 'formSendInterval', storage: 'local storage' },
  it: { file: 'content/legal/it/privacy.mdx', bullet: '- **Invio di un modulo:**', token: 'formSendIntervalIt', storage: 'memoria locale' },
} as const;

describe('the privacy notice states the rate limit the code applies', () => {
  it.each(Object.entries(notices))('%s: the notice quotes the setting through its token, never a typed figure', (_lang, notice) => {
    const line = readFileSync(notice.file, 'utf8')
      .split('\n')
      .find((l) => l.startsWith(notice.bullet));
    expect(line, `${notice.file} has its line about sending a form`).toBeDefined();
    expect(line).toContain(`{${notice.token}}`);
    expect(line).toContain(notice.storage);
    // Without the token, the line names no figure or unit of its own.
    expect(line!.replace(`{${notice.token}}`, '')).not.toMatch(/\d|\b(second[sio]?|secondi|ten|dieci)\b/i);
  });

  it('the tokens read the one setting, in each language', () => {
    const seconds = sendThrottleMs / 1000;
    expect(tokenValues().formSendInterval).toBe(`${seconds} second${seconds === 1 ? '' : 's'}`);
    expect(tokenValues().formSendIntervalIt).toBe(seconds === 1 ? 'un secondo' : `${seconds} secondi`);
  });

  it('every form carries the same setting to the island', () => {
    for (const id of ['contact', 'service-quote', 'newsletter', 'promo-booking'] as const) expect(formFor(id, { configured: true }).sendThrottleMs).toBe(sendThrottleMs);
  });
});

describe('the EmailJS SDK enforces it, keeping the time in localStorage', () => {
  // The real SDK and src/lib/email.ts; only the network (fetch) and the clock stand in.
  let email: typeof import('../../src/lib/email');
  const requests: string[] = [];
  beforeAll(async () => {
    vi.stubEnv('PUBLIC_EMAILJS_PUBLIC_KEY', 'test-public-key');
    vi.stubEnv('PUBLIC_EMAILJS_SERVICE_ID', 'test-service');
    vi.stubEnv('PUBLIC_EMAILJS_TEMPLATE_CONTACT', 'test-template-contact');
    vi.resetModules();
    email = await import('../../src/lib/email');
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    localStorage.clear();
    requests.length = 0;
  });
  const answering = (status: number) =>
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => {
        requests.push(url);
        return new Response(status === 200 ? 'OK' : 'Error', { status });
      }),
    );

  it('a second send of the same form within the interval is refused before any request, and allowed once it has passed', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-23T09:00:00Z') });
    answering(200);
    const def = formFor('contact', { configured: true });
    const send = () => email.sendEmail(def.template, { message: 'Hello' }, { asForm: true, limit: { id: def.id, throttleMs: def.sendThrottleMs } });
    await send();
    expect(requests).toHaveLength(1);
    expect(Object.keys(localStorage)).toEqual([`emailjs-last-send:${def.id}`]);
    vi.advanceTimersByTime(sendThrottleMs - 1);
    await expect(send()).rejects.toMatchObject({ name: 'TooSoonError', waitMs: 1 });
    expect(requests).toHaveLength(1);
    vi.advanceTimersByTime(1);
    await send();
    expect(requests).toHaveLength(2);
  });

  it('a failed send does not hold back the retry', async () => {
    answering(500);
    const def = formFor('contact', { configured: true });
    const send = () => email.sendEmail(def.template, { message: 'Hello' }, { asForm: true, limit: { id: def.id, throttleMs: def.sendThrottleMs } });
    await expect(send()).rejects.toMatchObject({ name: 'SendError', status: 500 });
    await expect(send()).rejects.toMatchObject({ name: 'SendError', status: 500 });
    expect(requests).toHaveLength(2);
    expect(Object.keys(localStorage)).toEqual([]);
  });
});
