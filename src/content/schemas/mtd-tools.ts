import { z } from 'astro/zod';
import { sentence } from './cash-flow';

/*
 * The words of the two Making Tax Digital tools, one file per language: content/i18n/mtd-tools/en.yaml
 * and it.yaml (collection `mtdToolsWords`): the MTD checker (/tools/mtd-checker), the table of its
 * rules, and the deadline calendar (/tax-deadlines) with its calendar feeds. Every key is required in
 * both. Figures and dates are never written here: a sentence holds `{slot}`s that the tool fills from
 * content/firm/mtd-facts.yaml, and must keep them (a lost or unknown slot stops the build naming it).
 */

const words = sentence([]);
/** A sentence that must keep every slot named. */
const slots = (...names: string[]) => sentence(names);

const option = z.object({ label: words, hint: words }).strict();

export const mtdToolsWordsSchema = z
  .object({
    checker: z
      .object({
        topics: z
          .object({ type: words, vat: words, ownIncome: words, income: words, exemption: words })
          .strict()
          .describe('Above each question, small: what it is about ("VAT"), as GOV.UK captions a question; not its number (a count read as a chore).'),
        continue: words,
        back: words,
        errorSummary: words,
        errorPrefix: words.describe('Read by screen readers before each error, e.g. "Error:".'),
        yes: words,
        no: words,
        type: z
          .object({
            question: words,
            hint: words,
            error: words,
            options: z.object({ 'sole-trader': option, landlord: option, both: option, partner: option, company: option }).strict(),
          })
          .strict(),
        vat: z.object({ question: words, hint: slots('threshold').describe('{threshold} is the VAT registration threshold.'), error: words }).strict(),
        ownIncome: z.object({ question: words, hintPartner: words, hintCompany: words, error: words }).strict(),
        income: z
          .object({
            question: slots('taxYear'),
            hint: slots('property', 'selfEmployment', 'total').describe("GOV.UK's example of qualifying income: {property} and {selfEmployment} add up to {total}."),
            period: slots('startYear', 'endYear').describe('After the hint, for a tax year that ended before the day the site was built: when it ran.'),
            periodOpen: slots('startYear', 'endYear').describe('The same for a tax year not yet ended that day: when it runs, and to give a best estimate if it has not ended.'),
            label: words,
            unknown: words,
            errorEmpty: slots('taxYear'),
            errorInvalid: words,
          })
          .strict(),
        exemption: z.object({ question: words, hint: words, none: words, unsure: words, error: words }).strict(),
        aboutHeading: words,
        aboutPoints: z.array(words).min(1).max(4).describe('Beside the checker on wide screens: its steps, in order, one short sentence each that fits one line of the narrow rail, about 28 characters (numbered on the page).'),
        aboutHave: words.describe('Under the steps: what to have to hand.'),
        datesHeading: words.describe('Beside the answer on wide screens, in the card under the answers, after whom to call: a part leading to the tax deadlines page.'),
        datesText: words.describe("That part's sentence: what the tax deadlines page offers."),
        datesLink: words.describe("That part's link to the tax deadlines page."),
        answersHeading: words,
        change: words,
        changeLabel: slots('question').describe('What a screen reader hears for a Change button: {question} is the question it changes.'),
        unknown: words.describe('An income answered "I do not know", in the list of answers.'),
        verdict: z
          .object({
            applies: slots('date'),
            now: words.describe('When its start day is already past on the day the site is built.'),
            'apply-for-exemption': slots('date'),
            'not-in-scope': words,
            'not-yet-scheduled': words.describe('A partner: the government has set no date for partnerships.'),
            'ask-us': words.describe('The qualifying income is not known, or the visitor is not sure of an exemption.'),
          })
          .strict()
          .describe("The answer's heading, in large type, when Income Tax is the tax that matters most to the visitor (the soonest tax that applies to them, or, if none does, their main tax): one sentence on whether and from when Making Tax Digital for Income Tax applies to the visitor, one per answer the checker can give; {date} is the facts' start day. The three taxes follow it, each with its own answer below."),
        verdicts: z
          .object({
            vat: z.object({ applies: slots('date'), now: words }).strict(),
            corporationTax: z.object({ 'not-scheduled': words.describe('A limited company: the government has set no date for MTD for Corporation Tax.') }).strict(),
          })
          .strict()
          .describe("The answer's heading when VAT applies before any other tax (a VAT-registered business), or when nothing applies to a limited company (its main tax is Corporation Tax). As `verdict`."),
        taxes: z.object({ incomeTax: words, vat: words, corporationTax: words }).strict(),
        appliesNow: words.describe('The answer for a tax whose Making Tax Digital start day is already past (VAT since 2022): it applies now, not "from" a day long gone.'),
        status: z
          .object({
            applies: slots('date'),
            'apply-for-exemption': slots('date'),
            'not-in-scope': words,
            'not-yet-scheduled': words,
            'not-scheduled': words,
            'ask-us': words,
          })
          .strict()
          .describe('The answer for a tax in a few words, shown large; {date} is when MTD applies from.'),
        reasons: z
          .object({
            incomeTax: z
              .object({
                above: slots('income', 'taxYear', 'threshold'),
                below: slots('income', 'taxYear', 'threshold'),
                unknown: slots('taxYear', 'threshold', 'from'),
                company: words,
                partnership: words,
                exempt: slots('exemption'),
                apply: sentence(['exemption'], ['exemption', 'income', 'taxYear', 'threshold']),
                'exemption-unsure': sentence(['from'], ['income', 'taxYear', 'threshold', 'from']),
              })
              .strict(),
            vat: z.object({ registered: slots('from'), 'not-registered': slots('threshold') }).strict(),
            corporationTax: z.object({ company: words, 'not-company': words }).strict(),
          })
          .strict()
          .describe('Why, in one sentence, for each answer the checker can give.'),
        notes: z
          .object({ exactly: slots('threshold', 'taxYear'), 'partnership-income': words, 'company-income': words })
          .strict()
          .describe('Sentences added under an answer: income exactly at a threshold, and what does not count for partners and company owners.'),
        next: z
          .object({
            incomeTax: z
              .object({ applies: slots('date'), 'apply-for-exemption': slots('date'), 'not-in-scope': words, 'not-yet-scheduled': words, 'ask-us': words, company: words.describe('A limited company with no income of its owner\'s own: MTD for Income Tax is not for it (in place of not-in-scope).') })
              .strict(),
            vat: z.object({ applies: words, 'not-in-scope': words }).strict(),
            corporationTax: z.object({ 'not-scheduled': words, 'not-in-scope': words }).strict(),
          })
          .strict()
          .describe('What to do next, for each tax and answer.'),
        nextLabel: words,
        source: words.describe('Before the link to the gov.uk page an answer rests on, at the foot of each tax\'s answer.'),
        bookHeading: words.describe('Heading of the panel under the answer that offers to go through it with the firm.'),
        bookText: words.describe('The panel\'s sentences: the answer is a guide, not tax advice; what the free assessment does with it (the answers go into the message).'),
        book: words.describe('The panel\'s button: books the assessment through the contact form, the answers in the message. One line on a phone: short.'),
        share: words,
        shareCopied: words,
        shareHint: words,
        startAgain: words,
        bookSubject: words.describe('Subject of the contact form when a visitor books an assessment from the answer.'),
        bookMessage: slots('answers', 'result').describe('Message of the contact form: {answers} is the list of answers, {result} the answer for each tax.'),
        noScript: slots('phone').describe('Shown where the checker would be when JavaScript is off; {phone} becomes a link.'),
        privacy: words,
      })
      .strict(),
    rules: z
      .object({
        heading: words,
        caption: words,
        who: words,
        tax: words,
        from: words,
        vatWho: words,
        itsaWho: slots('taxYear', 'threshold'),
        partnershipsWho: words,
        ctWho: words,
        notScheduled: words.describe('The rules table\'s "From" for partnerships and limited companies: no start date set (one wording for both).'),
        fold: words.describe('Once the checker shows an answer, the rules and the exemptions fold under this one line (before an answer they read as sections of the page).'),
        foldHint: words.describe('Under that line, smaller: what opening it shows.'),
      })
      .strict()
      .describe('The table of rules on the checker page (read without JavaScript too).'),
    exemptions: z
      .object({
        heading: words.describe('Heading of the list of exemptions beside the checker page\'s section on them (the list is content/firm/mtd-facts.yaml\'s).'),
        automatic: words.describe('Heading of the exemptions HMRC gives without an application.'),
        apply: words.describe('Heading of the exemptions a person applies for.'),
        lowIncome: slots('threshold').describe('The automatic exemption of a low income, first in the list: {threshold} is the lowest threshold of the facts.'),
      })
      .strict()
      .describe('The list of published exemptions on the checker page, beside its section "Exemptions, and when to ask us".'),
    deadlines: z
      .object({
        feedsHeading: words,
        feedsIntro: words.describe('Under the heading of the calendars: what subscribing does, in a sentence.'),
        feedsHelp: words.describe('Under the calendars, in small print: what Copy link and Download are for (calendars on the web; a one-off import).'),
        forLabel: words.describe('On each calendar, before the kinds of client it is for (the labels of the choice at the top, `filter.kinds`): one short word.'),
        showAllCalendars: words.describe('Over the calendars once a choice shows only some: the button that shows them all again (it clears the choice).'),
        filter: z
          .object({
            legend: words,
            hint: words,
            kinds: z.object({ 'sole-trader': words, landlord: words, partner: words, company: words, vat: words }).strict().describe('The kinds of client a visitor can choose; each shows the calendars and dates that concern it.'),
            vatQuarters: words.describe('Shown once "VAT-registered" is chosen: the question of which VAT quarters are theirs.'),
            vatAll: words,
            shown: slots('calendars', 'calendarsTotal', 'dates', 'datesTotal').describe('After a choice: how many calendars and dates are shown, of how many.'),
            showAll: words,
            foldAll: slots('dates').describe('On a phone and a tablet, under "Filter the dates" on its folded line, before a choice: {dates} is how many dates the page lists.'),
            foldCount: slots('dates', 'datesTotal').describe('The same line once a choice is made: {dates} of the {datesTotal} dates are shown. Keep both short: the line is narrow.'),
            showDates: slots('dates').describe('On a phone and a tablet, the button at the foot of the open choice, in view under it: it folds the choice and brings the dates into view; {dates} is how many the choice shows.'),
            notes: z
              .object({ partner: words, company: words })
              .strict()
              .describe('Shown when "partner" or "company" is chosen: what the calendars do not hold for them.'),
          })
          .strict()
          .describe('The choice at the top of the page: "which describe you?". Without JavaScript it is not shown and every calendar and date is.'),
        copy: words.describe('The button that copies a calendar\'s address, for calendars on the web that add a calendar "from URL".'),
        copyLabel: slots('name'),
        copied: words,
        filterFold: words.describe('On a phone and a tablet, the one folded line above the dates that opens the choice of who the visitor is (from 1024 px the choice stands beside the dates, and this line is not shown).'),
        feedsJump: words.describe('On a phone and a tablet, the short link beside that line, down to the calendars to subscribe to under the dates.'),
        vatGroup: words.describe('The title of the VAT calendars\' card (one word).'),
        vatIntro: words.describe('In that card: what a VAT calendar holds, and where a business finds its VAT quarters.'),
        subscribe: words,
        subscribeLabel: slots('name'),
        download: words,
        downloadLabel: slots('name'),
        next: slots('date'),
        feeds: z
          .object({
            'mtd-income-tax': z.object({ title: words, who: words, holds: words }).strict(),
            'self-assessment': z.object({ title: words, who: words, holds: words }).strict(),
            vat: z
              .object({ title: slots('months'), short: slots('months'), who: words })
              .strict()
              .describe('The three VAT calendars: {months} lists the months their quarters end in (short names in `short`, the label beside each date).'),
          })
          .strict()
          .describe('Each calendar: its `title`; `who`, whom it is for and what it holds, in the description of the calendar a visitor subscribes to; `holds`, what it holds, on its card on the page (the card names whom it is for with the labels of the choice).'),
        calendarName: slots('title').describe("The calendar's name in the visitor's calendar application."),
        calendarDescription: sentence(['who', 'url'], ['who', 'firm', 'url']),
        listHeading: slots('months'),
        tagKey: words.describe('Above the dates, before a sample of each calendar\'s label: the key to the labels beside the dates (one short word).'),
        vatTagKey: words.describe('In that key, the VAT calendars\' label (on each date it names the months of its VAT quarters).'),
        listIntro: words.describe('Under the months, before the links to GOV.UK: how the dates are worked out.'),
        passed: words.describe('Beside a date that has passed since the page was built.'),
        nextHeading: words.describe('Above the next deadline, in its row of the months.'),
        keyHeading: words.describe('Above each of the dates that matter most (the Self Assessment return and payments, the final declaration), in its row of the months.'),
        laterMonths: slots('from', 'to', 'count').describe('The line the later months fold under: {from} and {to} are their first and last month, {count} the dates they hold.'),
        fewerMonths: words.describe('The button at the end of the later months once open, which folds them again (without JavaScript the line that opened them says it).'),
        vatLine: slots('end').describe('A VAT date in the months, one short line beside its calendar\'s label: {end} is the last day of its quarter ("31 Oct 2026").'),
        sourcesHeading: words,
        sources: z
          .object({ 'mtd-update': words, 'final-declaration': words, 'self-assessment': words, 'vat-return': words })
          .strict()
          .describe('One link per kind of deadline to the GOV.UK page its dates come from.'),
        events: z
          .object({
            'mtd-update': slots('quarter', 'start', 'end'),
            'final-declaration': slots('taxYear'),
            'sa-return': slots('taxYear'),
            'sa-payment': slots('taxYear', 'nextTaxYear'),
            'sa-second-payment': slots('taxYear'),
            'vat-return': slots('end'),
          })
          .strict()
          .describe('Each kind of deadline, as the list and the calendar events name it.'),
        eventDescription: sentence(['source', 'url'], ['source', 'firm', 'url']).describe("The text of a calendar event: {source} is its gov.uk page, {url} the firm's page."),
        alarm: slots('summary'),
      })
      .strict()
      .describe('The deadline calendar page and its calendar feeds.'),
  })
  .strict();

export type MtdToolsWords = z.infer<typeof mtdToolsWordsSchema>;
