import { describe, expect, it } from 'vitest';
import { parseContact, contact, phoneHref, mailtoHref } from '../../src/config/contact';
import { parseSite, missingDisclosures, site } from '../../src/config/site';
import { parseOffers, isOfferOpen, offers } from '../../src/config/offers';
import { fillTokens } from '../../src/lib/tokens';

/** A typo in the firm's facts or the config must stop the build with a message that names the file and the field. */
describe('config files are checked when the site builds', () => {
  it('rejects a malformed phone number, naming contact.yaml and the field', () => {
    expect(() => parseContact({ ...contact, phone: '12345' })).toThrow(/^content\/firm\/contact\.yaml, line \d+ \(phone\): must be a UK number/);
  });

  it('rejects an example.com email address and a bad postcode', () => {
    const bad = { ...contact, email: 'info@example.com', address: { ...contact.address, postcode: 'ALLOA' } };
    expect(() => parseContact(bad)).toThrow(/line \d+ \(address, postcode\): must be a UK postcode[\s\S]*line \d+ \(email\): must not be an example\.com address/);
  });

  it('rejects an unknown field, naming it', () => {
    expect(() => parseContact({ ...contact, fax: '01632 960000' })).toThrow(/^content\/firm\/contact\.yaml \(fax\): "fax" is not a field this file can have/);
  });

  it('rejects a site URL with a trailing slash and a bad company number', () => {
    expect(() => parseSite({ ...site, url: 'https://x.co.uk/' })).toThrow(/line \d+ \(url\): must not end with a slash/);
    expect(() => parseSite({ ...site, disclosures: { companyNumber: '123' } })).toThrow(/\(disclosures, companyNumber\): must be a Companies House number/);
  });


  it('rejects an offer end date that is not a date', () => {
    expect(() => parseOffers({ ...offers, promo: { ...offers.promo, endsOn: 'Dec 31st' } })).toThrow(/line \d+ \(promo, endsOn\)/);
  });
});

describe('contact details', () => {
  it('builds the tel: link in international form from the configured number', () => {
    expect(phoneHref).toBe(`tel:+44${contact.phone.replace(/\s/g, '').slice(1)}`);
  });

  it('encodes spaces in mailto links as %20, not +', () => {
    expect(mailtoHref('Hello there', 'Line one\nLine two')).toBe(`mailto:${contact.email}?subject=Hello%20there&body=Line%20one%0ALine%20two`);
  });
});

describe('statutory disclosures', () => {
  it('lists every disclosure a UK firm must publish that is not set', () => {
    expect(missingDisclosures({})).toHaveLength(7);
    expect(missingDisclosures({ registeredName: 'Ponte Accounting Ltd', companyNumber: 'SC123456' })).not.toContain('company number');
  });
});

describe('offers', () => {
  it('is open through its last day in UK time, and closed the day after', () => {
    expect(isOfferOpen('2026-12-31', new Date('2026-12-31T23:30:00Z'))).toBe(true);
    expect(isOfferOpen('2026-12-31', new Date('2027-01-01T00:30:00Z'))).toBe(false);
  });
});

describe('frontmatter tokens', () => {
  it('fills prices and offer figures from config', () => {
    expect(fillTokens('From {price:cloud-accounting} a month').text).toBe(`From £${offers.startingPrices['cloud-accounting']} plus VAT a month`);
    expect(fillTokens('Free for {promoMonths} month').text).toBe(`Free for ${offers.promo.freeMonths} month`);
    // Claims are not figures a page may quote directly: {restaurants} went to content/firm/claims.yaml.
    expect(fillTokens('{restaurants} restaurants').unknown).toEqual(['{restaurants}']);
  });

  it('reports an unknown token instead of guessing', () => {
    expect(fillTokens('Call {phone}').unknown).toEqual(['{phone}']);
  });
});
