import { z } from 'astro/zod';
import { firmDataPath, readFirmData } from './data-file';
import { parseDataFile } from './parse';

/** Statutory disclosures a UK firm publishes on its website and stationery. */
const disclosuresSchema = z
  .object({
    /** Registered company name, e.g. "Ponte Accounting Ltd". */
    registeredName: z.string().min(2).optional(),
    /** Companies House number: 8 characters, e.g. "SC123456" for a Scottish company. */
    companyNumber: z
      .string()
      .regex(/^(SC|NI|OC|SO|NC|R0|[0-9]{2})[0-9]{6}$/, 'must be a Companies House number such as SC123456')
      .optional(),
    /** Registered office address, one line. */
    registeredOffice: z.string().min(5).optional(),
    /** Place of registration, e.g. "Scotland". */
    placeOfRegistration: z.enum(['Scotland', 'England and Wales', 'Northern Ireland']).optional(),
    /** VAT registration number, e.g. "GB123456789". */
    vatNumber: z
      .string()
      .regex(/^GB\d{9}(\d{3})?$/, 'must look like GB123456789')
      .optional(),
    /** Professional body the firm is regulated by for anti-money-laundering supervision, e.g. "ICAS". */
    professionalBody: z.string().min(2).optional(),
    /** Professional indemnity insurer and territorial coverage. */
    indemnityInsurer: z.string().min(2).optional(),
  })
  .strict();

const siteSchema = z
  .object({
    /** The firm's working name, used in titles, the header, footer and structured data. */
    name: z.string().min(2),
    /** The firm's one-line tagline. */
    tagline: z.string().min(10),
    /** One-sentence description used when a page has none of its own. */
    description: z.string().min(50).max(160),
    /** Public URL the site is served from (no trailing slash); from SITE_URL when set. */
    url: z.url().refine((u) => !u.endsWith('/'), 'must not end with a slash'),
    /** Theme colour for browsers' UI, a hex colour. */
    themeColor: z.string().regex(/^#[0-9a-f]{6}$/i, 'must be a hex colour such as #0f3d5c'),
    /** Languages the firm works in, shown as a fact on pages. */
    languages: z.array(z.string()).min(1),
    /** Founder and managing director, shown on the about page. */
    founder: z.object({ role: z.string().min(2), yearsExperience: z.number().int().positive() }),
    /** Statutory disclosures; an empty list (every line commented out in the YAML) is none set. */
    disclosures: z.preprocess((value) => value ?? {}, disclosuresSchema),
  })
  .strict();

export type SiteConfig = z.infer<typeof siteSchema>;
export type Disclosures = z.infer<typeof disclosuresSchema>;

/** Statutory disclosures every UK limited company must publish (Companies Act 2006 and the 2015 trading disclosure regulations). */
export const requiredDisclosures: Record<keyof Disclosures, string> = {
  registeredName: 'registered company name',
  companyNumber: 'company number',
  registeredOffice: 'registered office address',
  placeOfRegistration: 'place of registration',
  vatNumber: 'VAT number (if VAT-registered)',
  professionalBody: 'professional body / AML supervisor',
  indemnityInsurer: 'professional indemnity insurer',
};

/** Checks the firm's identity as read from content/firm/site.yaml; a wrong value stops the build naming the file and the key. */
export function parseSite(value: unknown): SiteConfig {
  return parseDataFile(firmDataPath('site.yaml'), siteSchema, value);
}

const env = (typeof process !== 'undefined' ? process.env : {}) as Record<string, string | undefined>;

/** Reads content/firm/site.yaml; SITE_URL from the environment overrides its `url`. */
function siteData(): unknown {
  const data = readFirmData('site.yaml');
  if (!data || typeof data !== 'object' || Array.isArray(data)) return data;
  const url = env.SITE_URL || (data as { url?: unknown }).url;
  return { ...data, url: typeof url === 'string' ? url.replace(/\/+$/, '') : url };
}

/** The firm's identity, from content/firm/site.yaml: change the working name and disclosures there, and only there. */
export const site = parseSite(siteData());

/** Names of the statutory disclosures not yet set, for the build warning. */
export function missingDisclosures(disclosures: Disclosures = site.disclosures): string[] {
  return (Object.keys(requiredDisclosures) as (keyof Disclosures)[]).filter((key) => !disclosures[key]).map((key) => requiredDisclosures[key]);
}
