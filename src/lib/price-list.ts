import type { Locale } from '../config/locale';
import type { PriceRef } from '../config/offers';
import { coreServices } from './navigation';
import { priceLine } from './price-line';

/** A card of a section, as far as its price goes (Section.astro's Card). */
export interface PricedCard {
  price?: string | undefined;
  startingPrice?: PriceRef | undefined;
  href?: string | undefined;
  linkLabel?: string | undefined;
  links?: unknown[] | undefined;
}

/**
 * A grid of cards is a list of services with prices, each card ending with its price line: the core services, or cards
 * that each link to their page (no link label, no list of links) when some of them name a price.
 */
export const isPriceList = (variant: string, cards: PricedCard[]): boolean =>
  variant === 'services' || (variant === 'cards' && cards.some((c) => c.price || c.startingPrice) && cards.every((c) => c.href && !c.linkLabel && !c.links?.length));

/**
 * True when a section is a list of services of which some show no set price ("Priced for your business"): the note on
 * how those fees are agreed belongs under it, once a page (PageBody.astro gives it to the first such list).
 */
export async function showsUnpricedService(section: { variant?: string | undefined; cards?: PricedCard[] | undefined }, locale: Locale): Promise<boolean> {
  const variant = section.variant ?? 'cards';
  if (variant === 'services') return (await coreServices(locale)).some((s) => !s.priced);
  const cards = section.cards ?? [];
  if (!isPriceList(variant, cards)) return false;
  const priced = await Promise.all(cards.map(async (c) => Boolean(c.price) || (c.startingPrice !== undefined && (await priceLine(c.startingPrice, locale)).priced)));
  return priced.includes(false);
}
