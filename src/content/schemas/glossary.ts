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
    /** The words not to use. */
    text: phrase,
    /** Why not, in one sentence. */
    reason: z.string().min(5).describe('Why the words are wrong, in one sentence.'),
    /** What to write instead. */
    fix: z.string().min(2).describe('What to write instead.'),
    /** Longer phrases in which the words are correct (e.g. "codice fiscale italiano"). */
    unless: z.array(z.string().min(2)).default([]).describe('Longer phrases in which the words are fine.'),
  })
  .strict();

export const glossarySchema = z
  .object({
    /** UK concepts and their one Italian name. */
    concepts: z.array(
      z
        .object({
          /** The UK concept, in English. */
          concept: z.string().min(2).describe('The UK concept, in English.'),
          /** The one Italian name a page uses for it. */
          use: z.string().min(2).describe('The one Italian name a page uses.'),
          /** How a page introduces it the first time. */
          firstMention: z.string().min(2).optional().describe('How a page introduces it the first time.'),
          /** The explaining words of the first mention: written at most once per page. */
          explanation: z.string().min(2).optional().describe('The explaining words of the first mention; a page writes them at most once.'),
          /** Other names a page must not use for it. */
          avoid: z.array(avoided).default([]).describe('Other names a page must not use for the concept.'),
        })
        .strict(),
    ),
    /** Words the Italian edition never uses. */
    forbidden: z.array(
      avoided
        .extend({
          /** True where a client's own adviser may carry the title, marked in the page. */
          clientMayHaveOne: z.boolean().default(false).describe('A client’s own adviser may be named with it, marked in the page.'),
        })
        .strict(),
    ),
    /** Words that name a client's own adviser in Italy, in which a regulated title is allowed. */
    clientsOwnAdviser: z.array(z.string().min(2)).default([]).describe('Phrases naming a client’s own adviser in Italy, where a regulated title is allowed.'),
    /** Capitalised courtesy forms that must be lower case in the middle of a sentence. */
    capitalisedLei: z.array(z.string().min(2)).describe('Courtesy forms written in lower case in the middle of a sentence.'),
    /** Informal imperatives a button or link never starts with, each with its formal form. */
    informalImperatives: z.record(z.string().min(2), z.string().min(2)).describe('Informal imperative → the formal one to use in buttons and links.'),
    /** Sentences allowed on any number of pages (legal wording, offer terms). */
    sharedSentences: z.array(z.string().min(8)).default([]).describe('Sentences that may appear on any number of pages.'),
    /** Menu labels allowed to differ from the heading of the page they open. */
    shortForms: z
      .array(z.object({ label: z.string().min(2), heading: z.string().min(2) }).strict())
      .default([])
      .describe('A menu label and the longer heading of the page it opens.'),
  })
  .strict();

export type Glossary = z.infer<typeof glossarySchema>;
