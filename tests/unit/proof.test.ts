import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { lettersOf, parsePeople, personByKey } from '../../src/config/people';
import { firmProof, founderExperienceTick } from '../../src/components/people/proof';
import { namedByKey } from '../../src/components/people/people';
import { homeQuote, repeatedQuoteProblem } from '../../src/content/schemas/testimonial-pages';

/*
 * The firm's own proof where a visitor decides (its rating, its founder by name, a post's author, who answers) comes from
 * content/firm/people.yaml only once confirmed; the sample firm (tests/fixtures/sample-firm) is launch day. And a client's
 * quote shows on one page of its own, besides the home page, so no visitor reads it twice on neighbouring pages.
 */
const fixture = 'tests/fixtures/sample-firm/content';
const sample = parsePeople(parse(readFileSync(join(fixture, 'firm/people.yaml'), 'utf8')));
const words = { reviewSummary: '{rating}/5 · {count} {source} reviews', founderProof: 'Founded by {who}' };

describe('the firm’s proof lines', () => {
  it('show nothing while people.yaml confirms nothing, and the rating and founder once it does', () => {
    const unconfirmed = parsePeople({ ...sample, founder: { ...sample.founder, confirmed: false }, reviews: 'none' });
    expect(firmProof('en', words, '/about', unconfirmed)).toEqual([]);
    const lines = firmProof('en', words, '/about', sample);
    const review = sample.reviews !== 'none' ? sample.reviews[0]! : undefined;
    expect(lines.map((l) => l.kind)).toEqual(['rating', 'founder']);
    expect(lines[0]).toMatchObject({ text: `${review!.rating}/5 · ${review!.count} ${review!.source} reviews`, href: review!.url });
    expect(lines[1]!.text).toBe(`Founded by ${sample.founder.name}, ${lettersOf(sample.founder.qualifications, sample.founder.professionalBody)}`);
  });

  it('give a hero’s tick on the founder’s experience way to the founder by name once confirmed, so a page names them once', () => {
    const unconfirmed = parsePeople({ ...sample, founder: { ...sample.founder, confirmed: false } });
    const tick = { trustExperience: 'Founder with {years} years’ experience' };
    expect(founderExperienceTick(true, tick, 30, unconfirmed)).toEqual(['Founder with 30 years’ experience']);
    expect(founderExperienceTick(true, tick, 30, sample)).toEqual([]);
    expect(founderExperienceTick(false, tick, 30, unconfirmed)).toEqual([]);
  });

  it('write a person’s letters from their qualifications, never from words', () => {
    expect(lettersOf(['Chartered Accountant (CA)', 'Chartered Tax Adviser (CTA)'], 'ICAS')).toBe('CA CTA (ICAS)');
    expect(lettersOf(['ATT'])).toBe('ATT');
    expect(lettersOf(['CIPP Foundation Degree'], 'ICAS')).toBe('');
  });

  it('name a post’s author or the person who answers only once confirmed, else the page keeps its own words', () => {
    const lead = sample.team.find((m) => m.key === 'mtd-lead')!;
    expect(namedByKey('mtd-lead', 'it', sample)).toEqual({ name: `${lead.name}, ${lettersOf(lead.qualifications)}`, role: lead.role.it });
    const unconfirmed = parsePeople({ ...sample, team: sample.team.map((m) => ({ ...m, confirmed: false })) });
    expect(namedByKey('mtd-lead', 'en', unconfirmed)).toBeUndefined();
    expect(namedByKey('no-such-person', 'en', sample)).toBeUndefined();
    expect(personByKey(sample.enquiries, sample)?.name).toBe(sample.founder.name);
  });

  it('refuse an `enquiries` that names nobody in the file', () => {
    expect(() => parsePeople({ ...sample, enquiries: 'no-such-person' })).toThrow(/enquiries/);
  });
});

describe('a quote shows on one page of its own, and at most the home page besides', () => {
  it('refuses a quote on two neighbouring pages, in an editor’s words', () => {
    expect(repeatedQuoteProblem(['/', '/restaurant'])).toBeUndefined();
    expect(repeatedQuoteProblem(['/it', '/it/restaurant/'])).toBeUndefined();
    expect(repeatedQuoteProblem(['/industries/restaurants', '/restaurant'])).toMatch(/Keep one of \/industries\/restaurants, \/restaurant/);
    expect(repeatedQuoteProblem(['/restaurant', '/restaurant/'])).toBeUndefined();
    // A page's Italian twin is not its neighbour: a visitor reads one language.
    expect(repeatedQuoteProblem(['/', '/restaurant', '/it', '/it/restaurant'])).toBeUndefined();
    expect(repeatedQuoteProblem(['/restaurant', '/it/restaurant', '/it/industries/restaurants'])).toMatch(/Keep one of \/it\/restaurant, \/it\/industries\/restaurants,/);
  });

  it('holds for the firm’s testimonials and the sample firm’s', () => {
    for (const dir of ['content/testimonials', join(fixture, 'testimonials')])
      for (const file of readdirSync(dir).filter((f) => /^[^_].*\.ya?ml$/.test(f))) {
        const { pages } = parse(readFileSync(join(dir, file), 'utf8')) as { pages: string[] };
        expect(repeatedQuoteProblem(pages), `${dir}/${file}`).toBeUndefined();
      }
  });
});

describe('the home page shows one quote, large', () => {
  const quote = (name: string, pages: string[], consentGiven: string) => ({ name, data: { pages, consentGiven: new Date(consentGiven) } });
  it('one that lists the home page alone if there is one, else the newest', () => {
    const shared = [quote('older', ['/', '/promo'], '2026-08-21'), quote('newer', ['/', '/restaurant'], '2026-10-02')];
    expect(homeQuote(shared).map((q) => q.name)).toEqual(['newer']);
    expect(homeQuote([...shared, quote('home only', ['/'], '2026-01-05')]).map((q) => q.name)).toEqual(['home only']);
    expect(homeQuote([quote('italian', ['/it'], '2026-01-05'), quote('newer', ['/it', '/it/about'], '2026-07-30')]).map((q) => q.name)).toEqual(['italian']);
    expect(homeQuote([])).toEqual([]);
  });
});
