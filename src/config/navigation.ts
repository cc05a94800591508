import { z } from 'astro/zod';
import { parseConfig } from './parse';

const linkSchema = z.object({
  /** Visible label. */
  label: z.string().min(1),
  /** Site-relative path starting with '/'. */
  href: z.string().regex(/^\/[a-z0-9\-/]*$/, "must be a site path such as '/services/overview'"),
  /** One sentence shown on hub pages that list this link. */
  summary: z.string().min(10).optional(),
});

const groupSchema = linkSchema.extend({
  /** Child pages shown in the dropdown and on the hub page. */
  children: z.array(linkSchema).default([]),
});

const navigationSchema = z
  .object({
    /** Header entries, in order; entries with children are dropdown groups. */
    header: z.array(groupSchema).min(1),
    /** Footer link list. */
    footer: z.array(linkSchema).min(1),
  })
  .strict();

export type NavLink = z.infer<typeof linkSchema>;
export type NavGroup = z.infer<typeof groupSchema>;
export type Navigation = z.infer<typeof navigationSchema>;

export function parseNavigation(value: unknown): Navigation {
  return parseConfig('navigation.ts', navigationSchema, value);
}

/** Site navigation (spec 2.2): the header and the footer both render from this. */
const english = parseNavigation({
  header: [
    { label: 'Home', href: '/' },
    {
      label: 'Services',
      href: '/services',
      children: [
        { label: 'Services Overview', href: '/services/overview', summary: 'Every service we offer, grouped by what your business needs.' },
        { label: 'Accounting & Bookkeeping', href: '/services/accounting', summary: 'Bookkeeping, statements, tax planning, payroll, reporting and analysis.' },
        { label: 'Virtual Assistant Bookkeeping', href: '/services/virtual-assistant-bookkeeping', summary: 'A dedicated remote bookkeeper who keeps your books current every week.' },
        { label: 'Digital Bookkeeping', href: '/services/digital-bookkeeping', summary: 'Paperless bookkeeping with receipts captured and reconciled online.' },
        { label: 'Automated Bookkeeping', href: '/services/automated-bookkeeping', summary: 'Bank feeds and rules that record routine transactions for you.' },
        { label: 'Cloud Accounting', href: '/services/cloud-accounting', summary: 'Set-up, migration and support on Xero, QuickBooks, Sage or FreeAgent.' },
        { label: 'E-commerce Accounting', href: '/services/ecommerce', summary: 'Marketplace and web-shop sales, fees and VAT reconciled.' },
        { label: 'Italian Businesses', href: '/services/italian-businesses', summary: 'UK accounting for Italian companies, in Italian and English.' },
        { label: 'AI Services', href: '/services/ai-services', summary: 'Automation and forecasting that save time on routine finance work.' },
      ],
    },
    {
      label: 'Industries',
      href: '/industries',
      children: [
        { label: 'E-commerce & Online', href: '/industries/ecommerce', summary: 'For online sellers on marketplaces and their own shops.' },
        { label: 'Italian Businesses', href: '/industries/italian-businesses', summary: 'For Italian companies trading in or moving to the UK.' },
        { label: 'Restaurants', href: '/industries/restaurants', summary: 'For Italian restaurants and hospitality businesses.' },
        { label: 'Startups & SMEs', href: '/industries/startups', summary: 'For new and growing companies that want sound finances from day one.' },
      ],
    },
    {
      label: 'Locations',
      href: '/locations',
      children: [
        { label: 'Accounting Services Scotland', href: '/locations/accounting-services-scotland', summary: 'From our Alloa office we serve clients across Scotland, in person and online.' },
      ],
    },
    {
      label: 'Specialties',
      href: '/specialties',
      children: [
        { label: 'Italian Business Accounting', href: '/specialties/italian-business-accounting', summary: 'UK market entry, cross-border compliance and bilingual accounting for Italian businesses.' },
      ],
    },
    {
      label: 'Tools',
      href: '/tools',
      children: [
        { label: 'Cash Flow Analysis', href: '/tools/cash-flow-analysis', summary: 'A free calculator that rates your cash flow and suggests what to do next.' },
      ],
    },
    {
      label: 'Tax Digital',
      href: '/making-tax-digital',
      children: [
        { label: 'Making Tax Digital Guide', href: '/making-tax-digital-uk', summary: 'What Making Tax Digital means for you and when it starts.' },
        { label: 'Sole Traders & Contractors', href: '/making-tax-digital-sole-traders-contractors', summary: 'MTD for Income Tax for the self-employed and landlords.' },
        { label: 'MTD Software Setup', href: '/mtd-software-setup-service', summary: 'Choosing and setting up software that HMRC recognises.' },
        { label: 'Compliance Requirements', href: '/mtd-compliance-requirements-guide', summary: 'Thresholds, quarterly deadlines and penalties in one guide.' },
      ],
    },
    { label: 'About Us', href: '/about' },
    { label: 'Contact', href: '/contact' },
  ],
  footer: [
    { label: 'About Us', href: '/about' },
    { label: 'Services', href: '/services' },
    { label: 'Industries', href: '/industries' },
    { label: 'Resources', href: '/resources' },
    { label: 'Contact', href: '/contact' },
    { label: 'Privacy Policy', href: '/privacy' },
    { label: 'Terms of Service', href: '/terms' },
  ],
});

/** Navigation of the Italian edition: the pages translated so far, in Italian. */
const italian = parseNavigation({
  header: [
    { label: 'Home', href: '/it' },
    {
      label: 'Servizi',
      href: '/it/services/overview',
      children: [
        { label: 'Tutti i servizi', href: '/it/services/overview', summary: 'Tutti i nostri servizi, raggruppati secondo le esigenze della sua attività.' },
        { label: 'Servizi per aziende italiane', href: '/it/services/italian-businesses', summary: 'Contabilità britannica per aziende italiane, in italiano e in inglese.' },
        { label: 'Contabilità per aziende italiane', href: '/it/specialties/italian-business-accounting', summary: 'Ingresso nel mercato britannico, adempimenti transfrontalieri e contabilità bilingue.' },
      ],
    },
    {
      label: 'Settori',
      href: '/it/industries/italian-businesses',
      children: [
        { label: 'Aziende italiane nel Regno Unito', href: '/it/industries/italian-businesses', summary: 'Per le aziende italiane che operano o si trasferiscono nel Regno Unito.' },
        { label: 'Ristoranti', href: '/it/industries/restaurants', summary: 'Per i ristoranti italiani e le attività di ristorazione.' },
        { label: "Offerta per i ristoranti", href: '/it/restaurant', summary: 'Consulenza gratuita e primo mese gratis per i ristoranti italiani.' },
      ],
    },
    { label: 'Flusso di cassa', href: '/it/tools/cash-flow-analysis' },
    { label: 'Chi siamo', href: '/it/about' },
    { label: 'Contatti', href: '/it/contact' },
  ],
  footer: [
    { label: 'Chi siamo', href: '/it/about' },
    { label: 'Servizi', href: '/it/services/overview' },
    { label: 'Contatti', href: '/it/contact' },
    { label: 'Informativa sulla privacy', href: '/it/privacy' },
    { label: 'Termini di servizio', href: '/it/terms' },
  ],
});

/** The English navigation (kept as `navigation` for the hub pages and the 404 page). */
export const navigation = english;

/** The navigation for a page at `path`: Italian under /it/. */
export function navigationFor(path: string): Navigation {
  return path === '/it' || path.startsWith('/it/') ? italian : english;
}
