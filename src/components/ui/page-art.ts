import { defaultLocale, type Locale } from '../../config/locale';
import { localisedPath } from '../../lib/content-routes';
import { normalisePath } from '../../lib/published';
/**
 * Which illustration (src/assets/illustrations/<name>.svg) a page's hero shows, by address. The
 * Italian edition shows the same picture as its English page. Pages not listed have a text-only hero.
 */
const art: [RegExp, string][] = [
  [/^\/$/, 'home-hero'],
  [/^\/services\/virtual-assistant-bookkeeping$/, 'virtual-bookkeeping'],
  [/^\/services\/digital-bookkeeping$/, 'digital-bookkeeping'],
  [/^\/services\/automated-bookkeeping$/, 'automated-bookkeeping'],
  [/^\/services\/(accounting|accounting\/bookkeeping|accounting\/financial-statements|accounting\/reporting|accounting\/analysis)$/, 'bookkeeping'],
  [/^\/services\/cloud-accounting$|^\/mtd-software-setup-service$/, 'cloud-accounting'],
  [/^\/services(\/overview)?$/, 'services'],
  [/^\/(services|industries)\/(ecommerce|multi-channel)$/, 'ecommerce'],
  [/^\/(services|industries)\/italian-businesses$|^\/specialties/, 'italian-business'],
  [/^\/services\/ai-services$/, 'ai-services'],
  [/^\/services\/accounting\/tax-planning$/, 'tax-vat'],
  [/^\/services\/accounting\/payroll$/, 'payroll'],
  [/^\/industries\/restaurants$|^\/restaurant$/, 'restaurants'],
  [/^\/industries(\/startups)?$/, 'industries'],
  [/^\/locations/, 'locations'],
  [/^\/making-tax-digital$/, 'mtd-hub'],
  [/^\/making-tax-digital-uk$|^\/mtd-compliance-requirements-guide$|^\/making-tax-digital-sole-traders-contractors$/, 'mtd-timeline'],
  [/^\/mtd-accountant-services$/, 'tax-vat'],
  [/^\/tools(\/cash-flow-analysis)?$/, 'cash-flow'],
  [/^\/tools\/mtd-checker$/, 'mtd-checker'],
  [/^\/tax-deadlines$/, 'tax-deadlines'],
  [/^\/contact$/, 'contact'],
  [/^\/about$/, 'about'],
  [/^\/blog\/making-tax-digital(\/(page|category|tag)\/[^/]+)?$/, 'mtd-timeline'],
];

/** The illustration for the page at `path`, if it has one. */
export function artFor(path: string, locale: Locale): string | undefined {
  const clean = localisedPath(normalisePath(path), locale, defaultLocale);
  return art.find(([pattern]) => pattern.test(clean))?.[1];
}
