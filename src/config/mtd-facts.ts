import { z } from 'astro/zod';
import { firmDataPath, readFirmData, recordOf } from './data-file';
import { parseDataFile } from './parse';

/*
 * Making Tax Digital facts (content/firm/mtd-facts.yaml): the only place thresholds, dates and
 * penalties are written. Each fact
 * carries the gov.uk page that states it (`source`), the rule worded as that page words it (`rule`)
 * and the date it was last checked against that page (`checked`); pages show all three under
 * "Sources" and "Last reviewed" from `reviewed`, and the MTD checker shows `reviewed` with its answer and, under each
 * tax's answer, the source it rests on with its `checked` date. Recheck every fact at least once a tax year and
 * whenever HMRC announces a change: open the source, compare the rule, then update `checked`.
 */

/** The days of each month, February with its leap day. */
const monthDays = [31, 29, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];
const monthNames = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
/** A month-day that exists: 01-01 to 12-31, each month with its own last day (02-29 included). */
const existingMonthDay = /^(?:(?:0[1-9]|1[0-2])-(?:0[1-9]|1\d|2[0-8])|(?:0[13-9]|1[0-2])-(?:29|30)|(?:0[13578]|1[02])-31|02-29)$/;
/** A day of the year without its year ("08-07" is 7 August): the editor refuses one that does not exist, and so does the build, naming the day. */
const monthDay = z.string().regex(existingMonthDay, {
  error: (issue) => {
    const m = typeof issue.input === 'string' ? /^(\d{2})-(\d{2})$/.exec(issue.input) : null;
    // Without an input (the editor's form reads the words once), or with words typed: the rule.
    if (!m) return 'must be a day of the year that exists, written month-day, like 07-05 for 5 July';
    const month = Number(m[1]);
    if (month < 1 || month > 12) return `${issue.input} is not a day of the year: a year has 12 months, so the month (before the hyphen) is 01 to 12.`;
    return `${issue.input} is not a day of the year: ${monthNames[month - 1]} has ${month === 2 ? 'at most 29' : monthDays[month - 1]} days.`;
  },
});

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
      finalDeclaration: z
        .string()
        .regex(
          new RegExp(`^([1-9]|[12]\\d|3[01]) (${monthNames.join('|')}) after the end of the tax year$`),
          'must read like "31 January after the end of the tax year": a day, a month in English, then those words (the Italian pages translate it from them)',
        )
        .describe('Due date of the final declaration, in words: a day, a month in English, then "after the end of the tax year".'),
    }).describe(
      'MTD for Income Tax: its phases (qualifying income above a threshold in a tax year must use MTD from a date; pages write {mtd:itsa-threshold-1}, {mtd:itsa-from-1} and {mtd:itsa-basis-1} (the tax year tested) for the first, and so on) and the final declaration.',
    ),
    corporationTax: fact({
      status: z.literal('not-scheduled').describe('MTD for Corporation Tax is not mandated and has no start date.'),
    }).describe('MTD for Corporation Tax: not mandated, with no start date.'),
    qualifyingIncome: fact({
      example: z
        .object({
          property: z.number().int().positive().describe('Rental income of the example, in pounds.'),
          selfEmployment: z.number().int().positive().describe('Self-employment income of the example, in pounds.'),
        })
        .strict()
        .describe("The source's own example of qualifying income: the two incomes it adds up (the MTD checker shows it under its income question)."),
    }).describe(
      'What counts as qualifying income for MTD for Income Tax (self-employment and property income before expenses; not employment, partnership or dividend income), with the example the source gives.',
    ),
    partnerships: fact({
      status: z.literal('not-yet-scheduled').describe('The government intends to bring partnerships into MTD for Income Tax but has set no date.'),
    }).describe('MTD for Income Tax for partnerships: intended, with no date yet.'),
    exemptions: fact({
      list: z
        .array(
          z
            .object({
              id: z
                .string()
                .regex(/^[a-z0-9-]+$/, 'must be lower-case words joined by hyphens, such as digitally-excluded')
                .describe('A short name in lower-case words joined by hyphens; a shared answer of the MTD checker names the exemption by it, so keep it once published.'),
              kind: z.enum(['automatic', 'apply']).describe('automatic: HMRC gives it without an application; apply: the person must apply and HMRC must agree.'),
              name: z
                .object({ en: z.string().min(10), it: z.string().min(10) })
                .strict()
                .describe('How the MTD checker offers it, in the first person ("I do not have a National Insurance number"), in English and Italian.'),
              listed: z
                .object({ en: z.string().min(10), it: z.string().min(10) })
                .strict()
                .describe('How the checker page lists it beside its section on exemptions, as a fact about the reader ("You do not have a National Insurance number"), in English and Italian.'),
            })
            .strict(),
        )
        .min(1)
        .refine((list) => new Set(list.map((e) => e.id)).size === list.length, 'each exemption needs its own id')
        .describe('The exemptions the MTD checker asks about, each as the source states it (income at or under the lowest threshold is not listed: the checker works it out from the income).'),
    }).describe('Exemptions from MTD for Income Tax: automatic ones and those a person applies for.'),
    selfAssessment: fact({
      onlineReturn: monthDay.describe('Day the online Self Assessment return is due, after the end of the tax year (month-day, 01-31 for 31 January).'),
      payment: monthDay.describe('Day the tax owed (and the first payment on account) is due (month-day).'),
      secondPaymentOnAccount: monthDay.describe('Day the second payment on account is due (month-day).'),
    }).describe('Self Assessment: the online return, the payment and the second payment on account.'),
    vatReturns: fact({
      dueAfterPeriodEnd: z
        .object({ months: z.number().int().min(0).max(3), days: z.number().int().min(0).max(31) })
        .strict()
        .describe('A quarterly VAT return and its payment are due this long after the end of the period: calendar months, then days.'),
      quarterEnds: z
        .array(z.array(z.number().int().min(1).max(12)).length(4))
        .length(3)
        .refine(
          (patterns) =>
            patterns
              .flat()
              .sort((a, b) => a - b)
              .join() === '1,2,3,4,5,6,7,8,9,10,11,12',
          'the three patterns must name each month once',
        )
        .describe('The three patterns of quarterly VAT periods, each as the months its four quarters end in (3, 6, 9, 12 for quarters ending March, June, September and December).'),
    }).describe('Quarterly VAT returns: when each is due, and the three patterns of quarters.'),
    quarters: fact({
      cumulative: z.boolean().describe('Each update covers the tax year to date (true since 2025 to 2026), not only its own three months.'),
      periods: z
        .array(
          z
            .object({
              quarter: z.number().int().min(1).max(4),
              start: monthDay.describe('The first day of the quarter, month-day: 04-06 is 6 April.'),
              end: monthDay.describe('The last day of the quarter, month-day: 07-05 is 5 July.'),
              due: monthDay.describe('The day its update is due, month-day.'),
            })
            .strict(),
        )
        .length(4)
        .superRefine((periods, ctx) => {
          // The site's sentence about quarterly updates (sentences.quarterlyRule) names one due day for every quarter.
          if (!periods.every((p) => existingMonthDay.test(p.end) && existingMonthDay.test(p.due))) return;
          const day = periods[0]!.due.slice(3);
          periods.forEach((p, i) => {
            const monthAfter = (Number(p.end.slice(0, 2)) % 12) + 1 === Number(p.due.slice(0, 2));
            if (!monthAfter || p.due.slice(3) !== day)
              ctx.addIssue({
                code: 'custom',
                path: [i, 'due'],
                message: `every quarterly update must be due on the same day of the month after its quarter ends, as the site's sentence about quarterly updates says (the first is due on day ${day}); ${p.due} is not. If HMRC has changed the rule, ask the site's developer to change that sentence.`,
              });
          });
        })
        .describe('Standard quarterly periods of the tax year and the day each update is due (the same day of the month after each period ends).'),
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
