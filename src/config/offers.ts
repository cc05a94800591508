import { z } from 'astro/zod';
import { parseConfig } from './parse';

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

/** Packages of the MTD pages, keyed as in content/mtd-data/ (the `id` of each package). */
export const mtdPackageIds = ['essential', 'standard', 'premium', 'sole-trader', 'contractor', 'property', 'mixed-business'] as const;
export type MtdPackageId = (typeof mtdPackageIds)[number];

const range = z
  .object({ from: z.number().int().positive(), to: z.number().int().positive() })
  .strict()
  .refine((r) => r.from < r.to, 'from must be less than to');

const offersSchema = z
  .object({
    /**
     * Whether the prices below include VAT: 'excluded' (VAT is added: shown as "plus VAT"),
     * 'included' (shown as "including VAT") or 'not-charged' (the firm is not VAT-registered).
     */
    vat: z.enum(['excluded', 'included', 'not-charged']),
    /** True once the firm has confirmed every price below and the VAT statement; the release check lists it until then. */
    pricesConfirmed: z.boolean(),
    /** Starting monthly fee in pounds per service: pages show it as "from £x", with the VAT statement. */
    startingPrices: z.record(z.enum(pricedServices), z.number().int().positive()),
    /** MTD packages: starting fee in pounds per quarter. */
    mtdPackages: z.record(z.enum(mtdPackageIds), z.number().int().positive()),
    /** One-off MTD software set-up for clients not on a package, in pounds: a range, quoted as a fixed fee after the free assessment. */
    mtdSetup: z.object({ basic: range, comprehensive: range }).strict(),
    /** The restaurant offer: a free consultation (and first month) for restaurants, open until its end date. Its value and the restaurant count are claims (src/config/claims.ts). */
    restaurant: z
      .object({
        /** Length of the free consultation in hours. */
        consultationHours: z.number().positive(),
        /** Last day the offer is open, ISO date; after it the offer is shown as ended. */
        endsOn: z.iso.date(),
      })
      .strict(),
    /** The promotion on /promo: months of free bookkeeping, open until its end date. */
    promo: z
      .object({
        /** Months of free bookkeeping. */
        freeMonths: z.number().int().positive(),
        /** Last day the offer is open, ISO date. */
        endsOn: z.iso.date(),
        /** New clients the firm can take on the offer each month; set only if there is a real limit (then, and only then, pages say places are limited). */
        placesPerMonth: z.number().int().positive().optional(),
      })
      .strict(),
    /** Length of the free consultation booked on /contact, in minutes. */
    consultationMinutes: z.number().int().positive(),
  })
  .strict();

export type Offers = z.infer<typeof offersSchema>;

export function parseOffers(value: unknown): Offers {
  return parseConfig('offers.ts', offersSchema, value);
}

/** Prices and offers: the only place these figures are written. */
export const offers = parseOffers({
  vat: 'excluded',
  pricesConfirmed: false,
  startingPrices: {
    'virtual-bookkeeping': 150,
    'digital-bookkeeping': 120,
    'automated-bookkeeping': 200,
    'cloud-accounting': 180,
    'accounting-scotland': 120,
    'italian-established': 300,
    'italian-market-entry': 500,
  },
  mtdPackages: {
    essential: 150,
    standard: 250,
    premium: 400,
    'sole-trader': 120,
    contractor: 150,
    property: 150,
    'mixed-business': 200,
  },
  mtdSetup: { basic: { from: 300, to: 800 }, comprehensive: { from: 800, to: 2000 } },
  restaurant: { consultationHours: 1, endsOn: '2026-12-31' },
  promo: { freeMonths: 1, endsOn: '2026-12-31' },
  consultationMinutes: 30,
});

/** True while an offer ending on `endsOn` (inclusive, UK time) is open on `today`. */
export function isOfferOpen(endsOn: string, today: Date = new Date()): boolean {
  const ukToday = today.toLocaleDateString('en-CA', { timeZone: 'Europe/London' });
  return ukToday <= endsOn;
}

/** "£1,250" in English; "£1.250" in Italian (grouped from four digits, as Italian style writes it). */
export function formatPounds(amount: number, lang: 'en' | 'it' = 'en'): string {
  return lang === 'it' ? `£${amount.toLocaleString('it-IT', { useGrouping: 'always' })}` : `£${amount.toLocaleString('en-GB')}`;
}

/** The VAT statement after a price, from `offers.vat`: "plus VAT", "including VAT", or nothing. */
export function vatSuffix(lang: 'en' | 'it' = 'en', vat: Offers['vat'] = offers.vat): string {
  if (vat === 'excluded') return lang === 'it' ? ' + IVA' : ' plus VAT';
  if (vat === 'included') return lang === 'it' ? ' IVA inclusa' : ' including VAT';
  return '';
}

/** A price as pages show it: "£150 plus VAT" (the VAT statement comes from config, once). */
export function formatPrice(amount: number, lang: 'en' | 'it' = 'en'): string {
  return `${formatPounds(amount, lang)}${vatSuffix(lang)}`;
}

/** The one sentence about VAT shown beside prices. */
export function vatStatement(lang: 'en' | 'it' = 'en', vat: Offers['vat'] = offers.vat): string {
  if (vat === 'excluded') return lang === 'it' ? 'Tutti i prezzi sono IVA esclusa.' : 'All our prices exclude VAT, which is added at the standard rate.';
  if (vat === 'included') return lang === 'it' ? 'Tutti i prezzi sono IVA inclusa.' : 'All our prices include VAT.';
  return lang === 'it' ? 'Non siamo registrati ai fini IVA: ai nostri prezzi non si aggiunge IVA.' : 'We are not VAT-registered, so no VAT is added to our prices.';
}
