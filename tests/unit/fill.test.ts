import { describe, expect, it } from 'vitest';
import { fill, fillParts } from '../../src/lib/fill';
import { buildPayload } from '../../src/lib/form-logic';
import { formFor } from '../support/forms';

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
