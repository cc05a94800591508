import { describe, expect, it } from 'vitest';
import { formStructures } from '../../src/config/forms';
import { formIds } from '../../src/config/form-ids';
import { checkedForms } from '../../src/lib/form-schema';
import { formFor, formWords } from '../support/forms';
import { contact } from '../../src/config/contact';
import { buildPayload, defaultValues, fallbackBody, formReducer, initialState, isEmpty, mailtoBody, mailtoLink, MAILTO_BODY_MAX, validate, type FormState } from '../../src/lib/form-logic';

describe('form definitions', () => {
  it('define every form id and pass the build-time schema', () => {
    expect(Object.keys(formStructures).sort()).toEqual([...formIds].sort());
    expect(checkedForms).toBeTruthy();
  });

  it('have their words in English and Italian, checked by the words schema', () => {
    expect(formWords('en').forms.contact.submitLabel).toBe('Send message');
    expect(formWords('it').forms.contact.submitLabel).toBe('Invii il messaggio');
  });

  it('keep every field under the email service payload limit (50 KB)', () => {
    for (const def of Object.values(formStructures)) {
      const total = def.fields.reduce((sum, f) => sum + f.maxLength, 0);
      expect(total * 4, def.id).toBeLessThan(50_000); // 4 bytes per character at worst in UTF-8
    }
  });
});

describe('the service quote form follows its page', () => {
  it.each([
    ['virtual-bookkeeping', 'Virtual Assistant Bookkeeping Inquiry'],
    ['digital-bookkeeping', 'Digital Bookkeeping Services Inquiry'],
    ['automated-bookkeeping', 'Automated Bookkeeping Inquiry'],
    ['cloud-accounting', 'Cloud Accounting Services Inquiry'],
    ['accounting-scotland', 'Accounting Services Scotland Inquiry'],
  ])('on the %s page the subject is %s and the service defaults to the page', (service, subject) => {
    const def = formFor('service-quote', { service });
    expect(buildPayload(def, defaultValues(def, service)).subject).toBe(subject);
    expect(defaultValues(def, service).service).toBe(service);
  });

  it('offers four services, and five on the Scotland page with its own placeholder', () => {
    const plain = formFor('service-quote', { service: 'cloud-accounting' });
    const scotland = formFor('service-quote', { service: 'accounting-scotland' });
    const options = (d: typeof plain) => d.fields.find((f) => f.name === 'service')?.options?.map((o) => o.value);
    expect(options(plain)).toEqual(['virtual-bookkeeping', 'digital-bookkeeping', 'automated-bookkeeping', 'cloud-accounting']);
    expect(options(scotland)).toHaveLength(5);
    expect(plain.fields.find((f) => f.name === 'message')?.placeholder).toBe('Tell us about your business');
    expect(scotland.fields.find((f) => f.name === 'message')?.placeholder).toBe('Tell us about your Scottish business');
  });
});

describe('payloads carry exactly the fields of the email templates', () => {
  const quote = formFor('service-quote', { service: 'digital-bookkeeping' });
  it('service quote: from_name, reply_to, phone, service, message, subject (trimmed)', () => {
    const payload = buildPayload(quote, { from_name: '  Ada Lovelace ', reply_to: 'ada@firm.co.uk', phone: '', service: 'digital-bookkeeping', message: ' Hi ' });
    expect(payload).toEqual({ from_name: 'Ada Lovelace', reply_to: 'ada@firm.co.uk', phone: '', service: 'digital-bookkeeping', message: 'Hi', subject: 'Digital Bookkeeping Services Inquiry' });
  });

  it('Italian quote: the same keys with the Italian subject', () => {
    const def = formFor('italian-quote', { words: 'it', service: 'italian-business-accounting' });
    const payload = buildPayload(def, { ...defaultValues(def, 'italian-business-accounting'), from_name: 'Mario Rossi', reply_to: 'mario@azienda.it' });
    expect(Object.keys(payload)).toEqual(['from_name', 'reply_to', 'phone', 'service', 'message', 'subject']);
    expect(payload.subject).toBe('Italian Business Accounting Inquiry');
    expect(payload.service).toBe('italian-business-accounting');
  });

  it('restaurant: from_name, restaurant_name, reply_to, phone, message', () => {
    const payload = buildPayload(formFor('restaurant-consultation'), { from_name: 'Gio', restaurant_name: 'Da Gio', reply_to: 'g@dagio.co.uk', phone: '01632 960001', message: '' });
    expect(Object.keys(payload)).toEqual(['from_name', 'restaurant_name', 'reply_to', 'phone', 'message']);
  });

  it('contact: user_name, user_email, user_phone, subject, message', () => {
    const payload = buildPayload(formFor('contact'), { user_name: 'A', user_email: 'a@b.co', user_phone: '', subject: 'S', message: 'M' });
    expect(Object.keys(payload)).toEqual(['user_name', 'user_email', 'user_phone', 'subject', 'message']);
  });

  it('newsletter: email, subject and a message naming the email', () => {
    expect(buildPayload(formFor('newsletter'), { email: ' news@shop.co.uk ' })).toEqual({
      email: 'news@shop.co.uk',
      subject: 'Newsletter Subscription',
      message: 'New newsletter subscription request from news@shop.co.uk (website footer).',
    });
  });

  it('the forms the old site left unwired send something sensible', () => {
    expect(buildPayload(formFor('resources-newsletter'), { email: 'a@b.co' }).subject).toBe('Resources Newsletter Subscription');
    expect(buildPayload(formFor('blog-newsletter'), { email: 'a@b.co' }).subject).toBe('Blog Newsletter Subscription');
    expect(Object.keys(buildPayload(formFor('promo-booking'), { from_name: 'A', reply_to: 'a@b.co', phone: '01632 960001' }))).toEqual(['from_name', 'reply_to', 'phone', 'subject', 'message']);
  });

  it("from an Italian page the firm gets the English subjects and fields, with the visitor's language in the message", () => {
    expect(buildPayload(formFor('contact', { page: 'it' }), { user_name: 'G', user_email: 'g@a.it', user_phone: '', subject: 'Filiale', message: 'M' })).toEqual({
      user_name: 'G',
      user_email: 'g@a.it',
      user_phone: '',
      subject: 'Filiale',
      message: 'Language: Italian\r\n\r\nM',
    });
    const quote = formFor('italian-quote', { page: 'it' });
    expect(buildPayload(quote, defaultValues(quote))).toMatchObject({ subject: 'Italian Business Accounting Inquiry', message: 'Language: Italian' });
    const serviceQuote = formFor('service-quote', { page: 'it', service: 'cloud-accounting' });
    expect(buildPayload(serviceQuote, defaultValues(serviceQuote, 'cloud-accounting'))).toMatchObject({ subject: 'Cloud Accounting Services Inquiry', message: 'Language: Italian' });
    const restaurant = formFor('restaurant-consultation', { page: 'it' });
    expect(Object.keys(buildPayload(restaurant, defaultValues(restaurant)))).toEqual(['from_name', 'restaurant_name', 'reply_to', 'phone', 'message']);
    expect(buildPayload(formFor('newsletter', { page: 'it' }), { email: 'a@b.it' })).toEqual({
      email: 'a@b.it',
      subject: 'Newsletter Subscription',
      message: 'Language: Italian\r\n\r\nNew newsletter subscription request from a@b.it (website footer).',
    });
  });

  it('keeps hostile text as text', () => {
    const payload = buildPayload(formFor('contact'), { user_name: '<img src=x onerror=alert(1)>', user_email: 'a@b.co', user_phone: '', subject: '"><script>', message: 'שלום 👋' });
    expect(payload.user_name).toBe('<img src=x onerror=alert(1)>');
    expect(payload.message).toBe('שלום 👋');
  });
});

describe('validation: required fields, email and phone formats, length limits', () => {
  const contact = formFor('contact');
  const valid = { user_name: 'Ada', user_email: 'ada@firm.co.uk', user_phone: '', subject: 'Hello', message: 'A question' };

  it('accepts a valid contact message', () => {
    expect(validate(contact, valid)).toEqual({});
  });

  it('treats whitespace-only as empty and says what to do', () => {
    expect(validate(contact, { ...valid, user_name: '   ', message: '\n' })).toEqual({ user_name: 'Enter your full name', message: 'Enter your message' });
  });

  it('rejects a malformed email and phone number', () => {
    const errors = validate(contact, { ...valid, user_email: 'ada@', user_phone: 'call me' });
    expect(errors.user_email).toMatch(/correct format/);
    expect(errors.user_phone).toMatch(/telephone number/);
  });

  it('accepts UK and international phone formats', () => {
    for (const phone of ['01632 960001', '+44 7700 900982', '(01632) 960-001', '+39 02 1234 5678']) {
      expect(validate(contact, { ...valid, user_phone: phone }), phone).toEqual({});
    }
  });

  it('limits a message to 5,000 characters', () => {
    expect(validate(contact, { ...valid, message: 'x'.repeat(5000) })).toEqual({});
    expect(validate(contact, { ...valid, message: 'x'.repeat(5001) }).message).toBe('Message must be 5,000 characters or fewer');
  });

  it('speaks Italian on the Italian form', () => {
    const def = formFor('italian-quote', { words: 'it', service: 'italian-business-accounting' });
    const errors = validate(def, { ...defaultValues(def), reply_to: 'mario' });
    expect(errors.from_name).toBe('Inserisca il suo nome e cognome');
    expect(errors.reply_to).toMatch(/^Inserisca un indirizzo email nel formato corretto/);
  });

  it('rejects a service that is not offered on the page', () => {
    const def = formFor('service-quote', { service: 'cloud-accounting' });
    expect(validate(def, { from_name: 'A', reply_to: 'a@b.co', phone: '', service: 'accounting-scotland', message: '' }).service).toBeDefined();
  });

  it('knows an empty newsletter submit', () => {
    expect(isEmpty(formFor('newsletter'), { email: '  ' })).toBe(true);
    expect(isEmpty(formFor('newsletter'), { email: 'a' })).toBe(false);
  });
});

describe('state machine: idle, sending, success, error, unconfirmed, unavailable', () => {
  const run = (...events: Parameters<typeof formReducer>[1][]) => events.reduce<FormState>(formReducer, initialState);

  it('goes idle → sending → success, and idle → sending → error', () => {
    expect(run({ type: 'submit' }, { type: 'send' }).status).toBe('sending');
    expect(run({ type: 'submit' }, { type: 'send' }, { type: 'succeeded' }).status).toBe('success');
    expect(run({ type: 'submit' }, { type: 'send' }, { type: 'failed' }).status).toBe('error');
  });

  it('a new submit clears the previous result first', () => {
    const afterError = run({ type: 'submit' }, { type: 'send' }, { type: 'failed' });
    expect(formReducer(afterError, { type: 'submit' })).toEqual({ status: 'idle', errors: {} });
  });

  it('ignores a second submit while sending', () => {
    const sending = run({ type: 'submit' }, { type: 'send' });
    expect(formReducer(sending, { type: 'submit' })).toBe(sending);
    expect(formReducer(sending, { type: 'send' })).toBe(sending);
  });

  it('keeps field errors after an invalid submit and clears them on the next', () => {
    const invalid = run({ type: 'submit' }, { type: 'invalid', errors: { email: 'Enter your email address' } });
    expect(invalid.errors).toEqual({ email: 'Enter your email address' });
    expect(formReducer(invalid, { type: 'submit' }).errors).toEqual({});
  });
});

describe('mailto fallback', () => {
  it('carries every field with its label, the select by its visible name', () => {
    const def = formFor('service-quote', { service: 'cloud-accounting' });
    const body = fallbackBody(def, { from_name: 'Ada', reply_to: 'ada@firm.co.uk', phone: '', service: 'cloud-accounting', message: 'Two shops' });
    expect(body).toBe('Full name: Ada\r\nEmail address: ada@firm.co.uk\r\nPhone number: \r\nService: Cloud accounting\r\nMessage: Two shops');
  });

  it('keeps a short message whole in the mailto body', () => {
    const values = { user_name: 'Ada', user_email: 'ada@firm.co.uk', user_phone: '', subject: 'Payroll', message: 'Three staff.' };
    expect(mailtoBody(formFor('contact'), values)).toBe(fallbackBody(formFor('contact'), values));
  });

  it('shortens a long message so the encoded body stays within 1,800 characters, and says so', () => {
    const message = 'Perché la contabilità è importante — £ € 👋 '.repeat(110);
    const values = { user_name: 'Ada', user_email: 'ada@firm.co.uk', user_phone: '', subject: 'Payroll', message };
    const body = mailtoBody(formFor('contact'), values);
    expect(encodeURIComponent(body).length).toBeLessThanOrEqual(MAILTO_BODY_MAX);
    expect(body).toMatch(/^Full name: Ada\r\nEmail address: ada@firm\.co\.uk\r\n/);
    expect(body).toContain(`full text has ${Array.from(message.trim()).length.toLocaleString('en-GB')} characters`);
    const link = mailtoLink(contact.email, formFor('contact'), values);
    expect(link.startsWith(`mailto:${contact.email}?subject=Message%20from%20the%20website&body=`)).toBe(true);
    expect(link.length).toBeLessThan(MAILTO_BODY_MAX + 100);
  });
});

describe('not confirmed yet', () => {
  const run = (...events: Parameters<typeof formReducer>[1][]) => events.reduce<FormState>(formReducer, initialState);

  it('sending → unconfirmed; a late answer still decides; only a knowing resend leaves it', () => {
    const unconfirmed = run({ type: 'submit' }, { type: 'send' }, { type: 'unconfirmed' });
    expect(unconfirmed.status).toBe('unconfirmed');
    expect(formReducer(unconfirmed, { type: 'succeeded' }).status).toBe('success');
    expect(formReducer(unconfirmed, { type: 'failed' }).status).toBe('error');
    expect(formReducer(unconfirmed, { type: 'submit' })).toBe(unconfirmed);
    expect(formReducer(unconfirmed, { type: 'send' }).status).toBe('sending');
    expect(run({ type: 'unconfirmed' }).status).toBe('idle');
  });
});
