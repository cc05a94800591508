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

/** A hub page and its child pages: one column of a header panel, and the list on the hub page itself. */
const groupSchema = linkSchema.extend({
  /** Child pages shown in the header panel and on the hub page. */
  children: z.array(linkSchema).default([]),
});

/** A top-level header entry: a plain link, or a link with a panel of one or more groups. */
const headerEntrySchema = linkSchema.extend({
  /** Columns of the entry's panel, each a hub and its pages; none for a plain link. */
  groups: z.array(groupSchema).default([]),
});

const navigationSchema = z
  .object({
    /**
     * Header entries, in order: at most five, so the bar stays readable beside the call to action.
     * Every page is two clicks away at most: an entry's panel lists each group's hub and pages.
     */
    header: z.array(headerEntrySchema).min(1).max(5),
    /** Footer link list. */
    footer: z.array(linkSchema).min(1),
  })
  .strict();

export type NavLink = z.infer<typeof linkSchema>;
export type NavGroup = z.infer<typeof groupSchema>;
export type NavEntry = z.infer<typeof headerEntrySchema>;
export type Navigation = z.infer<typeof navigationSchema>;

export function parseNavigation(value: unknown): Navigation {
  return parseConfig('navigation.ts', navigationSchema, value);
}

/** Every group (hub and its pages) of a navigation, across all header entries. */
export function groupsOf(nav: Navigation): NavGroup[] {
  return nav.header.flatMap((entry) => entry.groups);
}

/**
 * Site navigation (spec 2.2): the header and the footer both render from this. The old site's seven
 * dropdowns are grouped into three panels (services, industries, Making Tax Digital) beside two
 * plain links; the logo leads home.
 */
const english = parseNavigation({
  header: [
    {
      label: 'Services',
      href: '/services',
      groups: [
        {
          label: 'Services',
          href: '/services',
          summary: 'Bookkeeping, accounting, cloud software, e-commerce and AI services.',
          children: [
            { label: 'Services overview', href: '/services/overview', summary: 'Every service we offer, grouped by what your business needs.' },
            { label: 'Accounting and bookkeeping', href: '/services/accounting', summary: 'Bookkeeping, statements, tax planning, payroll, reporting and analysis.' },
            { label: 'Virtual assistant bookkeeping', href: '/services/virtual-assistant-bookkeeping', summary: 'A dedicated remote bookkeeper who keeps your books current every week.' },
            { label: 'Digital bookkeeping', href: '/services/digital-bookkeeping', summary: 'Paperless bookkeeping with receipts captured and reconciled online.' },
            { label: 'Automated bookkeeping', href: '/services/automated-bookkeeping', summary: 'Bank feeds and rules that record routine transactions for you.' },
            { label: 'Cloud accounting', href: '/services/cloud-accounting', summary: 'Set-up, migration and support on Xero, QuickBooks, Sage or FreeAgent.' },
            { label: 'E-commerce accounting', href: '/services/ecommerce', summary: 'Marketplace and web-shop sales, fees and VAT reconciled.' },
            { label: 'Italian businesses', href: '/services/italian-businesses', summary: 'UK accounting for Italian companies, in Italian and English.' },
            { label: 'AI services', href: '/services/ai-services', summary: 'Automation and forecasting that save time on routine finance work.' },
          ],
        },
        {
          label: 'Specialties',
          href: '/specialties',
          summary: 'Deep expertise for Italian businesses entering or growing in the UK.',
          children: [
            { label: 'Italian business accounting', href: '/specialties/italian-business-accounting', summary: 'UK market entry, cross-border compliance and bilingual accounting for Italian businesses.' },
          ],
        },
      ],
    },
    {
      label: 'Industries',
      href: '/industries',
      groups: [
        {
          label: 'Industries',
          href: '/industries',
          summary: 'Online sellers, Italian businesses, restaurants, startups and SMEs.',
          children: [
            { label: 'E-commerce and online', href: '/industries/ecommerce', summary: 'For online sellers on marketplaces and their own shops.' },
            { label: 'Italian businesses', href: '/industries/italian-businesses', summary: 'For Italian companies trading in or moving to the UK.' },
            { label: 'Restaurants', href: '/industries/restaurants', summary: 'For Italian restaurants and hospitality businesses.' },
            { label: 'Startups and SMEs', href: '/industries/startups', summary: 'For new and growing companies that want sound finances from day one.' },
          ],
        },
        {
          label: 'Locations',
          href: '/locations',
          summary: 'Where we work: from Alloa across Scotland, in person and online.',
          children: [
            { label: 'Accounting services Scotland', href: '/locations/accounting-services-scotland', summary: 'From our Alloa office we serve clients across Scotland, in person and online.' },
          ],
        },
      ],
    },
    {
      label: 'Tax Digital',
      href: '/making-tax-digital',
      groups: [
        {
          label: 'Making Tax Digital',
          href: '/making-tax-digital',
          summary: 'Guides and help for Making Tax Digital for VAT and Income Tax.',
          children: [
            { label: 'Making Tax Digital guide', href: '/making-tax-digital-uk', summary: 'What Making Tax Digital means for you and when it starts.' },
            { label: 'Sole traders and contractors', href: '/making-tax-digital-sole-traders-contractors', summary: 'MTD for Income Tax for the self-employed and landlords.' },
            { label: 'MTD software setup', href: '/mtd-software-setup-service', summary: 'Choosing and setting up software that HMRC recognises.' },
            { label: 'Compliance requirements', href: '/mtd-compliance-requirements-guide', summary: 'Thresholds, quarterly deadlines and penalties in one guide.' },
          ],
        },
        {
          label: 'Free tools',
          href: '/tools',
          summary: 'Free calculators that help you see where your business stands.',
          children: [
            { label: 'Cash flow analysis', href: '/tools/cash-flow-analysis', summary: 'A free calculator that rates your cash flow and suggests what to do next.' },
          ],
        },
      ],
    },
    { label: 'About us', href: '/about', summary: 'Who we are, how we work and why we bridge Italy and the UK.' },
    { label: 'Contact', href: '/contact', summary: 'Call, email, visit our Alloa office or book a free consultation.' },
  ],
  footer: [
    { label: 'About us', href: '/about' },
    { label: 'Services', href: '/services' },
    { label: 'Industries', href: '/industries' },
    { label: 'Resources', href: '/resources' },
    { label: 'Contact', href: '/contact' },
    { label: 'Privacy policy', href: '/privacy' },
    { label: 'Terms of service', href: '/terms' },
  ],
});

/**
 * Navigation of the Italian edition: the same entries and groups as the English one, in Italian,
 * leading to the Italian pages.
 */
const italian = parseNavigation({
  header: [
    {
      label: 'Servizi',
      href: '/it/services',
      groups: [
        {
          label: 'Servizi',
          href: '/it/services',
          summary: 'Contabilità, bilanci, software in cloud, e-commerce e servizi di intelligenza artificiale.',
          children: [
            { label: 'Panoramica dei servizi', href: '/it/services/overview', summary: 'Tutti i nostri servizi, raggruppati secondo le esigenze della sua attività.' },
            { label: 'Contabilità e bilanci', href: '/it/services/accounting', summary: 'Tenuta dei conti, bilanci, pianificazione fiscale, buste paga, report e analisi.' },
            { label: 'Contabilità con assistente virtuale', href: '/it/services/virtual-assistant-bookkeeping', summary: 'Un contabile dedicato, a distanza, che tiene aggiornati i suoi conti ogni settimana.' },
            { label: 'Contabilità digitale', href: '/it/services/digital-bookkeeping', summary: 'Contabilità senza carta, con ricevute acquisite e riconciliate online.' },
            { label: 'Contabilità automatizzata', href: '/it/services/automated-bookkeeping', summary: 'Collegamenti bancari e regole che registrano per lei le operazioni ricorrenti.' },
            { label: 'Contabilità in cloud', href: '/it/services/cloud-accounting', summary: 'Configurazione, migrazione e assistenza su Xero, QuickBooks, Sage o FreeAgent.' },
            { label: 'Contabilità per l’e-commerce', href: '/it/services/ecommerce', summary: 'Vendite, commissioni e IVA di marketplace e negozi online, riconciliate.' },
            { label: 'Aziende italiane', href: '/it/services/italian-businesses', summary: 'Contabilità britannica per aziende italiane, in italiano e in inglese.' },
            { label: 'Servizi di intelligenza artificiale', href: '/it/services/ai-services', summary: 'Automazione e previsioni che fanno risparmiare tempo nella gestione finanziaria.' },
          ],
        },
        {
          label: 'Specializzazioni',
          href: '/it/specialties',
          summary: 'Competenze specifiche per le aziende italiane che entrano o crescono nel Regno Unito.',
          children: [
            { label: 'Contabilità per aziende italiane', href: '/it/specialties/italian-business-accounting', summary: 'Ingresso nel mercato britannico, adempimenti transfrontalieri e contabilità bilingue.' },
          ],
        },
      ],
    },
    {
      label: 'Settori',
      href: '/it/industries',
      groups: [
        {
          label: 'Settori',
          href: '/it/industries',
          summary: 'Venditori online, aziende italiane, ristoranti, startup e PMI.',
          children: [
            { label: 'E-commerce e vendite online', href: '/it/industries/ecommerce', summary: 'Per chi vende sui marketplace e nel proprio negozio online.' },
            { label: 'Aziende italiane nel Regno Unito', href: '/it/industries/italian-businesses', summary: 'Per le aziende italiane che operano o si trasferiscono nel Regno Unito.' },
            { label: 'Ristoranti', href: '/it/industries/restaurants', summary: 'Per i ristoranti italiani e le attività di ristorazione.' },
            { label: 'Startup e PMI', href: '/it/industries/startups', summary: 'Per le imprese nuove e in crescita che vogliono conti in ordine fin dal primo giorno.' },
          ],
        },
        {
          label: 'Dove operiamo',
          href: '/it/locations',
          summary: 'Da Alloa in tutta la Scozia, di persona e online.',
          children: [
            { label: 'Servizi contabili in Scozia', href: '/it/locations/accounting-services-scotland', summary: 'Dal nostro ufficio di Alloa seguiamo clienti in tutta la Scozia, di persona e online.' },
          ],
        },
      ],
    },
    {
      label: 'Fisco digitale',
      href: '/it/tools',
      groups: [
        {
          label: 'Making Tax Digital',
          href: '/it/making-tax-digital',
          summary: 'Guide e assistenza su Making Tax Digital per IVA e imposte sui redditi.',
          children: [
            { label: 'Guida a Making Tax Digital', href: '/it/making-tax-digital-uk', summary: 'Che cosa comporta Making Tax Digital e quando inizia.' },
            { label: 'Lavoratori autonomi e collaboratori', href: '/it/making-tax-digital-sole-traders-contractors', summary: 'Making Tax Digital per le imposte sui redditi di autonomi e locatori.' },
            { label: 'Configurazione del software MTD', href: '/it/mtd-software-setup-service', summary: 'Scelta e configurazione di un software riconosciuto dall’HMRC.' },
            { label: 'Requisiti di conformità', href: '/it/mtd-compliance-requirements-guide', summary: 'Soglie, scadenze trimestrali e sanzioni in un’unica guida.' },
          ],
        },
        {
          label: 'Strumenti gratuiti',
          href: '/it/tools',
          summary: 'Calcolatori gratuiti che la aiutano a capire a che punto è la sua attività.',
          children: [
            { label: 'Analisi del flusso di cassa', href: '/it/tools/cash-flow-analysis', summary: 'Uno strumento gratuito che valuta il suo flusso di cassa e suggerisce i passi successivi.' },
          ],
        },
      ],
    },
    { label: 'Chi siamo', href: '/it/about', summary: 'Chi siamo, come lavoriamo e perché uniamo Italia e Regno Unito.' },
    { label: 'Contatti', href: '/it/contact', summary: 'Telefono, email, il nostro ufficio di Alloa o una consulenza gratuita.' },
  ],
  footer: [
    { label: 'Chi siamo', href: '/it/about' },
    { label: 'Servizi', href: '/it/services' },
    { label: 'Settori', href: '/it/industries' },
    { label: 'Risorse', href: '/it/resources' },
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
