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

const offersSchema = z
  .object({
    /** Starting monthly fee in pounds per service (spec 9). */
    startingPrices: z.record(z.enum(pricedServices), z.number().int().positive()),
    /** The restaurant offer (spec 2.10, 9). */
    restaurant: z.object({
      /** Value of the free consultation in pounds. */
      consultationValue: z.number().int().positive(),
      /** Length of the free consultation in hours. */
      consultationHours: z.number().positive(),
      /** Number of Italian restaurants that trust the firm (marketing claim, spec 1). */
      restaurantsServed: z.number().int().positive(),
      /** Last day the offer is open, ISO date; after it the offer is shown as ended. */
      endsOn: z.iso.date(),
    }),
    /** The promotion on /promo (spec 2.11). */
    promo: z.object({
      /** Months of free bookkeeping. */
      freeMonths: z.number().int().positive(),
      /** Last day the offer is open, ISO date. */
      endsOn: z.iso.date(),
    }),
    /** Length of the free consultation booked on /contact, in minutes. */
    consultationMinutes: z.number().int().positive(),
    /** Hours within which the firm promises to reply to an enquiry. */
    replyWithinHours: z.number().int().positive(),
  })
  .strict();

export type Offers = z.infer<typeof offersSchema>;

export function parseOffers(value: unknown): Offers {
  return parseConfig('offers.ts', offersSchema, value);
}

/** Prices and offers: the only place these figures are written. */
export const offers = parseOffers({
  startingPrices: {
    'virtual-bookkeeping': 150,
    'digital-bookkeeping': 120,
    'automated-bookkeeping': 200,
    'cloud-accounting': 180,
    'accounting-scotland': 120,
    'italian-established': 300,
    'italian-market-entry': 500,
  },
  restaurant: { consultationValue: 250, consultationHours: 1, restaurantsServed: 100, endsOn: '2026-12-31' },
  promo: { freeMonths: 1, endsOn: '2026-12-31' },
  consultationMinutes: 30,
  replyWithinHours: 24,
});

/** True while an offer ending on `endsOn` (inclusive, UK time) is open on `today`. */
export function isOfferOpen(endsOn: string, today: Date = new Date()): boolean {
  const ukToday = today.toLocaleDateString('en-CA', { timeZone: 'Europe/London' });
  return ukToday <= endsOn;
}

/** A date such as "31 December 2026". */
export function formatDate(iso: string): string {
  return new Date(`${iso}T12:00:00Z`).toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
}

/** "£150" */
export function formatPounds(amount: number): string {
  return `£${amount.toLocaleString('en-GB')}`;
}
