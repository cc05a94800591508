import { describe, it, expect } from 'vitest';
import { execFileSync, spawnSync } from 'node:child_process';
import { releaseProblems, isDramaNumber, requiredEnv, peopleProblems, type ReleaseConfig } from '../../src/lib/release-check';
import { contact, exampleContact } from '../../src/config/contact';
import { site } from '../../src/config/site';
import { claims, claimIds, parseClaims, type Claims } from '../../src/config/claims';
import { offers, parseOffers } from '../../src/config/offers';
import { mtdFacts } from '../../src/config/mtd-facts';
import { parsePeople, people, shownFounder, shownPartners } from '../../src/config/people';

/** Today's configuration, as `npm run check:release` reads it, with no environment set. */
const today: ReleaseConfig = { contact, exampleContact, disclosures: site.disclosures, claims, offers, mtdFacts, env: {} };

/** A configuration the firm could launch with: real details, every claim settled, prices confirmed. */
const complete: ReleaseConfig = {
  contact: { ...contact, phone: '01259 123456', email: 'info@firm.co.uk', bookingUrl: 'https://calendly.com/firm/30min', address: { ...contact.address, street: '1 Real Street' } },
  exampleContact,
  disclosures: {
    registeredName: 'Firm Ltd',
    companyNumber: 'SC123456',
    registeredOffice: '1 Real Street, Alloa FK10 1AA',
    placeOfRegistration: 'Scotland',
    vatNumber: 'GB123456789',
    professionalBody: 'ICAS',
    indemnityInsurer: 'An insurer, worldwide cover excluding the USA and Canada',
  },
  claims: parseClaims(
    Object.fromEntries(
      claimIds.map((id) => [id, id === 'iso-27001' || id === 'accuracy' ? { ...claims[id], withdrawn: true } : { ...claims[id], confirmed: true, evidence: 'checked by the partners' }]),
    ) as Claims,
  ),
  offers: parseOffers({ ...offers, pricesConfirmed: true, promo: { ...offers.promo, placesPerMonth: 5 } }),
  mtdFacts: Object.fromEntries(Object.entries(mtdFacts).map(([k, v]) => [k, typeof v === 'object' ? { ...v, unverified: undefined } : v])),
  env: Object.fromEntries(requiredEnv.map((name) => [name, name === 'SITE_URL' ? 'https://www.firm.co.uk' : 'set'])),
};
const beforeOffersEnd = new Date(`${offers.promo.endsOn}T09:00:00Z`);

describe('the release check', () => {
  it("fails on today's configuration, one line per item", () => {
    const problems = releaseProblems(today, beforeOffersEnd);
    // Each example detail is listed while content/firm/contact.yaml still holds it, and only then.
    expect(problems.includes(`content/firm/contact.yaml: phone ${contact.phone} is in Ofcom's drama range: set the firm's real number.`)).toBe(isDramaNumber(contact.phone));
    expect(problems.some((p) => p.startsWith('content/firm/contact.yaml: address'))).toBe(contact.address.street === exampleContact.street);
    expect(problems.some((p) => p.startsWith('content/firm/contact.yaml: email'))).toBe(contact.email === exampleContact.email);
    expect(problems.some((p) => p.startsWith('content/firm/contact.yaml: booking URL'))).toBe(contact.bookingUrl === exampleContact.bookingUrl);
    expect(problems.filter((p) => p.startsWith('content/firm/site.yaml: statutory disclosure missing'))).toHaveLength(7);
    for (const name of requiredEnv) expect(problems).toContain(`environment: ${name} is not set.`);
    for (const id of claimIds)
      expect(
        problems.some((p) => p.startsWith(`content/firm/claims.yaml: claim "${id}"`)),
        id,
      ).toBe(true);
    expect(problems).toContain('content/firm/prices.yaml: prices and the VAT statement are not confirmed (pricesConfirmed is false).');
    expect(problems).toContain(`content/firm/mtd-facts.yaml: lateSubmission: open ${mtdFacts.lateSubmission.source}, confirm the rule as worded, update "checked" and turn off "unverified".`);
    expect(new Set(problems).size).toBe(problems.length);
  });

  it('passes on a complete configuration', () => {
    expect(releaseProblems(complete, beforeOffersEnd)).toEqual([]);
  });

  it('fails once an offer has passed its end date (UK time), and not on the last day', () => {
    const lastDay = new Date(`${offers.restaurant.endsOn}T23:30:00Z`); // 23:30 GMT on the last day
    const dayAfter = new Date(`${offers.restaurant.endsOn}T23:30:00Z`);
    dayAfter.setUTCDate(dayAfter.getUTCDate() + 1);
    expect(releaseProblems(complete, lastDay)).toEqual([]);
    expect(releaseProblems(complete, dayAfter)).toContain(`content/firm/prices.yaml: the restaurant offer ended on ${offers.restaurant.endsOn}: set a new end date or take the offer down.`);
  });

  it('knows the drama ranges and no more', () => {
    expect(isDramaNumber('01632 960001')).toBe(true);
    expect(isDramaNumber('07700 900123')).toBe(true);
    expect(isDramaNumber('+44 7700 900999')).toBe(true);
    expect(isDramaNumber('01259 723456')).toBe(false);
    expect(isDramaNumber('07700 901123')).toBe(false);
  });

  it('asks no VAT number of a firm that is not VAT-registered', () => {
    const notRegistered = { ...complete, offers: { ...complete.offers, vat: 'not-charged' as const }, disclosures: { ...complete.disclosures, vatNumber: undefined } };
    expect(releaseProblems(notRegistered, beforeOffersEnd)).toEqual([]);
  });

  it('refuses scarcity without a stated limit', () => {
    const noLimit = { ...complete, offers: { ...complete.offers, promo: { ...complete.offers.promo, placesPerMonth: undefined } } };
    expect(releaseProblems(noLimit, beforeOffersEnd)).toEqual(['content/firm/prices.yaml: claim "promo-limited-places" is confirmed but promo.placesPerMonth states no limit.']);
  });

  it("npm run check:release fails on today's config and --report prints the same list but exits 0", () => {
    const env = Object.fromEntries(Object.entries(process.env).filter(([k]) => !requiredEnv.includes(k as (typeof requiredEnv)[number])));
    const failing = spawnSync(process.execPath, ['scripts/check-release.mjs'], { encoding: 'utf8', env });
    expect(failing.status).toBe(1);
    // While the firm's number is still an example, the list names it.
    if (isDramaNumber(contact.phone)) expect(failing.stdout).toContain(`- content/firm/contact.yaml: phone ${contact.phone} is in Ofcom's drama range`);
    const report = execFileSync(process.execPath, ['scripts/check-release.mjs', '--report'], { encoding: 'utf8', env });
    expect(report).toMatch(/report mode: not failing/);
    expect(report.split('\n').filter((l) => l.startsWith('- '))).toEqual(failing.stdout.split('\n').filter((l) => l.startsWith('- ')));
  });
});

describe('claims', () => {
  it('a certification or guarantee can be confirmed only with evidence, and never has fallback wording', () => {
    expect(() => parseClaims({ ...claims, 'iso-27001': { ...claims['iso-27001'], confirmed: true } })).toThrow(/\(iso-27001, evidence\)/);
    expect(() => parseClaims({ ...claims, uptime: { ...claims.uptime, fallback: { en: 'Reliable hosting.', it: 'Hosting affidabile.' } } })).toThrow(/\(uptime, fallback\)/);
  });
});

describe('people: the founder, partner programmes and reviews (content/firm/people.yaml)', () => {
  const founder = { name: 'Giulia Rossi', photo: 'founder.jpg', photoAlt: 'Giulia Rossi at her desk in Alloa', qualifications: ['Chartered Accountant (CA)'], professionalBody: 'ICAS' };

  it('lists each slot until it is filled in and confirmed, and shows nothing until then', () => {
    const listed = peopleProblems(people);
    expect(listed.some((l) => l.startsWith('content/firm/people.yaml: founder: fill in'))).toBe(true);
    expect(listed.some((l) => l.startsWith('content/firm/people.yaml: softwarePartners:'))).toBe(true);
    expect(listed.some((l) => l.startsWith('content/firm/people.yaml: reviews:'))).toBe(true);
    expect(releaseProblems({ ...today, people }, beforeOffersEnd)).toEqual(expect.arrayContaining(listed));

    const filled = parsePeople({ founder: { ...founder, confirmed: false }, softwarePartners: [{ name: 'Xero Certified Advisor', confirmed: false }], reviews: 'none' });
    expect(shownFounder(filled)).toBeUndefined();
    expect(shownPartners(filled)).toEqual([]);
    expect(peopleProblems(filled)).toEqual([
      'content/firm/people.yaml: founder: check the entry and set confirmed: true.',
      'content/firm/people.yaml: softwarePartners: "Xero Certified Advisor" is not confirmed: check it and set confirmed: true.',
    ]);

    const confirmed = parsePeople({ founder: { ...founder, confirmed: true }, softwarePartners: [{ name: 'Xero Certified Advisor', confirmed: true }], reviews: 'none' });
    expect(peopleProblems(confirmed)).toEqual([]);
    expect(shownFounder(confirmed)?.name).toBe('Giulia Rossi');
    expect(shownPartners(confirmed).map((p) => p.name)).toEqual(['Xero Certified Advisor']);
  });

  it('refuses a photo without words saying what it shows, naming the file and the key', () => {
    expect(() => parsePeople({ founder: { ...founder, photoAlt: undefined, confirmed: true }, softwarePartners: [], reviews: [] })).toThrow(/content\/firm\/people\.yaml[\s\S]*photoAlt/);
  });
});
