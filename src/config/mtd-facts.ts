import { z } from 'astro/zod';
import { parseConfig } from './parse';

/*
 * Making Tax Digital facts: the only place thresholds, dates and penalties are written. Each fact
 * carries its primary source (gov.uk, HMRC or legislation.gov.uk) and the date it was last checked
 * against it; pages show "Last reviewed" from `reviewed`. Recheck every fact at least once a tax
 * year and whenever HMRC announces a change, then update `checked` and `reviewed`.
 */

const source = z
  .url()
  .refine((u) => /^https:\/\/(www\.)?(gov\.uk|legislation\.gov\.uk)\//.test(u), 'must be a gov.uk or legislation.gov.uk page');
const isoDate = z.iso.date();

const fact = <T extends z.ZodRawShape>(shape: T) =>
  z.object({ ...shape, /** Primary source. */ source, /** Date last checked against the source. */ checked: isoDate }).strict();

const mtdFactsSchema = z
  .object({
    /** Date the facts as a whole were last reviewed; shown on every MTD page. */
    reviewed: isoDate,
    vat: fact({
      /** MTD for VAT applies to every VAT-registered business from this date. */
      allBusinessesFrom: isoDate,
      /** VAT registration threshold in pounds. */
      registrationThreshold: z.number().int().positive(),
      /** Date the current threshold took effect. */
      thresholdFrom: isoDate,
    }),
    incomeTax: fact({
      /** Phases: qualifying income above `threshold` must use MTD from `from`. */
      phases: z.array(z.object({ threshold: z.number().int().positive(), from: isoDate, basedOnTaxYear: z.string() }).strict()).min(1),
      /** Due date of the final declaration, in words. */
      finalDeclaration: z.string(),
    }),
    corporationTax: fact({
      /** MTD for Corporation Tax is not mandated and has no start date. */
      status: z.literal('not-scheduled'),
    }),
    quarters: fact({
      /** Standard quarterly periods of the tax year and the day each update is due. */
      periods: z
        .array(z.object({ quarter: z.number().int().min(1).max(4), start: z.string().regex(/^\d{2}-\d{2}$/), end: z.string().regex(/^\d{2}-\d{2}$/), due: z.string().regex(/^\d{2}-\d{2}$/) }).strict())
        .length(4),
    }),
    lateSubmission: fact({
      /** Points per late submission. */
      pointsPerLateSubmission: z.number().int().positive(),
      /** Points at which a quarterly filer is charged a penalty. */
      quarterlyThreshold: z.number().int().positive(),
      /** The penalty in pounds at the threshold and for each late submission after it. */
      penalty: z.number().int().positive(),
      /** Months of compliance after which points expire (quarterly filers reset after this and all returns in). */
      resetMonths: z.number().int().positive(),
    }),
    softLanding: fact({
      /** Tax year in which late quarterly updates earn no penalty points. */
      taxYear: z.string(),
    }),
    latePayment: fact({
      /** Percent of tax unpaid at day 15. */
      day15Percent: z.number().positive(),
      /** Further percent of tax unpaid at day 30. */
      day30Percent: z.number().positive(),
      /** Yearly rate charged daily from day 31. */
      yearlyPercentFromDay31: z.number().positive(),
    }),
    oldSelfAssessment: fact({
      /** The old Self Assessment regime (not MTD): daily penalty in pounds after 3 months late. */
      dailyPenalty: z.number().int().positive(),
      /** For up to this many days. */
      dailyPenaltyMaxDays: z.number().int().positive(),
      /** Percent of tax due at 6 months late (or £300 if more). */
      sixMonthPercent: z.number().positive(),
    }),
  })
  .strict();

export type MtdFacts = z.infer<typeof mtdFactsSchema>;

export function parseMtdFacts(value: unknown): MtdFacts {
  return parseConfig('mtd-facts.ts', mtdFactsSchema, value);
}

const checked = '2026-11-22';

export const mtdFacts = parseMtdFacts({
  reviewed: checked,
  vat: {
    allBusinessesFrom: '2022-04-01',
    registrationThreshold: 90_000,
    thresholdFrom: '2024-04-01',
    source: 'https://www.gov.uk/guidance/check-when-a-business-must-follow-the-rules-for-making-tax-digital-for-vat',
    checked,
  },
  incomeTax: {
    phases: [
      { threshold: 50_000, from: '2026-04-06', basedOnTaxYear: '2024 to 2025' },
      { threshold: 30_000, from: '2027-04-06', basedOnTaxYear: '2025 to 2026' },
      { threshold: 20_000, from: '2028-04-06', basedOnTaxYear: '2026 to 2027' },
    ],
    finalDeclaration: '31 January after the end of the tax year',
    source: 'https://www.gov.uk/guidance/check-if-youre-eligible-for-making-tax-digital-for-income-tax',
    checked,
  },
  corporationTax: {
    status: 'not-scheduled',
    source: 'https://www.gov.uk/government/consultations/making-tax-digital-for-corporation-tax',
    checked,
  },
  quarters: {
    periods: [
      { quarter: 1, start: '04-06', end: '07-05', due: '08-07' },
      { quarter: 2, start: '07-06', end: '10-05', due: '11-07' },
      { quarter: 3, start: '10-06', end: '01-05', due: '02-07' },
      { quarter: 4, start: '01-06', end: '04-05', due: '05-07' },
    ],
    source: 'https://www.gov.uk/guidance/use-making-tax-digital-for-income-tax/send-quarterly-updates',
    checked,
  },
  lateSubmission: {
    pointsPerLateSubmission: 1,
    quarterlyThreshold: 4,
    penalty: 200,
    resetMonths: 12,
    source: 'https://www.gov.uk/guidance/penalties-for-income-tax-self-assessment-volunteers',
    checked,
  },
  softLanding: {
    taxYear: '2026 to 2027',
    source: 'https://www.gov.uk/guidance/penalties-for-income-tax-self-assessment-volunteers',
    checked,
  },
  latePayment: {
    day15Percent: 3,
    day30Percent: 3,
    yearlyPercentFromDay31: 10,
    source: 'https://www.gov.uk/government/publications/increasing-vat-and-other-taxes-late-payment-penalties-percentage-rate-relating-to-penalty-reform',
    checked,
  },
  oldSelfAssessment: {
    dailyPenalty: 10,
    dailyPenaltyMaxDays: 90,
    sixMonthPercent: 5,
    source: 'https://www.gov.uk/self-assessment-tax-returns/penalties',
    checked,
  },
});
