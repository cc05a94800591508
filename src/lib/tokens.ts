import { offers, formatDate, formatPounds, pricedServices } from '../config/offers';
import { site } from '../config/site';
import { mtdFacts } from '../config/mtd-facts';
import { fill } from './fill';

const formatDateIt = (iso: string) => new Date(`${iso}T12:00:00Z`).toLocaleDateString('it-IT', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });

/**
 * Figures that content may quote, written in frontmatter as {token}: the value comes from
 * src/config, so a price or date is changed in one place. An unknown token fails the build.
 */
export function tokenValues(): Record<string, string> {
  const values: Record<string, string> = {
    firm: site.name,
    restaurants: `${offers.restaurant.restaurantsServed}+`,
    consultationValue: formatPounds(offers.restaurant.consultationValue),
    consultationHours: String(offers.restaurant.consultationHours),
    restaurantOfferEnds: formatDate(offers.restaurant.endsOn),
    promoEnds: formatDate(offers.promo.endsOn),
    // The same dates for the Italian edition.
    restaurantOfferEndsIt: formatDateIt(offers.restaurant.endsOn),
    promoEndsIt: formatDateIt(offers.promo.endsOn),
    promoMonths: String(offers.promo.freeMonths),
    consultationMinutes: String(offers.consultationMinutes),
    replyHours: String(offers.replyWithinHours),
    foundedYearsExperience: `${site.founder.yearsExperience}+`,
  };
  for (const service of pricedServices) values[`price:${service}`] = formatPounds(offers.startingPrices[service]);
  // Making Tax Digital figures, from src/config/mtd-facts.ts.
  const f = mtdFacts;
  values['mtd:vat-threshold'] = formatPounds(f.vat.registrationThreshold);
  values['mtd:vat-from'] = formatDate(f.vat.allBusinessesFrom);
  f.incomeTax.phases.forEach((phase, i) => {
    values[`mtd:itsa-threshold-${i + 1}`] = formatPounds(phase.threshold);
    values[`mtd:itsa-from-${i + 1}`] = formatDate(phase.from);
  });
  values['mtd:final-declaration'] = f.incomeTax.finalDeclaration;
  values['mtd:penalty'] = formatPounds(f.lateSubmission.penalty);
  values['mtd:points-threshold'] = String(f.lateSubmission.quarterlyThreshold);
  values['mtd:late-day15'] = `${f.latePayment.day15Percent}%`;
  values['mtd:late-day30'] = `${f.latePayment.day30Percent}%`;
  values['mtd:late-yearly'] = `${f.latePayment.yearlyPercentFromDay31}%`;
  values['mtd:soft-landing-year'] = f.softLanding.taxYear;
  values['mtd:reviewed'] = formatDate(f.reviewed);
  return values;
}

/** Replaces {token}s; returns the unknown ones instead of guessing. */
export function fillTokens(text: string): { text: string; unknown: string[] } {
  const unknown: string[] = [];
  const filled = fill(text, tokenValues(), (slot) => unknown.push(slot));
  return { text: filled, unknown };
}
