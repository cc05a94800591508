/*
 * What must be true before the firm goes live, checked by `npm run check:release`
 * (scripts/check-release.mjs). `releaseProblems` is pure: it takes the configuration as an object,
 * so the tests can point it at today's config (which must fail) and at a complete fixture (which
 * must pass). Each problem is one line a person can act on.
 */
import type { Contact } from '../config/contact';
import type { Disclosures } from '../config/site';
import type { Claims } from '../config/claims';
import type { Offers } from '../config/offers';
import type { People } from '../config/people';
import { firmDataPath } from '../config/data-file';

export interface ReleaseConfig {
  contact: Contact;
  /** The example contact details shipped with the site (exampleContact of src/config/contact.ts). */
  exampleContact: { street: string; email: string; bookingUrl: string };
  disclosures: Disclosures;
  claims: Claims;
  offers: Offers;
  /** content/firm/people.yaml: the founder, partner programmes and reviews (left out, it is not checked). */
  people?: People;
  /** Making Tax Digital facts (content/firm/mtd-facts.yaml): each names its source and whether a person has opened it. */
  mtdFacts: Record<string, unknown>;
  /** Environment variables of the production build (process.env and .env). */
  env: Record<string, string | undefined>;
}

/** Environment variables the production build needs. */
export const requiredEnv = [
  'SITE_URL',
  'PUBLIC_EMAILJS_PUBLIC_KEY',
  'PUBLIC_EMAILJS_SERVICE_ID',
  'PUBLIC_EMAILJS_TEMPLATE_ENQUIRY',
  'PUBLIC_EMAILJS_TEMPLATE_NEWSLETTER',
  'PUBLIC_EMAILJS_TEMPLATE_CONTACT',
] as const;

/**
 * Ofcom's telephone numbers reserved for drama (never allocated to anyone), as digits without
 * the leading 0: the two ranges the site has used (01632 960xxx, 07700 900xxx) and the
 * geographic ones of the big cities.
 */
const dramaRanges = [
  /^1632960\d{3}$/,
  /^7700900\d{3}$/,
  /^2079460\d{3}$/,
  /^(113|114|115|116|117|118|121|131|141|151|161)4960\d{3}$/,
  /^1914980\d{3}$/,
  /^2890180\d{3}$/,
  /^2920180\d{3}$/,
  /^8081570\d{3}$/,
  /^9098790\d{3}$/,
];

const disclosureNames: Record<keyof Disclosures, string> = {
  registeredName: 'registered company name',
  companyNumber: 'company number',
  registeredOffice: 'registered office address',
  placeOfRegistration: 'place of registration',
  vatNumber: 'VAT number',
  professionalBody: 'professional body (anti-money-laundering supervisor)',
  indemnityInsurer: 'professional indemnity insurer',
};

/** True if a UK phone number is in one of Ofcom's drama ranges. */
export function isDramaNumber(phone: string): boolean {
  const digits = phone.replace(/\D/g, '').replace(/^44/, '').replace(/^0/, '');
  return dramaRanges.some((range) => range.test(digits));
}

/** Today in the UK as YYYY-MM-DD. */
const ukDate = (today: Date) => today.toLocaleDateString('en-CA', { timeZone: 'Europe/London' });

/** Everything that stops the site going live, one line each; empty when it is ready. */
export function releaseProblems(config: ReleaseConfig, today: Date = new Date()): string[] {
  const { contact, exampleContact, disclosures, claims, offers, mtdFacts, env, people } = config;
  const problems: string[] = [];

  // Contact details (content/firm/contact.yaml).
  if (isDramaNumber(contact.phone)) problems.push(`content/firm/contact.yaml: phone ${contact.phone} is in Ofcom's drama range: set the firm's real number.`);
  if (contact.address.street === exampleContact.street) problems.push(`content/firm/contact.yaml: address "${contact.address.street}" is the example address: set the firm's real address.`);
  if (contact.email === exampleContact.email || /@example\.(com|org|net)$/i.test(contact.email))
    problems.push(`content/firm/contact.yaml: email ${contact.email} is the example address: set the firm's real mailbox.`);
  if (contact.bookingUrl === exampleContact.bookingUrl) problems.push(`content/firm/contact.yaml: booking URL ${contact.bookingUrl} is the example: set the firm's own booking page.`);

  // Statutory disclosures (content/firm/site.yaml). A firm that is not VAT-registered has no VAT number.
  for (const key of Object.keys(disclosureNames) as (keyof Disclosures)[]) {
    if (key === 'vatNumber' && offers.vat === 'not-charged') continue;
    if (!disclosures[key]) problems.push(`content/firm/site.yaml: statutory disclosure missing: ${disclosureNames[key]}.`);
  }

  // Environment of the production build (.env or the host's settings).
  for (const name of requiredEnv) {
    if (!env[name]?.trim()) problems.push(`environment: ${name} is not set.`);
  }

  // Claims (content/firm/claims.yaml).
  for (const [id, claim] of Object.entries(claims)) {
    if (!claim.confirmed && !claim.withdrawn) problems.push(`content/firm/claims.yaml: claim "${id}" is not confirmed ("${claim.statement.en}"): confirm it (with its evidence) or withdraw it.`);
  }
  if (claims['promo-limited-places']?.confirmed && !offers.promo.placesPerMonth) {
    problems.push('content/firm/prices.yaml: claim "promo-limited-places" is confirmed but promo.placesPerMonth states no limit.');
  }

  // The founder, partner programmes and reviews, each shown only once filled in and confirmed (content/firm/people.yaml).
  if (people) problems.push(...peopleProblems(people));

  // Making Tax Digital sources nobody has opened since they changed (content/firm/mtd-facts.yaml).
  for (const [key, fact] of Object.entries(mtdFacts)) {
    const f = fact as { source?: string; unverified?: boolean };
    if (f.unverified) problems.push(`content/firm/mtd-facts.yaml: ${key}: open ${f.source}, confirm the rule as worded, update "checked" and turn off "unverified".`);
  }

  // Prices and offers (content/firm/prices.yaml).
  if (!offers.pricesConfirmed) problems.push('content/firm/prices.yaml: prices and the VAT statement are not confirmed (pricesConfirmed is false).');
  const now = ukDate(today);
  for (const name of ['restaurant', 'promo'] as const) {
    if (offers[name].endsOn < now) problems.push(`content/firm/prices.yaml: the ${name} offer ended on ${offers[name].endsOn}: set a new end date or take the offer down.`);
  }
  return problems;
}

/** What the release check lists for content/firm/people.yaml: each slot still empty or unconfirmed. */
export function peopleProblems(p: People): string[] {
  const file = firmDataPath('people.yaml');
  const problems: string[] = [];
  const f = p.founder;
  const missing = [!f.name && 'name', !f.photo && 'photo', f.qualifications.length === 0 && 'qualifications', !f.professionalBody && 'professionalBody'].filter(Boolean);
  if (missing.length > 0) problems.push(`${file}: founder: fill in ${missing.join(', ')} (the About page shows no founder until then).`);
  else if (!f.confirmed) problems.push(`${file}: founder: check the entry and set confirmed: true.`);
  for (const m of p.team) if (!m.confirmed) problems.push(`${file}: team: "${m.name}" is not confirmed: check the entry, ask them, and set confirmed: true.`);
  for (const [key, what] of [
    ['softwarePartners', 'software partner programmes'],
    ['reviews', 'public reviews'],
  ] as const) {
    const list = p[key];
    if (Array.isArray(list) && list.length === 0) problems.push(`${file}: ${key}: no ${what} listed yet: add them, or write "${key}: none".`);
    if (Array.isArray(list))
      for (const entry of list) if (!entry.confirmed) problems.push(`${file}: ${key}: "${'name' in entry ? entry.name : entry.source}" is not confirmed: check it and set confirmed: true.`);
  }
  return problems;
}
