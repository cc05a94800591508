import { z } from 'astro/zod';
import { webAddress } from '../core/web-address';
import { parseConfig } from './parse';

/**
 * Proof a visitor can check: professional body, insurance, HMRC agent services, software partners,
 * and photos of the real people and office. Every entry is optional and the site shows only what is
 * filled in here; nothing is shown until the firm supplies it. Never add a badge the firm has not
 * earned or a photo of anyone who is not the firm's own.
 */
const photoSchema = z
  .object({
    /** File name in content/photos/, e.g. "founder.jpg" (JPEG, PNG or WebP, at least 1200 px wide). */
    file: z.string().regex(/^[a-z0-9-]+\.(jpe?g|png|webp|avif)$/, 'must be a file name in content/photos, such as founder.jpg'),
    /** What the photo shows, e.g. "Giulia Rossi, founder, at her desk in the Alloa office". */
    alt: z.string().min(10),
  })
  .strict();

const credentialSchema = z
  .object({
    /** Name as the body or company writes it, e.g. "ICAS" or "Xero Certified Advisor". */
    name: z.string().min(2),
    /** One line under the name, e.g. "Member firm" or "Cover up to £1m". */
    detail: z.string().min(2).optional(),
    /** Where a visitor can check it (the body's public register, the partner directory). */
    verifyUrl: webAddress().optional(),
  })
  .strict();

const credentialsSchema = z
  .object({
    /** Professional body the firm belongs to (membership, practising certificate). */
    professionalBody: credentialSchema.optional(),
    /** Professional indemnity insurance. */
    insurance: credentialSchema.optional(),
    /** HMRC agent services: the firm is registered to act as a tax agent. */
    hmrcAgent: credentialSchema.optional(),
    /** Software partner programmes (Xero, QuickBooks, Sage, FreeAgent…). */
    softwarePartners: z.array(credentialSchema).default([]),
    /** Photos of the real people and place; the illustrations stand in until these exist. */
    photos: z.object({ founder: photoSchema.optional(), team: photoSchema.optional(), office: photoSchema.optional() }).strict().default({}),
  })
  .strict();

type Credential = z.infer<typeof credentialSchema>;
type Credentials = z.infer<typeof credentialsSchema>;

function parseCredentials(value: unknown): Credentials {
  return parseConfig('credentials.ts', credentialsSchema, value);
}

/** Filled in as the firm supplies each one (none yet). */
export const credentials = parseCredentials({
  softwarePartners: [],
  photos: {},
} satisfies z.input<typeof credentialsSchema>);

/** The credentials that are filled in, in the order the trust strip shows them. */
export function shownCredentials(c: Credentials = credentials): Credential[] {
  return [c.professionalBody, c.hmrcAgent, c.insurance, ...c.softwarePartners].filter((x): x is Credential => Boolean(x));
}
