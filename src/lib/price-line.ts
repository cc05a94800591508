import type { Locale } from '../config/locale';
import { formatPrice, priceOf, type PriceRef } from '../config/offers';
import { fill } from './fill';
import { interfaceWords } from './words';

/**
 * A service's price line as pages show it, in the page's language: "From £… plus VAT per month" (or per quarter) from
 * content/firm/prices.yaml, or, for a service the firm has set no figure for (no `price`, or an optional starting price
 * left empty), how its fee is set: "Fee agreed in writing before we start". The menu, the core services, the services
 * page's cards and the fact panels all read it here.
 */
export async function priceLine(ref: PriceRef | undefined, locale: Locale): Promise<{ text: string; priced: boolean }> {
  const words = await interfaceWords(locale);
  const price = ref ? priceOf(ref) : undefined;
  if (!price) return { text: words.priceAgreed, priced: false };
  return { text: fill(price.per === 'month' ? words.fromPerMonth : words.fromPerQuarter, { price: formatPrice(price.amount, locale) }), priced: true };
}

/** A price line split around its amount (the words before, the amount, the words after), so the amount can be set large. */
export const priceParts = (line: string) => {
  const m = /£\s?[\d.,]+/.exec(line);
  return m ? { before: line.slice(0, m.index), amount: m[0], after: line.slice(m.index + m[0].length) } : { before: line, amount: '', after: '' };
};
