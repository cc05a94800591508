/** Ids of the forms defined in src/config/forms.ts; pages place a form by one of these. */
export const formIds = [
  'service-quote',
  'italian-quote',
  'restaurant-consultation',
  'contact',
  'newsletter',
  'resources-newsletter',
  'blog-newsletter',
  'promo-booking',
  // The Italian edition's forms (/it/): Italian wording, subjects that say the enquiry came from the Italian site.
  'contact-it',
  'newsletter-it',
  'restaurant-consultation-it',
  'italian-quote-it',
  'service-quote-it',
  'promo-booking-it',
  'resources-newsletter-it',
] as const;

export type FormId = (typeof formIds)[number];

/** Values of the quote forms' service select: the four online bookkeeping and accounting services, and Scotland's own. */
export const quoteServices = ['virtual-bookkeeping', 'digital-bookkeeping', 'automated-bookkeeping', 'cloud-accounting', 'accounting-scotland'] as const;
export const italianServices = ['italian-business-accounting', 'uk-market-entry', 'cross-border-compliance', 'bilingual-services'] as const;
