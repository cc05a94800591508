import { describe, expect, it } from 'vitest';
import { keepShortWords } from '../../src/lib/keep-together';

describe('a heading’s short words stay with the word after them', () => {
  it('binds one- and two-letter words, in a row too, and leaves the rest', () => {
    expect(keepShortWords('Accounts for Italian restaurants, in Italian or English')).toBe('Accounts for Italian restaurants, in\u00a0Italian or\u00a0English');
    expect(keepShortWords('Contabilità per ristoranti italiani, in italiano o in inglese')).toBe('Contabilità per ristoranti italiani, in\u00a0italiano o\u00a0in\u00a0inglese');
    expect(keepShortWords('Is MTD for me?')).toBe('Is\u00a0MTD for me?');
    expect(keepShortWords('Contact us')).toBe('Contact us');
  });
});
