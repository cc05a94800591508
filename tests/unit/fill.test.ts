import { describe, expect, it } from 'vitest';
import { fill, fillParts } from '../../src/lib/fill';
import { buildPayload } from '../../src/lib/form-logic';
import { formFor } from '../support/forms';
import { fillData } from '../../src/lib/fill-data';
import { tokenValues } from '../../src/lib/tokens';

describe('fill', () => {
  it('fills {name} slots and leaves unknown ones', () => {
    expect(fill('From {price} per month', { price: '£99' })).toBe('From £99 per month');
    expect(fill('{a} and {b}', { a: 1 })).toBe('1 and {b}');
  });

  it("writes $&, $' and $` in a value literally", () => {
    expect(fill('Hello {name}!', { name: "$& $' $` $$ $1" })).toBe("Hello $& $' $` $$ $1!");
  });

  it('reports unknown slots, content tokens with a key included', () => {
    const unknown: string[] = [];
    expect(fill('{price:payroll} {nope}', { 'price:payroll': '£50' }, (slot) => unknown.push(slot))).toBe('£50 {nope}');
    expect(unknown).toEqual(['{nope}']);
  });

  it('ignores inherited names', () => {
    expect(fill('{toString}', {})).toBe('{toString}');
  });

  it('splits text around slots for markup', () => {
    expect(fillParts('Email {email} or call {phone}.')).toEqual(['Email ', { slot: 'email' }, ' or call ', { slot: 'phone' }, '.']);
  });

  it("puts a visitor's address into the newsletter payload verbatim", () => {
    const email = "sean.o'neil+$&$'news@example.net";
    expect(buildPayload(formFor('newsletter'), { email }).message).toBe(`New newsletter subscription request from ${email} (website footer).`);
  });
});

describe('fillData: tokens filled as a page renders, from the facts of that moment', () => {
  const file = 'content/services/accounting/bookkeeping.mdx';
  const values: Record<string, string> = { ...tokenValues(), 'price:cloud-accounting': '£150 plus VAT' };
  const page = {
    title: 'Bookkeeping',
    hero: { lead: 'From {price:cloud-accounting} a month.', proof: ['Free {consultationMinutes}-minute call'] },
    sections: [{ cards: [{ text: 'Rated {rating}' }] }],
  };

  it('fills every field and keeps what stores the entry as written', () => {
    const filled = fillData(page, values, file);
    expect(filled.hero.lead).toBe('From £150 plus VAT a month.');
    expect(filled.hero.proof[0]).toBe(`Free ${values.consultationMinutes}-minute call`);
    // A {name} the facts do not know is a component's slot, left for it.
    expect(filled.sections[0]!.cards[0]!.text).toBe('Rated {rating}');
    expect(page.hero.lead).toBe('From {price:cloud-accounting} a month.');
  });

  it('refuses a token whose key left content/firm/ since the entry loaded, naming file, line and field', () => {
    const { 'price:cloud-accounting': _, ...without } = values;
    expect(() => fillData(page, without, file)).toThrow(
      new RegExp(`^${file}, line \\d+ \\(hero, lead\\): \\{price:cloud-accounting\\} is not a token the site knows\\. Did you mean \\{price[A-Za-z]*:[a-z-]+\\}\\?`),
    );
  });

  it('refuses a field too long once filled, as the schema words it', () => {
    const long = { description: `${'x'.repeat(150)} {price:cloud-accounting}` };
    expect(() => fillData(long, values, file)).toThrow(/\(description\): this is too long: at most 160 characters\. Shorten it\./);
    expect(() => fillData({ hero: { proof: ['A proof line of fifty characters, then a price: {price:cloud-accounting}'] } }, values, file)).toThrow(
      /\(hero, proof 1\): A line of proof is at most 60 characters/,
    );
  });
});
