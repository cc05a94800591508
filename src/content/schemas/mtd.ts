import { z } from 'astro/zod';
import { mtdPackageIds, offers } from '../../config/offers';
import { fillTokens } from '../../lib/tokens';
import { unknownTokenMessage } from '../../lib/token-errors';

/*
 * The data of the Making Tax Digital pages, one YAML file per language in content/mtd-data/
 * (en.yaml, it.yaml): business-type tabs, software cards, packages, checklists, help questions,
 * case stories, and the few interface labels of the MTD components. Every object is strict and
 * every key required, so a key missing from it.yaml (or misspelt) fails the build naming the file
 * and the key path; `shapeDifferences` then checks that the Italian lists match the English ones
 * item for item. Facts, dates and prices are {tokens} filled here ({mtd:…} in English, {mtdIt:…}
 * in Italian; see src/lib/tokens.ts); package prices come from content/firm/prices.yaml by id.
 */

/** Text that may quote a figure as {token}; an unknown token fails the build. */
const text = z
  .string()
  .min(1)
  .transform((value, ctx) => {
    const { text: filled, unknown } = fillTokens(value);
    for (const token of unknown) ctx.addIssue({ code: 'custom', message: unknownTokenMessage(token) });
    return filled;
  });
/** An interface label; `{name}` slots are filled by the component, so no tokens here. */
const label = z.string().min(1);
const list = z.array(text).min(1);

export const businessTypeIds = ['sole-traders', 'contractors', 'limited-companies'] as const;
export const helpCategoryIds = ['general', 'software', 'deadlines', 'penalties', 'business-types'] as const;

const businessType = z
  .object({
    /** Tab id; the first tab is shown at first. */
    id: z.enum(businessTypeIds),
    /** Tab label. */
    title: text,
    description: text,
    /** What MTD requires of them. */
    requirements: list,
    /** What they usually find hard. */
    challenges: list,
  })
  .strict();

const softwareCard = z
  .object({
    /** Product name (the same in every language). */
    name: z.string().min(2),
    tagline: text,
    type: z.enum(['cloud', 'desktop']),
    /** How it is priced, in words (no figures: providers change prices). */
    priceRange: text,
    /** The firm's own rating, 1 to 5. */
    rating: z.number().int().min(1).max(5),
    bestFor: text,
    features: list,
    pros: list,
    cons: list,
  })
  .strict();

const mtdPackage = z
  .object({
    /** A key of mtdPackages in content/firm/prices.yaml: the price comes from there. */
    id: z.enum(mtdPackageIds),
    name: text,
    /** What the price is for, e.g. 'per quarter'. */
    priceUnit: text,
    description: text,
    features: list,
    /** Typical time to be ready, e.g. '2 to 3 weeks' (shown once the firm confirms the claim). */
    timeline: text.optional(),
  })
  .strict()
  .transform((p) => ({ ...p, price: offers.mtdPackages[p.id] }));

const checklistItem = z
  .object({
    /** Stable id: ticks are saved under it in the visitor's browser. */
    id: z.string().regex(/^[a-z0-9-]+$/),
    text,
    highPriority: z.boolean().optional(),
  })
  .strict();

const checklist = (id: 'guide' | 'compliance') =>
  z
    .object({
      id: z.literal(id),
      title: text,
      sections: z.array(z.object({ title: text, items: z.array(checklistItem).min(1) }).strict()).min(1),
    })
    .strict();

const helpFaq = z.object({ category: z.enum(helpCategoryIds), question: text, answer: text }).strict();

const caseStory = z
  .object({
    /** Always illustrative: a made-up example, labelled as such in the name. */
    name: text,
    business: text,
    challenge: text,
    solution: text,
    outcome: text,
  })
  .strict();
const stories = z.array(caseStory).min(1);

/** Interface words of the MTD components. `{name}`-style slots are filled by the component. */
const labels = z
  .object({
    businessTypes: z.object({ tabsLabel: label, requirements: label, challenges: label }).strict(),
    software: z
      .object({
        tabsLabel: label,
        cloud: label,
        desktop: label,
        /** "{rating}" */
        rating: label,
        pricing: label,
        bestFor: label,
        features: label,
        pros: label,
        cons: label,
        /** "{name}" */
        getHelp: label,
        contactSubject: label,
        contactMessage: label,
      })
      .strict(),
    packages: z
      .object({
        choose: label,
        ours: label,
        /** "{price}" */
        from: label,
        /** "{timeline}" */
        readyIn: label,
        /** "{name}" */
        continueWith: label,
        askAbout: label,
        contactSubject: label,
        contactMessage: label,
      })
      .strict(),
    caseStories: z.object({ heading: label, note: label, situation: label, whatWeDid: label, outcome: label }).strict(),
    checklist: z
      .object({
        /** "{done}", "{total}" */
        progress: label,
        highPriority: label,
        print: label,
        download: label,
        reset: label,
        savedNote: label,
        /** File names of the downloads, without ".txt". */
        fileGuide: z.string().regex(/^[a-z0-9-]+$/),
        fileCompliance: z.string().regex(/^[a-z0-9-]+$/),
      })
      .strict(),
    help: z
      .object({
        categoriesLabel: label,
        searchLabel: label,
        searchButton: label,
        popular: label,
        /** "{count}", "{query}" */
        answerFor: label,
        answersFor: label,
        noAnswersFor: label,
        notFound: label,
        ask: label,
        clear: label,
      })
      .strict(),
    quarters: z
      .object({
        heading: label,
        /** A sentence from the facts: tokens allowed. */
        rule: text,
        /** "{taxYear}", "{today}" */
        taxYearToday: label,
        /** "{quarter}" */
        quarter: label,
        current: label,
        /** "{start}", "{end}" */
        range: label,
        /** "{date}" */
        due: label,
        passed: label,
      })
      .strict(),
    thresholds: z
      .object({
        heading: label,
        inForce: label,
        coming: label,
        noDate: label,
        vatTitle: label,
        vatFigure: label,
        /** "{from}", "{threshold}", "{thresholdFrom}" */
        vatText: label,
        /** "{from}" */
        itsaTitle: label,
        /** "{threshold}" */
        itsaFigure: label,
        /** "{threshold}", "{taxYear}" */
        itsaText: label,
        ctTitle: label,
        ctFigure: label,
        ctText: label,
      })
      .strict(),
    timeline: z
      .object({
        caption: label,
        vatTitle: label,
        vatText: label,
        /** "{threshold}" */
        itsaTitle: label,
        itsaText: label,
        noDate: label,
        ctTitle: label,
        ctText: label,
      })
      .strict(),
    preparation: z
      .object({
        heading: label,
        steps: z.array(z.object({ when: label, what: label }).strict()).min(1),
      })
      .strict(),
    penalties: z
      .object({
        heading: label,
        scrollLabel: label,
        colWhat: label,
        colPenalty: label,
        colMore: label,
        lateWhat: label,
        /** "{points}" */
        latePenalty: label,
        /** "{taxYear}" */
        lateMore: label,
        /** "{threshold}" */
        thresholdWhat: label,
        /** "{penalty}" */
        thresholdPenalty: label,
        /** "{penalty}", "{expiry}", "{reset}" */
        thresholdMore: label,
        day15What: label,
        /** "{percent}" */
        day15Penalty: label,
        day15More: label,
        day30What: label,
        day30Penalty: label,
        day30More: label,
        /** "{daily}", "{days}", "{percent}" */
        oldNote: label,
      })
      .strict(),
    lastReviewed: z
      .object({
        ariaLabel: label,
        lastReviewed: label,
        intro: label,
        sources: label,
        checkedOn: label,
        /** The name of each group of facts in content/firm/mtd-facts.yaml. */
        facts: z
          .object({
            vat: label,
            incomeTax: label,
            corporationTax: label,
            quarters: label,
            lateSubmission: label,
            vatLateSubmission: label,
            softLanding: label,
            latePayment: label,
            oldSelfAssessment: label,
          })
          .strict(),
      })
      .strict(),
    countdown: z
      .object({
        /** Before the date of the next deadline. */
        next: label,
        /** After the date: "{quarter}", "{taxYear}" */
        nextDetail: label,
        /** "{date}" */
        timerLabel: label,
        days: label,
        hours: label,
        minutes: label,
        seconds: label,
        note: label,
      })
      .strict(),
  })
  .strict();

export const mtdDataSchema = z
  .object({
    /** Tabs on the sole traders and contractors page, in order. */
    businessTypes: z.array(businessType).min(1),
    /** Software cards of the software set-up page; ratings are the firm's own opinion. */
    software: z.array(softwareCard).min(1),
    /** accountant: the selector on the accountant services page; sole-trader: the cards on the sole traders page. */
    packages: z.object({ accountant: z.array(mtdPackage).min(1), 'sole-trader': z.array(mtdPackage).min(1) }).strict(),
    /** guide: the compliance guide's checklist; compliance: the checklist page's. */
    checklists: z.object({ guide: checklist('guide'), compliance: checklist('compliance') }).strict(),
    help: z
      .object({
        /** Category tabs, in order (the first is shown at first). */
        categories: z.array(z.object({ id: z.enum(helpCategoryIds), label: text }).strict()).min(1),
        faqs: z.array(helpFaq).min(1),
        /** Suggestions under the search box; each should match words of the questions. */
        popularSearches: z.array(text).min(1),
      })
      .strict(),
    /** Illustrative case stories, three sets. */
    caseStories: z.object({ 'sole-traders': stories, 'last-minute': stories, compliance: stories }).strict(),
    labels,
  })
  .strict();

export type MtdData = z.infer<typeof mtdDataSchema>;
export type BusinessType = MtdData['businessTypes'][number];
export type SoftwareCard = MtdData['software'][number];
export type Package = MtdData['packages']['accountant'][number];
export type Checklist = MtdData['checklists']['guide'] | MtdData['checklists']['compliance'];
export type HelpFaq = MtdData['help']['faqs'][number];
export type CaseStory = MtdData['caseStories']['compliance'][number];
export type MtdLabels = MtdData['labels'];

/**
 * Where a translation's data differs in shape from the English: a list of another length, an item
 * with another id, category or type. Keys are already checked by the strict schema.
 */
export function shapeDifferences(english: unknown, other: unknown, path = ''): string[] {
  if (Array.isArray(english)) {
    if (!Array.isArray(other)) return [`${path}: should be a list`];
    if (english.length !== other.length) return [`${path}: ${other.length} items, the English has ${english.length}`];
    return english.flatMap((item, i) => shapeDifferences(item, other[i], `${path}[${i}]`));
  }
  if (english && typeof english === 'object') {
    if (!other || typeof other !== 'object') return [`${path}: should be an object`];
    const o = other as Record<string, unknown>;
    return Object.entries(english).flatMap(([key, value]) => {
      const at = path ? `${path}.${key}` : key;
      if (!(key in o)) return [`${at}: missing`];
      if (!at.startsWith('labels.') && ['id', 'category', 'type', 'rating', 'highPriority', 'price'].includes(key) && value !== o[key]) return [`${at}: "${String(o[key])}", the English has "${String(value)}"`];
      return shapeDifferences(value, o[key], at);
    });
  }
  return [];
}
