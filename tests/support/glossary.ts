import { z } from 'astro/zod';

/**
 * The Italian glossary (content/i18n/glossary.yaml): one Italian name per UK concept, the words the
 * firm never uses, and the house rules of the Italian edition. The glossary test
 * (tests/static/glossary.spec.ts) reads every built Italian page against it.
 *
 * A phrase is plain words, matched as whole words: its first letter in either case, other capitals as
 * written; a "*" at the end of a word stands for any ending; ’ and ' match each other.
 */
const phrase = z.string().min(2).describe('Plain words, matched as whole words; "*" at the end of a word means any ending.');

/** A name a page must not use, why, and what to write instead. */
const avoided = z
  .object({
    text: phrase.describe('The words not to use.'),
    reason: z.string().min(5).describe('Why not, in one sentence.'),
    fix: z.string().min(2).describe('What to write instead.'),
    unless: z.array(z.string().min(2)).default([]).describe('Longer phrases in which the words are correct (e.g. "codice fiscale italiano").'),
  })
  .strict();

/**
 * Words that tire the reader when repeated: said at most once on a page (its title, description and
 * visible text together), where they matter. Each language has its own phrases; together they count as one.
 */
const oncePerPage = z
  .object({
    topic: z.string().min(2).describe('What the phrases say, in English (the failure message names it).'),
    it: z.array(phrase).default([]).describe('The Italian ways of saying it; an Italian page holds at most one of them, once.'),
    en: z.array(phrase).default([]).describe('The English ways of saying it; an English page holds at most one of them, once.'),
    fix: z.string().min(5).describe('Where to keep it and how to write the other places.'),
  })
  .strict();

export const glossarySchema = z
  .object({
    concepts: z
      .array(
        z
          .object({
            concept: z.string().min(2).describe('The UK concept, in English.'),
            use: z.string().min(2).describe('The one Italian name a page uses for it.'),
            firstMention: z.string().min(2).optional().describe('How a page introduces it the first time.'),
            explanation: z.string().min(2).optional().describe('The explaining words of the first mention: written at most once per page.'),
            avoid: z.array(avoided).default([]).describe('Other names a page must not use for it.'),
          })
          .strict(),
      )
      .describe('UK concepts and their one Italian name.'),
    forbidden: z
      .array(
        avoided
          .extend({
            clientMayHaveOne: z.boolean().default(false).describe("True where a client's own adviser may carry the title, marked in the page."),
          })
          .strict(),
      )
      .describe('Words the Italian edition never uses.'),
    clientsOwnAdviser: z.array(z.string().min(2)).default([]).describe("Words that name a client's own adviser in Italy, in which a regulated title is allowed."),
    capitalisedLei: z.array(z.string().min(2)).describe('Capitalised courtesy forms that must be lower case in the middle of a sentence.'),
    informalImperatives: z.record(z.string().min(2), z.string().min(2)).describe('Informal imperatives a button or link never starts with, each with its formal form.'),
    oncePerPage: z.array(oncePerPage).default([]).describe('Phrases said at most once per page, in both editions.'),
    sharedSentences: z.array(z.string().min(8)).default([]).describe('Sentences allowed on any number of pages (legal wording, offer terms).'),
    shortForms: z
      .array(
        z
          .object({
            label: z.string().min(2).describe('The label of the menu entry or home card.'),
            heading: z.string().min(2).describe('The heading of the page it opens.'),
          })
          .strict(),
      )
      .default([])
      .describe('Menu labels allowed to differ from the heading of the page they open.'),
  })
  .strict();
