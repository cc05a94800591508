import { describe, expect, test } from 'vitest';
import { typeset, typesetData } from '../../src/core/typeset';

describe('typeset: the apostrophes an editor types, as a printer sets them', () => {
  test('contractions and possessives, singular and plural', () => {
    expect(typeset("Let's look at your restaurant's numbers")).toBe('Let’s look at your restaurant’s numbers');
    expect(typeset("our clients' books")).toBe('our clients’ books');
    expect(typeset("l'HMRC e l'IVA")).toBe('l’HMRC e l’IVA');
  });

  test('single quotation marks open and close', () => {
    expect(typeset("known as 'payments on account'.")).toBe('known as ‘payments on account’.');
    expect(typeset("'Cash' is king")).toBe('‘Cash’ is king');
  });

  test('text already typeset, tokens and addresses are left as they are', () => {
    expect(typeset('Let’s talk')).toBe('Let’s talk');
    expect(typeset('From {price:payroll} a month')).toBe('From {price:payroll} a month');
    expect(typeset("https://www.gov.uk/guidance/it's-here")).toBe("https://www.gov.uk/guidance/it's-here");
    expect(typeset("/contact#what's-next")).toBe("/contact#what's-next");
  });

  test('every string of nested data, and nothing that is not a string', () => {
    const when = new Date(2026, 0, 31);
    const data = { hero: { title: "What's new", items: ["It's", 3, when] }, draft: false };
    const typeset_ = typesetData(data);
    expect(typeset_).toEqual({ hero: { title: 'What’s new', items: ['It’s', 3, when] }, draft: false });
    expect(typeset_.hero.items[2]).toBe(when);
    expect(data.hero.title).toBe("What's new");
    expect(typesetData(data)).toBe(typeset_);
  });
});
