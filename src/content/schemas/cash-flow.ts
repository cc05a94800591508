import { z } from 'astro/zod';

/*
 * The words of the cash-flow tool, one file per language: content/i18n/cash-flow/en.yaml and it.yaml
 * (collection `cashFlowWords`). Every key is required, so a key missing from one language fails the
 * build naming the file and the key. Sentences that quote a figure hold `{slot}`s that the tool fills
 * (see src/lib/fill.ts); each must keep its slots, and may use no others.
 */

/** A sentence with `{slot}`s: every name in `required` must appear; no name outside `allowed` may. */
export const sentence = (required: readonly string[], allowed: readonly string[] = required) =>
  z
    .string()
    .min(1)
    .superRefine((value, ctx) => {
      const used = [...value.matchAll(/\{(\w+)\}/g)].map((m) => m[1] ?? '');
      for (const slot of required) if (!used.includes(slot)) ctx.addIssue({ code: 'custom', message: `must contain {${slot}}` });
      for (const slot of used) if (!allowed.includes(slot)) ctx.addIssue({ code: 'custom', message: `{${slot}} is not a slot this sentence can use (it can use ${allowed.map((a) => `{${a}}`).join(', ') || 'none'})` });
    });

/** Plain words, with no slots. */
const words = sentence([]);

/** A field's error: names the field as `{label}`, or `{lowercaseLabel}` inside a sentence. */
const fieldError = sentence([], ['label', 'lowercaseLabel']).refine((value) => /\{(label|lowercaseLabel)\}/.test(value), {
  message: 'must name the field as {label} or {lowercaseLabel}',
});

const field = z.object({ label: words, hint: words }).strict();

export const cashFlowWordsSchema = z
  .object({
    languageName: words.describe('This language\'s own name, on its button in the language switch: English, Italiano.'),
    languageLabel: words.describe('Label of the report language switch, shown with a result beside the report buttons.'),
    formHeading: words,
    formIntro: words,
    fields: z
      .object({
        monthlyRevenue: field,
        receivables: field,
        rent: field,
        salaries: field,
        utilities: field,
        operationalCosts: field,
        outstandingReceivables: field,
        outstandingPayables: field,
      })
      .strict(),
    groups: z.object({ income: words, costs: words, position: words }).strict(),
    errors: z
      .object({
        empty: fieldError,
        invalid: fieldError,
        negative: fieldError,
        'too-large': fieldError,
        decimals: fieldError,
        noFigures: words,
        summaryTitle: words,
        prefix: words.describe('Read by screen readers before each message under a field, e.g. "Error:".'),
      })
      .strict(),
    submit: words,
    resultsHeading: words,
    change: words.describe('The button under the result that brings back the form, with the figures entered, to change them.'),
    ratioLabel: words,
    ratioExplained: words,
    noOutgoings: words,
    statusLabel: words,
    status: z.object({ healthy: words, 'at-risk': words, critical: words }).strict(),
    statusMeaning: z.object({ healthy: words, 'at-risk': words, critical: words }).strict(),
    thresholds: sentence(['healthy', 'atRisk']).describe('The status rule; {healthy} and {atRisk} are the thresholds of src/lib/cash-flow.ts, formatted.'),
    recommendationsHeading: words,
    recommendations: z
      .object({
        growth: words,
        stricterCollection: words,
        improve: words,
        reduceCosts: words,
        speedUpCollection: words,
        immediateAttention: words,
        negotiateSuppliers: words,
        cutCosts: words,
        prioritiseCollection: words,
      })
      .strict(),
    chartHeading: words,
    chartDescription: sentence(['income', 'outgoings']),
    income: words,
    outgoings: words,
    /** The difference when more comes in than goes out, beside the two totals at the head of the result ("Left over"). */
    leftOver: words,
    /** The difference when more goes out than comes in ("Short by"). */
    shortBy: words,
    breakdown: z
      .object({
        monthlyRevenue: words,
        receivables: words,
        rent: words,
        salaries: words,
        utilities: words,
        operationalCosts: words,
        outstandingPayables: words,
      })
      .strict(),
    tableCaption: words,
    amount: words,
    share: words,
    shareCopied: words,
    shareHint: words,
    download: words.describe('The button that saves the report as a text file.'),
    print: words.describe('The button that prints the report (or saves it as a PDF from the print dialog).'),
    reportFile: z.string().regex(/^[a-z0-9-]+$/, 'must be lower-case words joined by hyphens, such as cash-flow-report').describe("Name of the downloaded report's file, before the date (lower-case words joined by hyphens)."),
    reportTitle: words,
    reportDate: sentence(['date']),
    reportInputs: words,
    reportContact: words,
    announce: sentence(['ratio', 'status']),
    announceNoOutgoings: words,
    disclaimer: words,
    noScript: sentence(['email', 'phone']).describe('Shown where the tool would be when JavaScript is off; {email} and {phone} become links.'),
    noScriptEmailSubject: words.describe('Subject of the email that link starts.'),
  })
  .strict();

export type CashFlowWords = z.infer<typeof cashFlowWordsSchema>;
