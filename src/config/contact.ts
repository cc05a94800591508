import { z } from 'astro/zod';
import { webAddress } from '../core/web-address';
import { firmDataPath, readFirmData } from './data-file';
import { parseDataFile } from './parse';
import { isEmailAddress } from './email-address';
import type { Locale } from './locale';

const hoursSchema = z.object({
  days: z.string().min(3).describe('Days as shown to visitors, e.g. "Monday to Friday".'),
  dayOfWeek: z
    .array(z.enum(['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday']))
    .min(1)
    .describe('schema.org day names for structured data.'),
  opens: z
    .string()
    .regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'must be a time such as 09:00')
    .describe('Opening time, 24-hour HH:MM.'),
  closes: z
    .string()
    .regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'must be a time such as 17:30')
    .describe('Closing time, 24-hour HH:MM.'),
});

export const contactSchema = z
  .object({
    address: z
      .object({
        street: z.string().min(3).describe('Street address, one line.'),
        city: z.string().min(2).describe('Town.'),
        postcode: z
          .string()
          .regex(/^[A-Z]{1,2}\d[A-Z\d]? ?\d[A-Z]{2}$/, 'must be a UK postcode such as FK10 1EA')
          .describe('UK postcode.'),
        region: z.string().min(2).describe('Region, e.g. Scotland.'),
        country: z.string().min(2).describe('Country as shown to visitors.'),
        regionIt: z.string().min(2).describe('Region and country as the Italian edition shows them, e.g. Scozia, Regno Unito.'),
        countryIt: z.string().min(2),
      })
      .describe('The office address, as pages show it.'),
    phone: z
      .string()
      .regex(/^0\d{2,4} ?\d{3,4} ?\d{3,4}$/, 'must be a UK number such as 01632 960482')
      .describe('Phone number as shown, UK format with spaces.'),
    email: z
      // z.email() tells the visual editor it is an email field; the forms' own rule (src/config/email-address.ts) applies too.
      .email()
      .refine(isEmailAddress, 'must be an email address such as hello@yourfirm.co.uk')
      .refine((e) => !/@example\.(com|org|net)$/i.test(e), 'must not be an example.com address')
      .describe('Email address that receives enquiries.'),
    hours: z.array(hoursSchema).min(1).describe('Opening hours.'),
    bookingUrl: webAddress().describe('Public booking page of the scheduling provider, for the free 30-minute consultation on /contact.'),
  })
  .strict();

export type Contact = z.infer<typeof contactSchema>;

/** Checks the contact details as read from content/firm/contact.yaml; a wrong value stops the build naming the file and the key. */
export function parseContact(value: unknown): Contact {
  return parseDataFile(firmDataPath('contact.yaml'), contactSchema, value);
}

/**
 * The example contact details the site ships with (in content/firm/contact.yaml) until the firm
 * supplies its own: `npm run check:release` fails while any of them is still in use (as it does for
 * a phone number in Ofcom's drama ranges).
 */
export const exampleContact = {
  street: 'Bridge House, 21 Candleriggs',
  email: 'hello@ponteaccounting.co.uk',
  bookingUrl: 'https://calendly.com/ponteaccounting/30min',
} as const;

/**
 * The firm's contact details, from content/firm/contact.yaml: the only place phone, email, address
 * and hours are written. The phone number is in Ofcom's range reserved for drama (01632 960xxx)
 * until the firm supplies its own.
 */
export const contact = parseContact(readFirmData('contact.yaml'));

/** The phone number in E.164 form for tel: links, e.g. +441632960482. */
export const phoneHref = `tel:+44${contact.phone.replace(/\s+/g, '').replace(/^0/, '')}`;

/** mailto: link to the firm, optionally with a subject and body. */
export function mailtoHref(subject?: string, body?: string): string {
  const params = new URLSearchParams();
  if (subject) params.set('subject', subject);
  if (body) params.set('body', body);
  // URLSearchParams encodes spaces as '+', which mail clients show literally: use %20.
  const query = params.toString().replace(/\+/g, '%20');
  return `mailto:${contact.email}${query ? `?${query}` : ''}`;
}

const a = contact.address;
/** The region and country as a language names them: [Scotland, United Kingdom], [Scozia, Regno Unito]. */
export const regionIn = (lang: Locale): [string, string] => ({ en: [a.region, a.country] as [string, string], it: [a.regionIt, a.countryIt] as [string, string] })[lang];
/** The address on one line in a language, e.g. for the footer. */
export const addressLineFor = (lang: Locale): string => [a.street, `${a.city} ${a.postcode}`, ...regionIn(lang)].join(', ');
