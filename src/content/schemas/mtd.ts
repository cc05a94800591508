import { z } from 'astro/zod';
import { mtdPackageIds, offers } from '../../config/offers';
import { text as tokenText } from './after-filling';
import { sentence } from './cash-flow';

/*
 * The data of the Making Tax Digital pages, one YAML file per language in content/mtd-data/
 * (en.yaml, it.yaml): business-type tabs, software cards, packages, checklists, help questions,
 * case stories, and the few interface labels of the MTD components. Every object is strict and
 * every key required, so a key missing from it.yaml (or misspelt) fails the build naming the file
 * and the key path; `shapeDifferences` then checks that the Italian lists match the English ones
 * item for item. Facts, dates and prices are {tokens} filled as pages render ({mtd:…} in English, {mtdIt:…}
 * in Italian; see src/lib/tokens.ts); package prices come from content/firm/prices.yaml by id.
 */

/** Text that may quote a figure as {token}, kept as written (filled as pages render: src/lib/facts.ts); an unknown token fails the build. */
const text = tokenText();
/** An interface label; `{name}` slots are filled by the component, so no tokens here. */
const label = z.string().min(1);
const list = z.array(text).min(1);

const businessTypeIds = ['sole-traders', 'contractors', 'limited-companies'] as const;
const helpCategoryIds = ['general', 'software', 'deadlines', 'penalties', 'business-types'] as const;

/** The facts a penalty card's words may quote (src/components/mtd/PenaltyTable.astro fills them from content/firm/mtd-facts.yaml). */
export const penaltySlots = ['points', 'taxYear', 'threshold', 'penalty', 'expiry', 'reset', 'lookback', 'day15', 'day30', 'yearly'] as const;
const penaltyWords = sentence([], penaltySlots);

/** One card of the MTD penalties; a slot the facts do not fill is refused as the content loads, naming the file and line. */
const penaltyCard = z
  .object({
    penalty: penaltyWords.describe('The penalty, short: it is shown large.'),
    when: penaltyWords.describe('When it applies, one line under the penalty.'),
    more: penaltyWords.describe('How it grows or ends.'),
  })
  .strict();

const businessType = z
  .object({
    id: z.enum(businessTypeIds).describe('Tab id; the first tab is shown at first.'),
    title: text.describe('Tab label.'),
    description: text,
    requirements: list.describe('What MTD requires of them.'),
    challenges: list.describe('What they usually find hard.'),
  })
  .strict();

const softwareCard = z
  .object({
    name: z.string().min(2).describe('Product name (the same in every language).'),
    nameInText: z
      .string()
      .min(2)
      .optional()
      .describe("Optional, for a card that is not a brand: its name as it reads inside a sentence, with the article in Italian ('bridging software', 'il software ponte'). The button (for screen readers) and the contact form's message use it; the subject line and the card show the name."),
    tagline: text,
    type: z.enum(['cloud', 'desktop']),
    priceRange: text.describe('How it is priced, in words (no figures: providers change prices).'),
    rating: z.number().int().min(1).max(5).describe('The firm\'s own rating, 1 to 5.'),
    bestFor: text,
    features: list,
    pros: list,
    cons: list,
  })
  .strict();

const mtdPackage = z
  .object({
    id: z.enum(mtdPackageIds).describe('A key of mtdPackages in content/firm/prices.yaml: the price comes from there.'),
    name: text,
    priceUnit: text.describe('What the price is for, e.g. \'per quarter\'.'),
    description: text,
    features: list,
    timeline: text.optional().describe('Typical time to be ready, e.g. \'2 to 3 weeks\' (shown once the firm confirms the claim).'),
  })
  .strict()
  .transform((p) => ({ ...p, price: offers.mtdPackages[p.id] }));

const checklistItem = z
  .object({
    id: z.string().regex(/^[a-z0-9-]+$/, 'must be lower-case words joined by hyphens, such as keep-records').describe('Stable id: ticks are saved under it in the visitor\'s browser.'),
    text,
    highPriority: z.boolean().default(false),
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
    name: text.describe('A typical situation, not a client: name the kind of business ("A mobile hairdresser"), never a person, and write the story in the present tense.'),
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
        rating: label.describe('"{rating}"'),
        pricing: label,
        bestFor: label,
        features: label,
        pros: label,
        cons: label,
        getHelp: label.describe('"{name}": what a screen reader hears for each card\'s button'),
        getHelpShort: label.describe('The button as shown, the same on every card, so a row of buttons lines up; it must be how getHelp starts (a screen reader hears getHelp).'),
        contactSubject: label,
        contactMessage: label,
      })
      .strict()
      .refine((w) => w.getHelp.startsWith(w.getHelpShort), {
        message: 'getHelp must start with the words of getHelpShort, so what a screen reader hears begins with what the button shows.',
        path: ['getHelpShort'],
      }),
    packages: z
      .object({
        choose: label,
        recommended: label.describe('The small label above the recommended package (Standard).'),
        from: label.describe('"{price}"'),
        readyIn: label.describe('"{timeline}"'),
        continueWith: label.describe('"{name}"'),
        contactSubject: label,
        contactMessage: label,
      })
      .strict(),
    caseStories: z.object({ heading: label, note: label, situation: label, howWeHelp: label, outcome: label }).strict(),
    checklist: z
      .object({
        progress: label.describe('"{done}", "{total}"'),
        highPriority: label,
        print: label,
        download: label,
        reset: label,
        savedNote: label,
        fileGuide: z.string().regex(/^[a-z0-9-]+$/, 'must be lower-case words joined by hyphens, such as mtd-checklist').describe('File names of the downloads, without ".txt".'),
        fileCompliance: z.string().regex(/^[a-z0-9-]+$/, 'must be lower-case words joined by hyphens, such as mtd-checklist'),
      })
      .strict(),
    help: z
      .object({
        categoriesLabel: label,
        searchLabel: label,
        searchButton: label,
        popular: label,
        answerFor: label.describe('"{count}", "{query}"'),
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
        rule: text.describe('A sentence from the facts: tokens allowed.'),
        taxYearToday: label.describe('"{taxYear}", "{today}"'),
        quarter: label.describe('"{quarter}"'),
        current: label,
        range: label.describe('"{start}", "{end}"'),
        due: label.describe('"{date}"'),
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
        vatText: label.describe('"{from}", "{threshold}", "{thresholdFrom}"'),
        itsaTitle: label.describe('"{from}"'),
        itsaFigure: label.describe('"{threshold}"'),
        itsaText: label.describe('"{threshold}", "{taxYear}"'),
        ctTitle: label,
        ctFigure: label,
        ctText: label,
        // The glance figure's caption (<ThresholdCards layout="glance" />).
        itsaCardTitle: label.describe('Name of the tax on each Income Tax card, e.g. "MTD for Income Tax".'),
        itsaCardFigureLabel: label.describe('Small words above the threshold, e.g. "Qualifying income over".'),
        checkLink: label.describe('The button under the cards that opens the MTD checker (/tools/mtd-checker), verb first.'),
      })
      .strict(),
    timeline: z
      .object({
        caption: label,
        vatTitle: label,
        vatText: label,
        itsaTitle: label.describe('"{threshold}"'),
        itsaText: label,
        noDate: label,
        ctTitle: label,
        ctText: label,
      })
      .strict(),
    penalties: z
      .object({
        heading: label,
        late: penaltyCard.describe('A late quarterly update or final declaration.'),
        threshold: penaltyCard.describe('The penalty when the points reach the threshold.'),
        payment: penaltyCard.describe('Tax paid late.'),
        oldNote: label.describe('"{daily}", "{days}", "{percent}"'),
      })
      .strict()
      .describe('Three cards; their words may use the facts of content/firm/mtd-facts.yaml: "{points}", "{taxYear}", "{threshold}", "{penalty}", "{expiry}", "{reset}", "{lookback}", "{day15}", "{day30}", "{yearly}".'),
    lastReviewed: z
      .object({
        ariaLabel: label,
        lastReviewed: label,
        intro: label,
        sources: label,
        checkedOn: label,
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
            qualifyingIncome: label,
            partnerships: label,
            exemptions: label,
            selfAssessment: label,
            vatReturns: label,
          })
          .strict().describe('The name of each group of facts in content/firm/mtd-facts.yaml.'),
      })
      .strict(),
    countdown: z
      .object({
        next: label.describe('Before the date of the next deadline.'),
        nextDetail: label.describe('After the date: "{quarter}", "{taxYear}"'),
        timerLabel: label.describe('"{date}"'),
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
    businessTypes: z.array(businessType).min(1).describe('Tabs on the sole traders and contractors page, in order.'),
    software: z.array(softwareCard).min(1).describe('Software cards of the software set-up page; ratings are the firm\'s own opinion.'),
    packages: z.array(mtdPackage).min(1).describe('The Making Tax Digital packages, in order: one list, shown the same wherever packages appear (the accountant services page, the sole traders page).'),
    checklists: z.object({ guide: checklist('guide'), compliance: checklist('compliance') }).strict().describe('guide: the compliance guide\'s checklist; compliance: the checklist page\'s.'),
    help: z
      .object({
        categories: z.array(z.object({ id: z.enum(helpCategoryIds), label: text }).strict()).min(1).describe('Category tabs, in order (the first is shown at first).'),
        faqs: z.array(helpFaq).min(1),
        popularSearches: z.array(text).min(1).describe('Suggestions under the search box; each should match words of the questions.'),
      })
      .strict(),
    caseStories: z.object({ 'sole-traders': stories, 'last-minute': stories, compliance: stories }).strict().describe('Typical situations and how we would help, three sets. Never a real or made-up client presented as one.'),
    labels: labels.describe('Interface words of the MTD components. {name}-style slots are filled by the component.'),
  })
  .strict();

export type MtdData = z.infer<typeof mtdDataSchema>;
export type BusinessType = MtdData['businessTypes'][number];
export type Checklist = MtdData['checklists']['guide'] | MtdData['checklists']['compliance'];
export type HelpFaq = MtdData['help']['faqs'][number];
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
