/**
 * Ids of the forms defined in src/config/forms.ts; pages place a form by one of these. A form has one
 * id in every language: its words come from content/i18n/forms/<locale>.yaml in the page's language.
 */
export const formIds = ['service-quote', 'italian-quote', 'restaurant-consultation', 'contact', 'newsletter', 'resources-newsletter', 'blog-newsletter', 'promo-booking'] as const;

export type FormId = (typeof formIds)[number];

/** Values of the quote forms' service select: the four online bookkeeping and accounting services, and Scotland's own. */
export const quoteServices = ['virtual-bookkeeping', 'digital-bookkeeping', 'automated-bookkeeping', 'cloud-accounting', 'accounting-scotland'] as const;
/** Values of the Italian business quote form's select. */
export const italianServices = ['italian-business-accounting', 'uk-market-entry', 'cross-border-compliance', 'bilingual-services'] as const;
