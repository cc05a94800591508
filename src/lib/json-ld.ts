import { site } from '../config/site';
import { contact, regionIn } from '../config/contact';
import { formatPrice, offers } from '../config/offers';
import { htmlLang, locales, type Locale } from '../config/locale';

/**
 * Serialises structured data for a `<script type="application/ld+json">` block. `<` is escaped so
 * no string from content can close the script element early.
 */
export function jsonLd(data: unknown): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}

/** The absolute address of a site path, as pages link it (folders end with a slash). */
const absoluteUrl = (path: string) => new URL(path === '/' || /\.[a-z]+$/.test(path) || path.endsWith('/') ? path : `${path}/`, site.url).href;

/** `@id` of the firm's one node: every page's WebPage, the WebSite and every post point at it. */
export const firmId = `${site.url}/#firm`;
/** `@id` of the site's WebSite node. */
export const websiteId = `${site.url}/#website`;

/** The firm's logo as schema.org wants it: a raster image with its size (public/logo.png, drawn from the favicon's mark). */
export const logo = { '@type': 'ImageObject', url: absoluteUrl('/logo.png'), width: 512, height: 512 } as const;

/** The firm as a publisher: its `@id`, name, address and logo (what Google asks of an article's publisher). */
export const publisher = { '@type': 'Organization', '@id': firmId, name: site.name, url: absoluteUrl('/'), logo } as const;

interface FirmWords {
  /** The tagline in the page's language. */
  tagline: string;
  /** One sentence about the firm in the page's language. */
  description: string;
}

/**
 * The firm's node (an AccountingService is a LocalBusiness, so an Organization), in the page's
 * language. Every fact comes from content/firm/. `sameAs` is left out until the firm has public
 * profiles to list, and `geo` until its own address replaces the example one.
 */
export function firmNode(locale: Locale, words: FirmWords) {
  const startingPrices = Object.values(offers.startingPrices).filter((amount): amount is number => amount !== undefined);
  return {
    '@type': 'AccountingService',
    '@id': firmId,
    name: site.name,
    slogan: words.tagline,
    description: words.description,
    url: absoluteUrl('/'),
    logo,
    image: absoluteUrl('/og-default.png'),
    telephone: `+44 ${contact.phone.replace(/^0/, '')}`,
    email: contact.email,
    address: {
      '@type': 'PostalAddress',
      streetAddress: contact.address.street,
      addressLocality: contact.address.city,
      postalCode: contact.address.postcode,
      addressRegion: regionIn(locale)[0],
      addressCountry: 'GB',
    },
    // The lowest starting fee, with the VAT statement, in the page's language ("From" the price, as pages show it).
    ...(startingPrices.length > 0 && { priceRange: `${{ en: 'From', it: 'Da' }[locale]} ${formatPrice(Math.min(...startingPrices), locale)}` }),
    areaServed: [
      { '@type': 'AdministrativeArea', name: regionIn(locale)[0] },
      { '@type': 'Country', name: regionIn(locale)[1] },
    ],
    knowsLanguage: locales.map((l) => htmlLang[l]),
    openingHoursSpecification: contact.hours.map((h) => ({
      '@type': 'OpeningHoursSpecification',
      dayOfWeek: h.dayOfWeek,
      opens: h.opens,
      closes: h.closes,
    })),
  };
}

/** The site: both editions, published by the firm. */
export function websiteNode(locale: Locale) {
  return {
    '@type': 'WebSite',
    '@id': websiteId,
    url: absoluteUrl('/'),
    name: site.name,
    inLanguage: htmlLang[locale],
    publisher: { '@id': firmId },
  };
}

interface PageFacts {
  /** The page's canonical address. */
  url: string;
  title: string;
  locale: Locale;
}

/** The page itself, part of the site, about and published by the firm (its description and card are in the meta tags). */
export function webPageNode({ url, title, locale }: PageFacts) {
  return {
    '@type': 'WebPage',
    '@id': `${url}#webpage`,
    url,
    name: title,
    inLanguage: htmlLang[locale],
    isPartOf: { '@id': websiteId },
    about: { '@id': firmId },
    publisher: { '@id': firmId },
  };
}

/** A BreadcrumbList from a trail (home first, the page last). */
export function breadcrumbList(trail: { label: string; href: string }[]) {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: trail.map((item, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      name: item.label,
      item: absoluteUrl(item.href),
    })),
  };
}
