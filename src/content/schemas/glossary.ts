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
    reason: z.string().min(5).describe('Why the words are wrong, in one sentence.').describe('Why not, in one sentence.'),
    fix: z.string().min(2).describe('What to write instead.').describe('What to write instead.'),
    unless: z.array(z.string().min(2)).default([]).describe('Longer phrases in which the words are fine.').describe('Longer phrases in which the words are correct (e.g. "codice fiscale italiano").'),
  })
  .strict();

export const glossarySchema = z
  .object({
    concepts: z.array(
      z
        .object({
          concept: z.string().min(2).describe('The UK concept, in English.').describe('The UK concept, in English.'),
          use: z.string().min(2).describe('The one Italian name a page uses.').describe('The one Italian name a page uses for it.'),
          firstMention: z.string().min(2).optional().describe('How a page introduces it the first time.').describe('How a page introduces it the first time.'),
          explanation: z.string().min(2).optional().describe('The explaining words of the first mention; a page writes them at most once.').describe('The explaining words of the first mention: written at most once per page.'),
          avoid: z.array(avoided).default([]).describe('Other names a page must not use for the concept.').describe('Other names a page must not use for it.'),
        })
        .strict(),
    ).describe('UK concepts and their one Italian name.'),
    forbidden: z.array(
      avoided
        .extend({
          clientMayHaveOne: z.boolean().default(false).describe('A client’s own adviser may be named with it, marked in the page.').describe('True where a client\'s own adviser may carry the title, marked in the page.'),
        })
        .strict(),
    ).describe('Words the Italian edition never uses.'),
    clientsOwnAdviser: z.array(z.string().min(2)).default([]).describe('Phrases naming a client’s own adviser in Italy, where a regulated title is allowed.').describe('Words that name a client\'s own adviser in Italy, in which a regulated title is allowed.'),
    capitalisedLei: z.array(z.string().min(2)).describe('Courtesy forms written in lower case in the middle of a sentence.').describe('Capitalised courtesy forms that must be lower case in the middle of a sentence.'),
    informalImperatives: z.record(z.string().min(2), z.string().min(2)).describe('Informal imperative → the formal one to use in buttons and links.').describe('Informal imperatives a button or link never starts with, each with its formal form.'),
    sharedSentences: z.array(z.string().min(8)).default([]).describe('Sentences that may appear on any number of pages.').describe('Sentences allowed on any number of pages (legal wording, offer terms).'),
    shortForms: z
      .array(z.object({ label: z.string().min(2), heading: z.string().min(2) }).strict())
      .default([])
      .describe('A menu label and the longer heading of the page it opens.').describe('Menu labels allowed to differ from the heading of the page they open.'),
  })
  .strict();

export type Glossary = z.infer<typeof glossarySchema>;
