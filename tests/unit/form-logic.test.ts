import { describe, expect, it } from 'vitest';
import { formStructures } from '../../src/config/forms';
import { formIds } from '../../src/config/form-ids';
import { checkedForms, formsSchema } from '../../src/lib/form-schema';
import { formFor, formWords } from '../support/forms';
import { contact } from '../../src/config/contact';
import { readFirmData } from '../../src/config/data-file';
import {
  buildPayload,
  characterCount,
  countText,
  defaultValues,
  fallbackBody,
  formReducer,
  initialState,
  isEmpty,
  linkValues,
  mailtoBody,
  mailtoLink,
  MAILTO_BODY_MAX,
  validate,
  type FormState,
} from '../../src/lib/form-logic';
import { isEmailAddress } from '../../src/config/email-address';
import { parseContact } from '../../src/config/contact';

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
    expect(formReducer(afterError, { type: 'submit' })).toEqual({ status: 'idle', errors: {}, earlierArrived: false });
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
    expect(body).toContain(`full text has ${characterCount(message).toLocaleString('en-GB')} characters`);
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

/** content/firm/contact.yaml as written. */
const contactFacts = readFirmData('contact.yaml') as Record<string, unknown> & { email: string };

describe("email addresses (issue 37): one rule for the forms and for the firm's own address", () => {
  const contact = formFor('contact');
  const valid = { user_name: 'Ada', user_email: 'ada@firm.co.uk', user_phone: '', subject: 'Hello', message: 'A question' };
  const refused = [
    'a@b..co',
    'a@b.co.',
    '.a@b.co',
    'a@-b.co',
    '<script>@x.co',
    'a@b-.co',
    'a..b@c.co',
    'a.@b.co',
    'a@b',
    'a@b.c',
    'a b@c.co',
    'a@@b.co',
    'a@b_c.co',
    'a@1.2.3.4',
    '"a"@b.co',
    'a@b.co/x',
    'a@b.co\u200b',
    'a@b.c0',
  ];
  const accepted = [
    'ada@engine.co.uk',
    "sean.o'neil+news@example.net",
    'first.last+tag@mail.sub.example.co.uk',
    'MARIO@AZIENDA.IT',
    'user@münchen.de',
    'josé@correo.es',
    'a@xn--mnchen-3ya.de',
    'x@b.co',
  ];

  it.each(refused)('refuses %s in the form, with the message that says what to write', (email) => {
    expect(validate(contact, { ...valid, user_email: email }).user_email).toBe(formWords('en').interface.emailInvalid);
  });

  it.each(accepted)('accepts %s', (email) => {
    expect(validate(contact, { ...valid, user_email: email })).toEqual({});
  });

  it("is the rule the firm's address in content/firm/contact.yaml is checked with", () => {
    for (const email of refused) expect(isEmailAddress(email), email).toBe(false);
    const firm = { ...contactFacts };
    expect(() => parseContact({ ...firm, email: 'hello@b..co' })).toThrow(/email/);
    expect(parseContact(firm).email).toBe(contactFacts.email);
  });
});

describe('lengths are counted in characters as a person counts them (issue 37)', () => {
  const contact = formFor('contact');
  const valid = { user_name: 'Ada', user_email: 'ada@firm.co.uk', user_phone: '', subject: 'Hello', message: 'A question' };

  it('an emoji, a flag or a family is one character, in the check and in the count', () => {
    expect(characterCount('😀👍🏽🇮🇹👨‍👩‍👧‍👦é')).toBe(5);
    expect(characterCount('  padded  ')).toBe(6);
    expect(validate(contact, { ...valid, message: '😀'.repeat(3000) })).toEqual({});
    expect(validate(contact, { ...valid, message: '👍🏽'.repeat(5000) })).toEqual({});
    expect(validate(contact, { ...valid, message: '🇮🇹'.repeat(5001) }).message).toBe('Message must be 5,000 characters or fewer');
  });

  it('the count under the message says the same in both languages', () => {
    for (const page of ['en', 'it'] as const) {
      const def = formFor('contact', { page });
      const max = def.fields.find((f) => f.name === 'message')!.maxLength;
      const left = max - characterCount('😀'.repeat(4500));
      expect(countText(def.text.charactersLeft!, left, def.lang)).toBe(page === 'en' ? 'You have 500 characters remaining' : 'Le restano 500 caratteri');
    }
  });
});

describe('a link may fill a subject or a message, never a reply address (issue 37)', () => {
  it.each(formIds)('%s: only its fields marked fromLink, which are never an email, phone or choice', (id) => {
    const def = formFor(id, { service: id === 'italian-quote' ? 'italian-business-accounting' : undefined });
    const every = new URLSearchParams(Object.fromEntries(def.fields.map((f) => [f.name, f.type === 'email' ? 'someone@elsewhere.example' : 'From a link'])));
    every.set('email', 'someone@elsewhere.example');
    const filled = linkValues(def, `?${every}`);
    const allowed = def.fields.filter((f) => ['subject', 'message'].includes(f.name)).map((f) => f.name);
    expect(Object.keys(filled).sort()).toEqual(allowed.sort());
    for (const f of def.fields) if (f.type !== 'text' && f.type !== 'textarea') expect(f.fromLink, f.name).toBeFalsy();
  });

  it("cuts a long link to the field's limit without splitting a character", () => {
    const def = formFor('contact');
    expect(linkValues(def, `?message=${encodeURIComponent('🇮🇹'.repeat(6000))}`).message).toBe('🇮🇹'.repeat(5000));
  });

  it("the forms' schema refuses a reply address filled from a link", () => {
    const broken = { ...checkedForms.contact, fields: checkedForms.contact.fields.map((f) => (f.type === 'email' ? { ...f, fromLink: true } : f)) };
    expect(formsSchema.safeParse({ ...checkedForms, contact: broken }).success).toBe(false);
  });
});

describe('an answer belongs to what was sent (issue 37)', () => {
  const run = (...events: Parameters<typeof formReducer>[1][]) => events.reduce<FormState>(formReducer, initialState);

  it('a success of an earlier send while a later one is under way says so and leaves the later one sending', () => {
    const state = run({ type: 'submit' }, { type: 'send' }, { type: 'unconfirmed' }, { type: 'send' }, { type: 'arrivedEarlier', latest: false });
    expect(state).toMatchObject({ status: 'sending', earlierArrived: true });
    expect(formReducer(state, { type: 'failed' })).toMatchObject({ status: 'error', earlierArrived: true });
  });

  it('a success of the latest send after an edit frees the form and says so; a full success or a new submit clears the note', () => {
    const state = run({ type: 'submit' }, { type: 'send' }, { type: 'arrivedEarlier', latest: true });
    expect(state).toMatchObject({ status: 'idle', earlierArrived: true });
    expect(formReducer(state, { type: 'submit' }).earlierArrived).toBe(false);
    expect(run({ type: 'submit' }, { type: 'send' }, { type: 'arrivedEarlier', latest: false }, { type: 'succeeded' }).earlierArrived).toBe(false);
  });

  it('a send held back by the rate limit says how many whole seconds to wait', () => {
    expect(run({ type: 'submit' }, { type: 'send' }, { type: 'limited', waitMs: 7_200 })).toMatchObject({ status: 'limited', waitSeconds: 8 });
    expect(run({ type: 'limited', waitMs: 7_200 }).status).toBe('idle');
  });
});
