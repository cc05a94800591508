import { describe, expect, it } from 'vitest';
import { keepAsides } from '../../src/lib/no-break';

describe('keepAsides: a short aside in brackets never splits across lines', () => {
  it('joins the words of a short aside with no-break spaces, and only those', () => {
    expect(keepAsides('La regola su GOV.UK (in inglese):')).toBe('La regola su GOV.UK (in\u00a0inglese):');
    expect(keepAsides('Lavoratore autonomo (sole trader)')).toBe('Lavoratore autonomo (sole\u00a0trader)');
  });

  it('lets a long aside wrap, and leaves text without brackets as it is', () => {
    const long = 'Corporation Tax (l’imposta sul reddito delle società)';
    expect(keepAsides(long)).toBe(long);
    expect(keepAsides('Sole trader and landlord')).toBe('Sole trader and landlord');
  });
});
