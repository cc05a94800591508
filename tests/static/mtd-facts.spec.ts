import { test, expect } from '@playwright/test';
import { contentPages } from '../support/dist';

/** Wrong Making Tax Digital figures the old site published must not appear on any page. */
test('no page states £85,000, a 5th-of-the-month quarterly deadline, or MTD for Corporation Tax as in effect', () => {
  const problems: string[] = [];
  for (const page of contentPages()) {
    const text = page.doc.querySelector('body')?.text.replace(/\s+/g, ' ') ?? '';
    if (/£\s?85,?000|85k/i.test(text)) problems.push(`${page.route}: £85,000`);
    if (/\b5(th)? (August|November|February|May)\b|(August|November|February|May) 5(th)?\b/.test(text)) problems.push(`${page.route}: a 5th-of-the-month deadline`);
    if (/Corporation Tax[^.]{0,80}\b(in effect|now mandatory|already applies)/i.test(text)) problems.push(`${page.route}: MTD for Corporation Tax in effect`);
  }
  expect(problems).toEqual([]);
});

test('every Making Tax Digital page says when its facts were last reviewed', () => {
  const mtdRoutes = contentPages().filter((p) => /^\/(making-tax-digital-|mtd-|last-minute-mtd)/.test(p.route));
  expect(mtdRoutes.length).toBe(8);
  for (const page of mtdRoutes) expect(page.doc.text, page.route).toMatch(/Last reviewed:/);
});
