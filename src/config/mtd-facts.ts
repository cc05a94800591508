import { z } from 'astro/zod';
import { firmDataPath, readFirmData, recordOf } from './data-file';
import { parseDataFile } from './parse';

/*
 * Making Tax Digital facts (content/firm/mtd-facts.yaml): the only place thresholds, dates and
 * penalties are written. Each fact
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
      source: source.describe('The gov.uk page that states this rule.'),
      rule: z.string().min(20).describe('The rule in one or two sentences, worded as the source words it (no figure the source does not state).'),
      checked: isoDate.describe('Date the rule was last checked against the source.'),
      // A yes/no, not a word that is there or not: the editor writes false into every fact it saves.
      unverified: z
        .boolean()
        .default(false)
        .describe(
          "On while no person has opened the source since its address or the rule's wording last changed: `npm run check:release` lists it until someone does, confirms the wording, updates `checked` and turns this off.",
        ),
    })
    .strict();

export const mtdFactsSchema = z
  .object({
    reviewed: isoDate.describe('Date the facts as a whole were last reviewed; shown on every MTD page.'),
    vat: fact({
      allBusinessesFrom: isoDate.describe('MTD for VAT applies to every VAT-registered business from this date.'),
      registrationThreshold: z.number().int().positive().describe('VAT registration threshold in pounds.'),
      thresholdFrom: isoDate.describe('Date the current threshold took effect.'),
    }).describe('MTD for VAT: when it applies to every VAT-registered business, and the VAT registration threshold.'),
    incomeTax: fact({
      phases: z
        .array(z.object({ threshold: z.number().int().positive(), from: isoDate, basedOnTaxYear: z.string() }).strict())
        .min(1)
        .describe('Phases: qualifying income above `threshold` must use MTD from `from`.'),
      finalDeclaration: z.string().describe('Due date of the final declaration, in words.'),
    }).describe(
      'MTD for Income Tax: its phases (qualifying income above a threshold in a tax year must use MTD from a date; pages write {mtd:itsa-threshold-1}, {mtd:itsa-from-1} and {mtd:itsa-basis-1} (the tax year tested) for the first, and so on) and the final declaration.',
    ),
    corporationTax: fact({
      status: z.literal('not-scheduled').describe('MTD for Corporation Tax is not mandated and has no start date.'),
    }).describe('MTD for Corporation Tax: not mandated, with no start date.'),
    quarters: fact({
      cumulative: z.boolean().describe('Each update covers the tax year to date (true since 2025 to 2026), not only its own three months.'),
      periods: z
        .array(z.object({ quarter: z.number().int().min(1).max(4), start: z.string().regex(/^\d{2}-\d{2}$/), end: z.string().regex(/^\d{2}-\d{2}$/), due: z.string().regex(/^\d{2}-\d{2}$/) }).strict())
        .length(4)
        .describe('Standard quarterly periods of the tax year and the day each update is due (a set day of the month after the period ends).'),
    }).describe('Quarterly updates: whether each covers the tax year to date, the standard periods and the day each is due.'),
    lateSubmission: fact({
      pointsPerLateSubmission: z.number().int().positive().describe('Points per late submission.'),
      quarterlyThreshold: z.number().int().positive().describe('Points at which a penalty is charged; late quarterly updates and a late tax return count towards the same total.'),
      penalty: z.number().int().positive().describe('The penalty in pounds at the threshold and for each late submission after it.'),
      pointExpiryMonths: z.number().int().positive().describe('Below the threshold, a point expires after this many months.'),
      resetMonths: z
        .number()
        .int()
        .positive()
        .describe('At the quarterly threshold, all points are removed after this many months of on-time submissions (once every submission due in the look-back period below has been made).'),
      resetLookbackMonths: z
        .number()
        .int()
        .positive()
        .describe('Before points are removed at the threshold, every submission due in this many previous months must have been made.'),
    }).describe('Penalty points for late submissions under MTD for Income Tax.'),
    vatLateSubmission: fact({
      thresholds: z
        .object({ annual: z.number().int().positive(), quarterly: z.number().int().positive(), monthly: z.number().int().positive() })
        .strict()
        .describe('Points at which a penalty is charged, by VAT return frequency.'),
      penalty: z.number().int().positive().describe('The penalty in pounds at the threshold and for each late return after it.'),
    }).describe('Penalty points for late VAT returns, by return frequency.'),
    softLanding: fact({
      taxYear: z.string().describe('Tax year in which late quarterly updates earn no penalty points.'),
    }).describe('The tax year in which late quarterly updates earn no penalty points.'),
    latePayment: fact({
      day15Percent: z.number().positive().describe('Percent of tax unpaid at day 15.'),
      day30Percent: z.number().positive().describe('Further percent of tax unpaid at day 30.'),
      yearlyPercentFromDay31: z.number().positive().describe('Yearly rate charged daily from day 31.'),
    }).describe('Late payment penalties and interest.'),
    oldSelfAssessment: fact({
      dailyPenalty: z.number().int().positive().describe('The old Self Assessment regime (not MTD): daily penalty in pounds after 3 months late.'),
      dailyPenaltyMaxDays: z.number().int().positive().describe('For up to this many days.'),
      sixMonthPercent: z.number().positive().describe('Percent of tax due at 6 months late (or a fixed sum if more).'),
    }).describe('Penalties of the old Self Assessment regime (not MTD), for comparison.'),
  })
  .strict();

export type MtdFacts = z.infer<typeof mtdFactsSchema>;

/** Checks the facts as read from content/firm/mtd-facts.yaml; a wrong value stops the build naming the file and the key. */
export function parseMtdFacts(value: unknown): MtdFacts {
  return parseDataFile(firmDataPath('mtd-facts.yaml'), mtdFactsSchema, value);
}

/** A sentence in English and Italian that keeps each of its `{slots}` (the code fills them from the facts). */
const sentence = (...slots: string[]) => {
  const text = z
    .string()
    .min(3)
    .refine((s) => slots.every((slot) => s.includes(`{${slot}}`)), `must keep ${slots.map((slot) => `{${slot}}`).join(' and ')}`);
  return z.object({ en: text, it: text }).strict();
};

export const mtdSentencesSchema = z
  .object({
    quarterlyRule: sentence('covers', 'day').describe('How quarterly updates work: {covers} is one of the two phrases below, {day} the day of the month each update is due.'),
    coversTaxYearToDate: sentence().describe('What each update covers when `quarters.cumulative` is true.'),
    coversOwnQuarter: sentence().describe('What each update covers when `quarters.cumulative` is false.'),
    finalDeclarationIt: z
      .string()
      .refine((s) => s.includes('{date}'), 'must keep {date}')
      .describe("The final declaration's due date in Italian: {date} is the day and month of `incomeTax.finalDeclaration`."),
  })
  .strict();

export type MtdSentences = z.infer<typeof mtdSentencesSchema>;

/** Checks the sentences built from the facts (`sentences` of content/firm/mtd-facts.yaml), naming the key. */
export function parseMtdSentences(value: unknown): MtdSentences {
  return parseDataFile(firmDataPath('mtd-facts.yaml'), z.object({ sentences: mtdSentencesSchema }), { sentences: value }).sentences;
}

const { sentences, ...facts } = recordOf(readFirmData('mtd-facts.yaml'));

/** The Making Tax Digital facts, from content/firm/mtd-facts.yaml. */
export const mtdFacts = parseMtdFacts(facts);

/** The sentences src/lib/tokens.ts builds from the facts, in English and Italian, with their {slots}. */
export const mtdSentences = parseMtdSentences(sentences);
