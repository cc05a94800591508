import { z } from 'astro/zod';
import { firmDataPath, readFirmData } from './data-file';
import { parseDataFile } from './parse';

/** Statutory disclosures a UK firm publishes on its website and stationery. */
const disclosuresSchema = z
  .object({
    registeredName: z.string().min(2).optional().describe('Registered company name, e.g. "Ponte Accounting Ltd".'),
    companyNumber: z
      .string()
      .regex(/^(SC|NI|OC|SO|NC|R0|[0-9]{2})[0-9]{6}$/, 'must be a Companies House number such as SC123456')
      .optional()
      .describe('Companies House number: 8 characters, e.g. "SC123456" for a Scottish company.'),
    registeredOffice: z.string().min(5).optional().describe('Registered office address, one line.'),
    placeOfRegistration: z.enum(['Scotland', 'England and Wales', 'Northern Ireland']).optional().describe('Place of registration, e.g. "Scotland".'),
    vatNumber: z
      .string()
      .regex(/^GB\d{9}(\d{3})?$/, 'must look like GB123456789')
      .optional()
      .describe('VAT registration number, e.g. "GB123456789".'),
    professionalBody: z.string().min(2).optional().describe('Professional body the firm is regulated by for anti-money-laundering supervision, e.g. "ICAS".'),
    indemnityInsurer: z.string().min(2).optional().describe('Professional indemnity insurer and territorial coverage.'),
  })
  .strict();

export const siteSchema = z
  .object({
    name: z
      .string()
      .min(2)
      .describe("The firm's working name, used in titles, the header, footer and structured data (after a change, the social card is redrawn with `node scripts/social-card.mjs`)."),
    tagline: z.string().min(10).describe("The firm's one-line tagline."),
    description: z.string().min(50).max(160).describe('One-sentence description used when a page has none of its own.'),
    url: z
      .url({ protocol: /^https?$/, error: 'must be the address the site is served from, starting with https://' })
      .refine((u) => !u.endsWith('/'), 'must not end with a slash')
      .describe('Public URL the site is served from (no trailing slash); from SITE_URL when set.'),
    themeColor: z
      .string()
      .regex(/^#[0-9a-f]{6}$/i, 'must be a hex colour such as #0f3d5c')
      .describe("Theme colour for browsers' UI, a hex colour."),
    languages: z.array(z.string()).min(1).describe('Languages the firm works in, shown as a fact on pages.'),
    founder: z
      .object({
        role: z.string().min(2).describe('Their role, as the about page names it.'),
        roleIt: z.string().min(2).describe('The same role in Italian, for the Italian pages, in the founder’s own gender (e.g. “Fondatrice e amministratrice delegata”), or neutral as “Ha fondato lo studio e lo dirige”.'),
        unnamed: z.string().min(2).describe('How pages speak of the founder until content/firm/people.yaml confirms their name, in place of {founder} (e.g. "led by {founder}"): "its founder".'),
        unnamedIt: z.string().min(2).describe('The same in Italian, in place of {founderIt}: "chi lo ha fondato".'),
        yearsExperience: z.number().int().positive().describe('Whole years of experience (shown as "30+").'),
      })
      .describe('Founder and managing director, shown on the about page.'),
    disclosures: z
      .preprocess((value) => value ?? {}, disclosuresSchema)
      .describe(
        'Statutory disclosures every UK limited company publishes on its website (Companies Act 2006 and the 2015 trading disclosure regulations). The footer and the legal pages show each once set; the build warns, and `npm run check:release` lists each one, while any is missing. Leave a line empty while it is not known.',
      ),
  })
  .strict();

export type SiteConfig = z.infer<typeof siteSchema>;
export type Disclosures = z.infer<typeof disclosuresSchema>;

/** Statutory disclosures every UK limited company must publish (Companies Act 2006 and the 2015 trading disclosure regulations). */
const requiredDisclosures: Record<keyof Disclosures, string> = {
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

/** The data of content/firm/site.yaml with SITE_URL from the environment overriding its `url`. */
export function siteFrom(data: unknown): unknown {
  if (!data || typeof data !== 'object' || Array.isArray(data)) return data;
  const url = env.SITE_URL || (data as { url?: unknown }).url;
  return { ...data, url: typeof url === 'string' ? url.replace(/\/+$/, '') : url };
}

/** The firm's identity, from content/firm/site.yaml: change the working name and disclosures there, and only there. */
export const site = parseSite(siteFrom(readFirmData('site.yaml')));

/** Names of the statutory disclosures not yet set, for the build warning. */
export function missingDisclosures(disclosures: Disclosures = site.disclosures): string[] {
  return (Object.keys(requiredDisclosures) as (keyof Disclosures)[]).filter((key) => !disclosures[key]).map((key) => requiredDisclosures[key]);
}
