import { z } from 'astro/zod';
import { webAddress } from '../core/web-address';
import { firmDataPath, readFirmData } from './data-file';
import { parseDataFile } from './parse';

/*
 * The people and public proof behind the firm (content/firm/people.yaml): the founder, software
 * partner programmes and public reviews. Like the claims, each is off until the firm fills it in
 * and confirms it; `npm run check:release` lists what is still empty or unconfirmed.
 */

const empty = (value: unknown) => (value === null || value === '' ? undefined : value);
const text = (min: number) => z.preprocess(empty, z.string().min(min).optional());
/** Words in English and Italian, both or neither. */
const bothLanguages = (what: string) =>
  z
    .preprocess(
      empty,
      z
        .object({ en: z.string().min(10), it: z.string().min(10) })
        .strict()
        .optional(),
    )
    .describe(`${what}, in English (en) and Italian (it).`);
const photoFile = z
  .preprocess(
    empty,
    z
      .string()
      .regex(/^[a-z0-9-]+\.(jpe?g|png|webp|avif)$/, 'must be a file name in src/assets/people, such as founder.jpg')
      .optional(),
  )
  .describe('A real photo: a file name in src/assets/people/. Without one, the card shows the initials.');

const founderSchema = z
  .object({
    name: text(3).describe('Full name as the founder wants it on the site.'),
    photo: photoFile,
    photoAlt: text(10).describe('What the photo shows.'),
    qualifications: z.preprocess((v) => v ?? [], z.array(z.string().min(2))).describe('Qualifications, one a line.'),
    professionalBody: text(2).describe('The professional body the founder belongs to.'),
    bio: bothLanguages('Two or three sentences about the founder: their background and what they do for clients'),
    confirmed: z.boolean().describe("True once the firm has checked every line of the founder's entry."),
  })
  .strict()
  .refine((f) => !f.photo || f.photoAlt, { message: 'a photo needs photoAlt, a sentence saying what it shows', path: ['photoAlt'] });

/** How a page names a person of this file: `founder`, or a team member's `key`. */
const personKey = /^[a-z0-9]+(-[a-z0-9]+)*$/;

/** Someone of the team clients work with, besides the founder. */
const memberSchema = z
  .object({
    name: z.string().min(3).describe('Full name as they want it on the site.'),
    key: z
      .string()
      .regex(personKey, 'must be lower-case words joined by hyphens, such as mtd-lead')
      .optional()
      .describe('Optional: a short name pages use for this person, e.g. mtd-lead. A blog post names its author by it (its `person`), and `enquiries` below may name it.'),
    role: z
      .object({ en: z.string().min(2), it: z.string().min(2) })
      .strict()
      .describe('Their role, in English (en) and Italian (it), e.g. "Senior bookkeeper" / "Contabile senior".'),
    photo: photoFile,
    photoAlt: text(10).describe('What the photo shows.'),
    qualifications: z.preprocess((v) => v ?? [], z.array(z.string().min(2))).describe('Qualifications, one a line.'),
    bio: bothLanguages('One or two sentences about what they do for clients'),
    confirmed: z.boolean().describe('True once the person has agreed to be on the site and the firm has checked the entry.'),
  })
  .strict()
  .refine((m) => !m.photo || m.photoAlt, { message: 'a photo needs photoAlt, a sentence saying what it shows', path: ['photoAlt'] });

const partnerSchema = z
  .object({
    name: z.string().min(2).describe('The programme\'s name as its owner writes it, e.g. "Xero Certified Advisor".'),
    detail: z.string().min(2).optional().describe('One line under the name, e.g. "Silver partner".'),
    verifyUrl: webAddress().optional().describe("The programme's public page for the firm, where a visitor can check it."),
    confirmed: z.boolean().describe('True once the firm has checked the entry.'),
  })
  .strict();

const reviewSchema = z
  .object({
    source: z.string().min(2).describe('The site the reviews are on, e.g. Google.'),
    url: webAddress().describe('The public page of the reviews.'),
    rating: z.number().min(1).max(5).describe('The average rating out of 5, as that page shows it.'),
    count: z.number().int().positive().describe('How many reviews that page counts.'),
    confirmed: z.boolean().describe('True once the firm has checked the figures against the page.'),
  })
  .strict();

/** A list, or `none` when the firm has none (an empty list means "not filled in yet"). */
const listOrNone = <T extends z.ZodType>(item: T) => z.preprocess((v) => v ?? [], z.union([z.literal('none'), z.array(item)]));

export const peopleSchema = z
  .object({
    founder: founderSchema.describe(
      'The founder and managing director (their role is in site.yaml). Shown on the About page only once every line is filled in and confirmed: a real name and photo, never a stock face.',
    ),
    team: z
      .preprocess((v) => v ?? [], z.array(memberSchema))
      .describe(
        'The people clients work with besides the founder, each shown on the About page and in "Your team" on the Making Tax Digital services page once confirmed. Real people only, never a stock face.',
      ),
    softwarePartners: listOrNone(partnerSchema).describe(
      'Software partner programmes the firm really belongs to, each with the public page where a visitor can check it; write none when there are none.',
    ),
    reviews: listOrNone(reviewSchema).describe('Reviews on public sites, with the rating and count as that page shows them; write none when there are none.'),
    enquiries: z
      .preprocess(empty, z.string().regex(personKey, "must be founder or a team member's key, such as mtd-lead").optional())
      .describe('Optional: who answers calls and enquiries, as founder or a team member\'s key. Once that person is confirmed, the "Speak to an accountant" card beside long pages names them.'),
  })
  .strict()
  .refine((p) => !p.enquiries || p.enquiries === 'founder' || p.team.some((m) => m.key === p.enquiries), {
    message: 'enquiries must be founder or the key of a person in team',
    path: ['enquiries'],
  });

export type People = z.infer<typeof peopleSchema>;
export type Founder = z.infer<typeof founderSchema>;
export type Member = z.infer<typeof memberSchema>;

export function parsePeople(value: unknown): People {
  return parseDataFile(firmDataPath('people.yaml'), peopleSchema, value);
}

export const people = parsePeople(readFirmData('people.yaml'));

const listed = <T>(list: T[] | 'none') => (list === 'none' ? [] : list);

/** The founder, once named and confirmed; otherwise nothing is shown. */
export function shownFounder(p: People = people): (Founder & { name: string }) | undefined {
  const f = p.founder;
  return f.confirmed && f.name ? { ...f, name: f.name } : undefined;
}

/** The team members the firm has confirmed, in the file's order. */
export const shownTeam = (p: People = people) => p.team.filter((m) => m.confirmed);

/** Software partner programmes the firm has confirmed. */
export const shownPartners = (p: People = people) => listed(p.softwarePartners).filter((x) => x.confirmed);

/** Public reviews the firm has confirmed. */
export const shownReviews = (p: People = people) => listed(p.reviews).filter((x) => x.confirmed);

/**
 * A person's letters after their name, from their qualifications as the file writes them: the abbreviation in
 * brackets ("Chartered Accountant (CA)" → CA), or a qualification that is itself one ("ATT"); the rest are words
 * ("CIPP Foundation Degree"), not letters. The founder's professional body follows in brackets: "CA CTA (ICAS)".
 */
export function lettersOf(qualifications: string[], professionalBody?: string): string {
  const letters = qualifications.map((q) => /\(([A-Z][A-Za-z]{1,7})\)\s*$/.exec(q)?.[1] ?? (/^[A-Z]{2,8}$/.test(q) ? q : undefined)).filter((l): l is string => Boolean(l));
  return [...letters, ...(professionalBody && letters.length > 0 ? [`(${professionalBody})`] : [])].join(' ');
}

/** A confirmed person, as a byline or a card names them in one line. */
interface NamedPerson {
  name: string;
  /** "CA CTA (ICAS)", or empty. */
  letters: string;
  /** Their role in the team, or undefined for the founder (whose role is in site.yaml). */
  role?: { en: string; it: string } | undefined;
}

/** The person a page names by key (`founder`, or a team member's `key`), once confirmed; otherwise nothing, and the page keeps its own words. */
export function personByKey(key: string | undefined, p: People = people): NamedPerson | undefined {
  if (!key) return undefined;
  if (key === 'founder') {
    const f = shownFounder(p);
    return f && { name: f.name, letters: lettersOf(f.qualifications, f.professionalBody) };
  }
  const m = shownTeam(p).find((t) => t.key === key);
  return m && { name: m.name, letters: lettersOf(m.qualifications), role: m.role };
}

/** "Marta Bellini, CA CTA (ICAS)": a person's name and letters, as proof lines and bylines write them. */
export const nameWithLetters = (person: NamedPerson) => (person.letters ? `${person.name}, ${person.letters}` : person.name);
