import { z } from 'astro/zod';
import { parseConfig } from './parse';

/*
 * Making Tax Digital facts: the only place thresholds, dates and penalties are written. Each fact
 * carries the gov.uk page that states it (`source`), the rule worded as that page words it (`rule`)
 * and the date it was last checked against that page (`checked`); pages show all three under
 * "Sources" and "Last reviewed" from `reviewed`. Recheck every fact at least once a tax year and
 * whenever HMRC announces a change: open the source, compare the rule, then update `checked`.
 */

const source = z.url().refine((u) => /^https:\/\/(www\.)?(gov\.uk|legislation\.gov\.uk)\//.test(u), 'must be a gov.uk or legislation.gov.uk page');
const isoDate = z.iso.date();

const fact = <T extends z.ZodRawShape>(shape: T) =>
  z
    .object({
      ...shape,
      /** The gov.uk page that states this rule. */
      source,
      /** The rule in one or two sentences, worded as the source words it (no figure the source does not state). */
      rule: z.string().min(20),
      /** Date the rule was last checked against the source. */
      checked: isoDate,
      /**
       * Set while no person has opened the source since its address or the rule's wording last
       * changed: `npm run check:release` lists it until someone does, confirms the wording, updates
       * `checked` and removes this line.
       */
      unverified: z.literal(true).optional(),
    })
    .strict();

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
      /** Each update covers the tax year to date (true since 2025 to 2026), not only its own three months. */
      cumulative: z.boolean(),
      /** Standard quarterly periods of the tax year and the day each update is due (7th of the month after the period ends). */
      periods: z
        .array(z.object({ quarter: z.number().int().min(1).max(4), start: z.string().regex(/^\d{2}-\d{2}$/), end: z.string().regex(/^\d{2}-\d{2}$/), due: z.string().regex(/^\d{2}-\d{2}$/) }).strict())
        .length(4),
    }),
    lateSubmission: fact({
      /** Points per late submission. */
      pointsPerLateSubmission: z.number().int().positive(),
      /** Points at which a penalty is charged; late quarterly updates and a late tax return count towards the same total. */
      quarterlyThreshold: z.number().int().positive(),
      /** The penalty in pounds at the threshold and for each late submission after it. */
      penalty: z.number().int().positive(),
      /** Below the threshold, a point expires after this many months. */
      pointExpiryMonths: z.number().int().positive(),
      /** At the quarterly threshold, all points are removed after this many months of on-time submissions (and every return due in the previous 24 months sent). */
      resetMonths: z.number().int().positive(),
    }),
    vatLateSubmission: fact({
      /** Points at which a penalty is charged, by VAT return frequency. */
      thresholds: z.object({ annual: z.number().int().positive(), quarterly: z.number().int().positive(), monthly: z.number().int().positive() }).strict(),
      /** The penalty in pounds at the threshold and for each late return after it. */
      penalty: z.number().int().positive(),
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
    source: 'https://www.gov.uk/vat-registration/when-to-register',
    rule: 'You must register for VAT if your total VAT taxable turnover for the last 12 months goes over £90,000, or you expect it to go over £90,000 in the next 30 days. All VAT-registered businesses must follow the rules for Making Tax Digital for VAT.',
    checked,
    unverified: true,
  },
  incomeTax: {
    phases: [
      { threshold: 50_000, from: '2026-04-06', basedOnTaxYear: '2024 to 2025' },
      { threshold: 30_000, from: '2027-04-06', basedOnTaxYear: '2025 to 2026' },
      { threshold: 20_000, from: '2028-04-06', basedOnTaxYear: '2026 to 2027' },
    ],
    finalDeclaration: '31 January after the end of the tax year',
    source: 'https://www.gov.uk/guidance/check-if-youre-eligible-for-making-tax-digital-for-income-tax',
    rule: 'You must use Making Tax Digital for Income Tax from 6 April 2026 if your qualifying income in the 2024 to 2025 tax year is more than £50,000, from 6 April 2027 if it is more than £30,000 in 2025 to 2026, and from 6 April 2028 if it is more than £20,000 in 2026 to 2027. Qualifying income is your total income from self-employment and property before expenses.',
    checked,
    unverified: true,
  },
  corporationTax: {
    status: 'not-scheduled',
    source: 'https://www.gov.uk/government/consultations/making-tax-digital-for-corporation-tax',
    rule: 'The government has consulted on Making Tax Digital for Corporation Tax; it has not set a date from which companies must use it.',
    checked,
    unverified: true,
  },
  quarters: {
    cumulative: true,
    periods: [
      { quarter: 1, start: '04-06', end: '07-05', due: '08-07' },
      { quarter: 2, start: '07-06', end: '10-05', due: '11-07' },
      { quarter: 3, start: '10-06', end: '01-05', due: '02-07' },
      { quarter: 4, start: '01-06', end: '04-05', due: '05-07' },
    ],
    source: 'https://www.gov.uk/guidance/use-making-tax-digital-for-income-tax/send-quarterly-updates',
    rule: 'Each quarterly update is cumulative: it covers the tax year to date. Updates for the standard quarterly periods ending 5 July, 5 October, 5 January and 5 April are due by 7 August, 7 November, 7 February and 7 May.',
    checked,
    unverified: true,
  },
  lateSubmission: {
    pointsPerLateSubmission: 1,
    quarterlyThreshold: 4,
    penalty: 200,
    pointExpiryMonths: 24,
    resetMonths: 12,
    source: 'https://www.gov.uk/guidance/penalties-for-making-tax-digital-for-income-tax',
    rule: "For each quarterly update (for tax years after 2026 to 2027) or tax return deadline you miss, you'll get a penalty point. When you reach 4 points you get a £200 penalty, and a further £200 penalty for each deadline you miss after that. Below the threshold a point expires after 24 months; at the threshold all points are removed after 12 months of meeting every deadline, once every submission due in the previous 24 months has been made.",
    checked,
    unverified: true,
  },
  vatLateSubmission: {
    thresholds: { annual: 2, quarterly: 4, monthly: 5 },
    penalty: 200,
    source: 'https://www.gov.uk/guidance/penalty-points-and-penalties-if-you-submit-your-vat-return-late',
    rule: 'You get a penalty point for each VAT return you submit late. At the threshold for your accounting period (2 points for annual, 4 for quarterly, 5 for monthly returns) you get a £200 penalty, and a further £200 penalty for each later late return.',
    checked,
    unverified: true,
  },
  softLanding: {
    taxYear: '2026 to 2027',
    source: 'https://www.gov.uk/guidance/penalties-for-making-tax-digital-for-income-tax',
    rule: "For each quarterly update (for tax years after 2026 to 2027) or tax return deadline you miss, you'll get a penalty point: a late quarterly update for the 2026 to 2027 tax year earns no point, a missed tax return deadline does.",
    checked,
    unverified: true,
  },
  latePayment: {
    day15Percent: 3,
    day30Percent: 3,
    yearlyPercentFromDay31: 10,
    source: 'https://www.gov.uk/government/publications/increasing-vat-and-other-taxes-late-payment-penalties-percentage-rate-relating-to-penalty-reform',
    rule: 'From 1 April 2025 the late payment penalty is 3% of the tax unpaid at day 15, a further 3% of the tax unpaid at day 30, and from day 31 a daily penalty at 10% a year until the tax is paid.',
    checked,
    unverified: true,
  },
  oldSelfAssessment: {
    dailyPenalty: 10,
    dailyPenaltyMaxDays: 90,
    sixMonthPercent: 5,
    source: 'https://www.gov.uk/self-assessment-tax-returns/penalties',
    rule: 'If your Self Assessment return is 3 months late you pay £10 for each day it is late, up to 90 days; at 6 months late you pay the higher of 5% of the tax due or £300.',
    checked,
    unverified: true,
  },
});
