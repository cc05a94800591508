import { offers, formatDate, formatPounds, pricedServices } from '../config/offers';
import { site } from '../config/site';

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
    promoMonths: String(offers.promo.freeMonths),
    consultationMinutes: String(offers.consultationMinutes),
    replyHours: String(offers.replyWithinHours),
    foundedYearsExperience: `${site.founder.yearsExperience}+`,
  };
  for (const key of pricedServices) values[`price:${key}`] = formatPounds(offers.startingPrices[key]);
  return values;
}

const tokenPattern = /\{([a-zA-Z]+(?::[a-z-]+)?)\}/g;

/** Replaces {token}s; returns the unknown ones instead of guessing. */
export function fillTokens(text: string): { text: string; unknown: string[] } {
  const values = tokenValues();
  const unknown: string[] = [];
  const filled = text.replace(tokenPattern, (match, key: string) => {
    const value = values[key];
    if (value === undefined) {
      unknown.push(match);
      return match;
    }
    return value;
  });
  return { text: filled, unknown };
}
