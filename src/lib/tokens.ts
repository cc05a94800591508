import { offers, formatPounds, formatPrice, vatStatement, vatSuffix, pricedServices, mtdPackageIds } from '../config/offers';
import { site } from '../config/site';
import { mtdFacts } from '../config/mtd-facts';
import { claims, claimIds, claimText } from '../config/claims';
import { fill } from './fill';
import { formatDate } from './dates';

const ordinal = (n: number) => `${n}${n % 10 === 1 && n !== 11 ? 'st' : n % 10 === 2 && n !== 12 ? 'nd' : n % 10 === 3 && n !== 13 ? 'rd' : 'th'}`;
/** A month-day of src/config/mtd-facts.ts in words: "08-07" → day and month name. */
export const formatDayMonth = (md: string) => formatDate(`2001-${md}`, 'en', 'dayMonth');
const list = (items: string[]) => `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;

/**
 * Figures that content may quote, written in frontmatter as {token}: the value comes from
 * src/config, so a price, date or claim is changed in one place. An unknown token fails the build.
 */
export function tokenValues(): Record<string, string> {
  const values: Record<string, string> = {
    firm: site.name,
    consultationHours: String(offers.restaurant.consultationHours),
    restaurantOfferEnds: formatDate(offers.restaurant.endsOn, 'en'),
    promoEnds: formatDate(offers.promo.endsOn, 'en'),
    // The same dates for the Italian edition.
    restaurantOfferEndsIt: formatDate(offers.restaurant.endsOn, 'it'),
    promoEndsIt: formatDate(offers.promo.endsOn, 'it'),
    promoMonths: String(offers.promo.freeMonths),
    consultationMinutes: String(offers.consultationMinutes),
    foundedYearsExperience: `${site.founder.yearsExperience}+`,
    vatStatement: vatStatement('en'),
    vatStatementIt: vatStatement('it'),
  };
  // Prices, each followed by the VAT statement of src/config/offers.ts (the amount, then "plus VAT").
  for (const service of pricedServices) {
    values[`price:${service}`] = formatPrice(offers.startingPrices[service]);
    values[`priceIt:${service}`] = formatPrice(offers.startingPrices[service], 'it');
  }
  for (const id of mtdPackageIds) values[`package:${id}`] = formatPrice(offers.mtdPackages[id]);
  for (const [key, r] of Object.entries(offers.mtdSetup)) values[`mtdSetup:${key}`] = `${formatPounds(r.from)} to ${formatPounds(r.to)}${vatSuffix()}`;
  // The firm's claims, from src/config/claims.ts: the claim once confirmed, else wording true without it, else nothing.
  for (const id of claimIds) {
    values[`claim:${id}`] = claimText(id, 'en', claims);
    values[`claimIt:${id}`] = claimText(id, 'it', claims);
  }
  // Making Tax Digital figures, from src/config/mtd-facts.ts.
  const f = mtdFacts;
  values['mtd:vat-threshold'] = formatPounds(f.vat.registrationThreshold);
  values['mtd:vat-from'] = formatDate(f.vat.allBusinessesFrom, 'en');
  f.incomeTax.phases.forEach((phase, i) => {
    values[`mtd:itsa-threshold-${i + 1}`] = formatPounds(phase.threshold);
    values[`mtd:itsa-from-${i + 1}`] = formatDate(phase.from, 'en');
  });
  values['mtd:final-declaration'] = f.incomeTax.finalDeclaration;
  const periods = [...f.quarters.periods].sort((a, b) => a.quarter - b.quarter);
  for (const p of periods) {
    values[`mtd:q${p.quarter}-due`] = formatDayMonth(p.due);
    values[`mtd:q${p.quarter}-start`] = formatDayMonth(p.start);
    values[`mtd:q${p.quarter}-end`] = formatDayMonth(p.end);
  }
  values['mtd:quarterly-deadlines'] = list(periods.map((p) => formatDayMonth(p.due)));
  values['mtd:quarter-ends'] = list(periods.map((p) => formatDayMonth(p.end)));
  values['mtd:quarterly-rule'] = quarterlyRule();
  values['mtd:penalty'] = formatPounds(f.lateSubmission.penalty);
  values['mtd:points-threshold'] = String(f.lateSubmission.quarterlyThreshold);
  values['mtd:points-expiry-months'] = String(f.lateSubmission.pointExpiryMonths);
  values['mtd:points-reset-months'] = String(f.lateSubmission.resetMonths);
  values['mtd:vat-points-quarterly'] = String(f.vatLateSubmission.thresholds.quarterly);
  values['mtd:vat-points-monthly'] = String(f.vatLateSubmission.thresholds.monthly);
  values['mtd:vat-points-annual'] = String(f.vatLateSubmission.thresholds.annual);
  values['mtd:late-day15'] = `${f.latePayment.day15Percent}%`;
  values['mtd:late-day30'] = `${f.latePayment.day30Percent}%`;
  values['mtd:late-yearly'] = `${f.latePayment.yearlyPercentFromDay31}%`;
  values['mtd:soft-landing-year'] = f.softLanding.taxYear;
  values['mtd:reviewed'] = formatDate(f.reviewed, 'en');
  return values;
}

/**
 * How quarterly updates work, in one sentence built from src/config/mtd-facts.ts (whether updates
 * are cumulative, and the day of the month after the quarter on which each is due).
 */
export function quarterlyRule(): string {
  const q = mtdFacts.quarters;
  const days = new Set(q.periods.map((p) => Number(p.due.slice(3))));
  const monthAfter = q.periods.every((p) => (Number(p.end.slice(0, 2)) % 12) + 1 === Number(p.due.slice(0, 2)));
  if (days.size !== 1 || !monthAfter) throw new Error('src/config/mtd-facts.ts: quarterly due dates no longer follow one rule; reword quarterlyRule() in src/lib/tokens.ts.');
  const covers = q.cumulative ? 'covers the tax year to date' : 'covers its own quarter';
  return `Each quarterly update ${covers} and is due by the ${ordinal([...days][0]!)} of the month after the quarter ends`;
}

/** Replaces {token}s; returns the unknown ones instead of guessing. A token that is empty (a claim left out) leaves no double space. */
export function fillTokens(text: string): { text: string; unknown: string[] } {
  const unknown: string[] = [];
  const filled = fill(text, tokenValues(), (slot) => unknown.push(slot));
  return { text: filled === text ? filled : filled.replace(/ {2,}/g, ' ').trim(), unknown };
}
