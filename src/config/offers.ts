import { z } from 'astro/zod';
import { firmDataPath, readFirmData, recordOf } from './data-file';
import { parseDataFile } from './parse';
import { htmlLang, type Locale } from './locale';

/** Services with a published starting price, keyed as the quote forms' service values. */
export const pricedServices = [
  'virtual-bookkeeping',
  'digital-bookkeeping',
  'automated-bookkeeping',
  'cloud-accounting',
  'accounting-scotland',
  'italian-established',
  'italian-market-entry',
] as const;

/**
 * Services whose starting price the firm may set but need not: while content/firm/prices.yaml has no figure for one,
 * pages say its fee is agreed in writing before work starts (the interface words' priceAgreed).
 */
const optionallyPricedServices = ['payroll', 'year-end-accounts', 'self-assessment', 'ecommerce'] as const;
type OptionallyPricedService = (typeof optionallyPricedServices)[number];

/** What each optional starting price is for, as the firm's editor reads it. */
const optionalPriceFor: Record<OptionallyPricedService, string> = {
  payroll: 'Payroll (/services/accounting/payroll)',
  'year-end-accounts': 'Year-end accounts (/services/accounting/financial-statements)',
  'self-assessment': 'Self Assessment (/services/accounting/tax-planning)',
  ecommerce: 'E-commerce accounting (/services/ecommerce)',
};

/** Packages of the MTD pages, keyed as in content/mtd-data/ (the `id` of each package). */
export const mtdPackageIds = ['essential', 'standard', 'premium'] as const;
type MtdPackageId = (typeof mtdPackageIds)[number];

/**
 * A price a service can quote: a starting price (monthly), one the firm may leave unset (see optionallyPricedServices),
 * or, as `mtd-<id>`, an MTD package (quarterly).
 */
export const priceRefs = [...pricedServices, ...optionallyPricedServices, ...mtdPackageIds.map((id) => `mtd-${id}` as const)] as const;
export type PriceRef = (typeof priceRefs)[number];

/** The amount a price reference names, and what it is for (a month or a quarter); undefined while the firm has set no figure. */
export function priceOf(ref: PriceRef, prices: Offers = offers): { amount: number; per: 'month' | 'quarter' } | undefined {
  if (ref.startsWith('mtd-')) return { amount: prices.mtdPackages[ref.slice(4) as MtdPackageId], per: 'quarter' };
  const amount = prices.startingPrices[ref as (typeof pricedServices)[number] | OptionallyPricedService];
  return amount === undefined ? undefined : { amount, per: 'month' };
}

const range = z
  .object({ from: z.number().int().positive(), to: z.number().int().positive() })
  .strict()
  .refine((r) => r.from < r.to, 'from must be less than to');

export const offersSchema = z
  .object({
    vat: z
      .enum(['excluded', 'included', 'not-charged'])
      .describe("Whether the prices below include VAT: 'excluded' (VAT is added: shown as \"plus VAT\"), 'included' (shown as \"including VAT\") or 'not-charged' (the firm is not VAT-registered)."),
    pricesConfirmed: z.boolean().describe('True once the firm has confirmed every price below and the VAT statement; the release check lists it until then.'),
    startingPrices: z
      .object({
        ...(Object.fromEntries(pricedServices.map((id) => [id, z.number().int().positive()])) as Record<(typeof pricedServices)[number], z.ZodNumber>),
        ...(Object.fromEntries(
          optionallyPricedServices.map((id) => [
            id,
            z
              .number()
              .int()
              .positive()
              .optional()
              .describe(
                `Optional: the starting monthly fee in pounds for ${optionalPriceFor[id]}. Leave it empty while the fee is agreed with each client: pages then say "Fee agreed in writing before we start".`,
              ),
          ]),
        ) as Record<OptionallyPricedService, z.ZodOptional<z.ZodNumber>>),
      })
      .strict()
      .describe('Starting monthly fee in pounds per service: pages show it as "from £x", with the VAT statement.'),
    mtdPackages: z.record(z.enum(mtdPackageIds), z.number().int().positive()).describe('MTD packages: starting fee in pounds per quarter.'),
    mtdSetup: z
      .object({ basic: range, comprehensive: range })
      .strict()
      .describe('One-off MTD software set-up for clients not on a package, in pounds: a range, quoted as a fixed fee after the free assessment.'),
    restaurant: z
      .object({
        consultationHours: z.number().positive().describe('Length of the free consultation in hours.'),
        endsOn: z.iso.date().describe('Last day the offer is open, ISO date; after it the offer is shown as ended.'),
      })
      .strict()
      .describe('The restaurant offer: a free consultation (and first month) for restaurants, open until its end date. Its value and the restaurant count are claims (content/firm/claims.yaml).'),
    promo: z
      .object({
        freeMonths: z.number().int().positive().describe('Months of free bookkeeping.'),
        thenFrom: z
          .enum(pricedServices)
          .optional()
          .describe('The plan the free months lead to: its starting price (startingPrices above) is shown with the offer as what the client pays afterwards. Leave it out to show no price.'),
        endsOn: z.iso.date().describe('Last day the offer is open, ISO date.'),
        placesPerMonth: z
          .number()
          .int()
          .positive()
          .optional()
          .describe('New clients the firm can take on the offer each month; set only if there is a real limit (then, and only then, pages say places are limited).'),
      })
      .strict()
      .describe('The promotion on /promo: months of free bookkeeping, open until its end date.'),
    consultationMinutes: z.number().int().positive().describe('Length of the free consultation booked on /contact, in minutes.'),
  })
  .strict();

export type Offers = z.infer<typeof offersSchema>;

/** Words in English and Italian. */
const words = (min: number) => {
  // Words that may be empty default to empty, so the editor may leave the field blank (it then omits the key).
  if (min > 0) return z.object({ en: z.string().min(min), it: z.string().min(min) }).strict();
  return z
    .object({ en: z.string().default(''), it: z.string().default('') })
    .strict()
    .prefault({});
};
/** What pages write for one VAT setting. */
const vatWordsSchema = z
  .object({
    afterPrice: words(0).describe('Follows every price (e.g. "plus VAT"); empty when no VAT is charged.'),
    statement: words(3).describe('The one sentence about VAT shown beside prices.'),
  })
  .strict();
export const vatWordingSchema = z.object({ excluded: vatWordsSchema, included: vatWordsSchema, 'not-charged': vatWordsSchema }).strict();
export type VatWording = z.infer<typeof vatWordingSchema>;

/** Checks the prices and offers as read from content/firm/prices.yaml; a wrong value stops the build naming the file and the key. */
export function parseOffers(value: unknown): Offers {
  return parseDataFile(firmDataPath('prices.yaml'), offersSchema, value);
}

/** Checks the VAT wording (`vatWording` of content/firm/prices.yaml), naming the key. */
export function parseVatWording(value: unknown): VatWording {
  return parseDataFile(firmDataPath('prices.yaml'), z.object({ vatWording: vatWordingSchema }), { vatWording: value }).vatWording;
}

const { vatWording: vatWordingData, ...offersData } = recordOf(readFirmData('prices.yaml'));

/** Prices and offers, from content/firm/prices.yaml: the only place these figures are written. */
export const offers = parseOffers(offersData);

/** The words shown with prices for each VAT setting, in English and Italian, from content/firm/prices.yaml. */
export const vatWording = parseVatWording(vatWordingData);

/** True while an offer ending on `endsOn` (inclusive, UK time) is open on `today`. */
export function isOfferOpen(endsOn: string, today: Date = new Date()): boolean {
  const ukToday = today.toLocaleDateString('en-CA', { timeZone: 'Europe/London' });
  return ukToday <= endsOn;
}

/** "£1,250" in English; "£1.250" in Italian (grouped from four digits, as Italian style writes it). */
export function formatPounds(amount: number, lang: Locale = 'en'): string {
  return `£${amount.toLocaleString(htmlLang[lang], { useGrouping: 'always' })}`;
}

/** The VAT statement after a price, from `offers.vat`: " plus VAT", " including VAT", or nothing. */
export function vatSuffix(lang: Locale = 'en', vat: Offers['vat'] = offers.vat): string {
  const words = vatWording[vat].afterPrice[lang];
  return words ? ` ${words}` : '';
}

/** A price as pages show it: "£150 plus VAT" (the VAT statement comes from content/firm/prices.yaml, once). */
export function formatPrice(amount: number, lang: Locale = 'en'): string {
  return `${formatPounds(amount, lang)}${vatSuffix(lang)}`;
}

/** The one sentence about VAT shown beside prices. */
export function vatStatement(lang: Locale = 'en', vat: Offers['vat'] = offers.vat): string {
  return vatWording[vat].statement[lang];
}
