import { localeOf, type Locale } from '../lib/i18n';

/**
 * Interface microcopy (labels, aria-labels, fixed phrases) in one place, in English and Italian, so
 * wording changes here and nowhere else. Page words live in content/.
 */
const en = {
  skipLink: 'Skip to main content',
  menu: 'Menu',
  /** Accessible name of a header group's toggle button; {label} is the group's name. */
  groupToggle: 'Show {label} pages',
  mainNav: 'Main',
  footerNav: 'Footer',
  breadcrumbs: 'Breadcrumb',
  home: 'Home',
  contactHeading: 'Contact us',
  companyHeading: 'Company details',
  lastUpdated: 'Last updated',
  noScriptNav: 'Site sections',
  inThisSection: 'In this section',
  faqHeading: 'Frequently Asked Questions',
  testimonialsHeading: 'What our clients say',
  newsletterHeading: 'Newsletter',
  newsletterIntro: 'Accounting, tax and Making Tax Digital updates, about once a month.',
  rightsReserved: 'All rights reserved.',
  /** The language switcher: the name of the other language, in that language. */
  otherLanguage: 'Italiano',
  otherLanguageLabel: 'Questa pagina in italiano',
  fromPerMonth: 'From {price} per month',
  townsHeading: 'Towns and cities we serve',
  freeQuote: 'Free quote',
  call: 'Call',
  freeConsultation: 'Free Consultation',
  /** The header's call to action and the landing pages' quote button (sentence case, verb first). */
  headerCta: 'Book a free consultation',
  getQuote: 'Get a free quote',
  callUs: 'Call us',
  contactDetailsLink: 'Call or email us',
  onThisPage: 'On this page',
  trustHeading: 'Why clients trust us',
  homeEyebrow: 'Accountants in {city}, {region}',
  trustLanguages: 'Advice in English and Italian',
  trustOffice: 'Office in {city}, {region}',
  trustExperience: "Founder with {years} years' experience",
  trustReply: 'A reply within {hours} hours on working days',
  trustConsultation: 'Free {minutes}-minute consultation',
  offerOpen: 'Limited-time offer',
  offerEnded: 'Offer ended',
  restaurantOffer: 'Save {value}: a free {hours}-hour consultation plus your first month free',
  promoOffer: 'Get {months} month FREE bookkeeping services',
  offerTerms: 'Open to new clients until {date}. Simple monthly billing; cancel at any time.',
  offerClosed: 'This offer closed on {date}. Ask us about a free consultation instead.',
  address: 'Address',
  phone: 'Phone',
  email: 'Email',
  hours: 'Opening hours',
  hoursLine: '{days}, {opens} to {closes}',
  days: 'Monday to Friday',
  schedulerIntro: 'The calendar is provided by our scheduling service and loads only when you ask for it (see our {privacy}).',
  privacyPolicy: 'privacy policy',
  schedulerFallback: 'If it does not load, {booking} or call {number}.',
  openBooking: 'open the booking page',
  schedulerOpen: 'Book a free {minutes}-minute consultation',
  schedulerClose: 'Close the booking calendar',
  schedulerRegion: 'Booking calendar',
  schedulerFrame: 'Booking calendar for a free {minutes}-minute consultation',
};

export type Copy = typeof en;

const it: Copy = {
  skipLink: 'Vai al contenuto principale',
  menu: 'Menu',
  groupToggle: 'Mostra le pagine {label}',
  mainNav: 'Principale',
  footerNav: 'Piè di pagina',
  breadcrumbs: 'Percorso',
  home: 'Home',
  contactHeading: 'Contatti',
  companyHeading: 'Dati societari',
  lastUpdated: 'Ultimo aggiornamento',
  noScriptNav: 'Sezioni del sito',
  inThisSection: 'In questa sezione',
  faqHeading: 'Domande frequenti',
  testimonialsHeading: 'Cosa dicono i nostri clienti',
  newsletterHeading: 'Newsletter',
  newsletterIntro: 'Novità su contabilità, fisco e Making Tax Digital, circa una volta al mese.',
  rightsReserved: 'Tutti i diritti riservati.',
  otherLanguage: 'English',
  otherLanguageLabel: 'This page in English',
  fromPerMonth: 'Da {price} al mese',
  townsHeading: 'Le città in cui lavoriamo',
  freeQuote: 'Preventivo gratuito',
  call: 'Chiami',
  freeConsultation: 'Consulenza gratuita',
  headerCta: 'Prenoti una consulenza gratuita',
  getQuote: 'Richieda un preventivo gratuito',
  callUs: 'Ci chiami',
  contactDetailsLink: 'Ci chiami o ci scriva',
  onThisPage: 'In questa pagina',
  trustHeading: 'Perché i clienti si fidano di noi',
  homeEyebrow: 'Commercialisti ad {city}, in Scozia',
  trustLanguages: 'Consulenza in italiano e in inglese',
  trustOffice: 'Ufficio ad {city}, in Scozia',
  trustExperience: 'Fondatore con {years} anni di esperienza',
  trustReply: 'Risposta entro {hours} ore nei giorni lavorativi',
  trustConsultation: 'Consulenza gratuita di {minutes} minuti',
  offerOpen: 'Offerta a tempo limitato',
  offerEnded: 'Offerta conclusa',
  restaurantOffer: 'Risparmi {value}: una consulenza gratuita di {hours} ora più il primo mese gratis',
  promoOffer: '{months} mese di contabilità GRATIS',
  offerTerms: 'Riservata ai nuovi clienti fino al {date}. Fatturazione mensile semplice; disdetta in qualsiasi momento.',
  offerClosed: 'Questa offerta si è conclusa il {date}. Ci chieda una consulenza gratuita.',
  address: 'Indirizzo',
  phone: 'Telefono',
  email: 'Email',
  hours: 'Orari',
  hoursLine: '{days}, dalle {opens} alle {closes}',
  days: 'Dal lunedì al venerdì',
  schedulerIntro: 'Il calendario è fornito dal nostro servizio di prenotazione e si carica solo quando lo richiede (si veda la nostra {privacy}).',
  privacyPolicy: 'informativa sulla privacy',
  schedulerFallback: 'Se non si carica, {booking} o chiami il {number}.',
  openBooking: 'apra la pagina di prenotazione',
  schedulerOpen: 'Prenoti una consulenza gratuita di {minutes} minuti',
  schedulerClose: 'Chiuda il calendario delle prenotazioni',
  schedulerRegion: 'Calendario delle prenotazioni',
  schedulerFrame: 'Calendario per prenotare una consulenza gratuita di {minutes} minuti',
};

export const copyByLocale: Record<Locale, Copy> = { en, it };

/** The interface wording for the page at `path` (Italian under /it/). */
export function copyFor(path: string): Copy {
  return copyByLocale[localeOf(path)];
}

/** Fills {name} slots in a copy string. */
export function fill(text: string, values: Record<string, string | number>): string {
  return text.replace(/\{(\w+)\}/g, (match, name: string) => (name in values ? String(values[name]) : match));
}
