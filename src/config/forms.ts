import type { FormId } from './form-ids';
import { quoteServices, italianServices } from './form-ids';

/*
 * Every enquiry form on the site, as data. A new form is an entry here, placed on a page by its id;
 * the one island (src/components/islands/EnquiryForm.tsx) renders, validates and sends them all.
 * This file is imported by the browser bundle, so it is plain data (no zod); its shape is checked
 * at build time by src/lib/form-schema.ts.
 */

export type FieldType = 'text' | 'email' | 'tel' | 'textarea' | 'select';
export type FormLang = 'en-GB' | 'it';

export interface FieldOption {
  value: string;
  label: string;
}

export interface FieldDef {
  /** Name of the field and of the email-template parameter it fills, e.g. 'from_name'. */
  name: string;
  label: string;
  type: FieldType;
  required: boolean;
  /** Shown under the label. */
  hint?: string;
  /** HTML autocomplete token. */
  autocomplete?: string;
  /** Longest value accepted, in characters (keeps the payload under the email service's 50 KB). */
  maxLength: number;
  /** Rows of a textarea. */
  rows?: number;
  /** Example text inside an empty textarea. */
  placeholder?: string;
  /** Options of a select. */
  options?: FieldOption[];
  /** Message when a required field is empty, GOV.UK style: says what to do. */
  requiredMessage?: string;
}

export interface FormDef {
  id: FormId;
  /** Language of labels and messages. */
  lang: FormLang;
  /** Which email template receives it (see .env.example). */
  template: 'enquiry' | 'newsletter' | 'contact';
  /** send: JSON template parameters; sendForm: the fields posted as multipart form data. */
  transport: 'send' | 'sendForm';
  fields: FieldDef[];
  /** Put before the visitor's own `subject` field (the Italian site's contact form says where it came from). */
  subjectPrefix?: string;
  /** Parameters added to what the visitor typed, e.g. a fixed subject. {visitorEmail} is the visitor's email address. */
  extraParams?: Record<string, string>;
  /** Subject of the mailto fallback and, for quote forms, of the email (the page may override it). */
  subject: string;
  submitLabel: string;
  sendingLabel: string;
  successMessage: string;
  errorMessage: string;
  /** Text beside the button, e.g. the consent statement of a newsletter. */
  note?: string;
  /** Newsletter sign-ups: an empty submit does nothing at all (spec 4). */
  ignoreEmptySubmit?: boolean;
  /** Shortest time in milliseconds from page load to a send: a faster submit is still sent, once this time has passed. */
  minFillMs: number;
}

const serviceLabels: Record<(typeof quoteServices)[number], string> = {
  'virtual-bookkeeping': 'Virtual Assistant Bookkeeping',
  'digital-bookkeeping': 'Digital Bookkeeping',
  'automated-bookkeeping': 'Automated Bookkeeping',
  'cloud-accounting': 'Cloud Accounting',
  'accounting-scotland': 'Accounting Services Scotland',
};

/** Email subject of the service quote form, by the page's own service (spec 7). */
export const quoteSubjects: Record<(typeof quoteServices)[number], string> = {
  'virtual-bookkeeping': 'Virtual Assistant Bookkeeping Inquiry',
  'digital-bookkeeping': 'Digital Bookkeeping Services Inquiry',
  'automated-bookkeeping': 'Automated Bookkeeping Inquiry',
  'cloud-accounting': 'Cloud Accounting Services Inquiry',
  'accounting-scotland': 'Accounting Services Scotland Inquiry',
};

const italianLabels: Record<(typeof italianServices)[number], string> = {
  'italian-business-accounting': 'Contabilità per aziende italiane',
  'uk-market-entry': 'Ingresso nel mercato britannico',
  'cross-border-compliance': 'Adempimenti transfrontalieri',
  'bilingual-services': 'Servizi bilingui',
};

const nameField = (name: string, label = 'Full name'): FieldDef => ({
  name,
  label,
  type: 'text',
  required: true,
  autocomplete: 'name',
  maxLength: 100,
  requiredMessage: 'Enter your full name',
});
const emailField = (name: string, required = true): FieldDef => ({
  name,
  label: 'Email address',
  type: 'email',
  required,
  autocomplete: 'email',
  maxLength: 254,
  requiredMessage: 'Enter your email address',
});
const phoneField = (name: string, required: boolean): FieldDef => ({
  name,
  label: required ? 'Phone number' : 'Phone number (optional)',
  type: 'tel',
  required,
  autocomplete: 'tel',
  maxLength: 30,
  requiredMessage: 'Enter your phone number',
});

const newsletter = (id: FormId, subject: string, where: string): FormDef => ({
  id,
  lang: 'en-GB',
  template: 'newsletter',
  transport: 'send',
  fields: [{ ...emailField('email'), hint: undefined }],
  extraParams: { subject, message: `New newsletter subscription request from {visitorEmail} (${where}).` },
  subject,
  submitLabel: 'Subscribe',
  sendingLabel: 'Subscribing...',
  successMessage: 'Successfully subscribed to newsletter!',
  errorMessage: 'Error subscribing. Please try again.',
  note: 'By subscribing you agree to receive occasional emails with accounting and tax news from us. Every email has an unsubscribe link, and our [privacy policy](/privacy) explains how we use your address.',
  ignoreEmptySubmit: true,
  minFillMs: 1500,
});

/** The English definitions, by id. */
const englishForms = {
  'service-quote': {
    id: 'service-quote',
    lang: 'en-GB',
    template: 'enquiry',
    transport: 'send',
    fields: [
      nameField('from_name'),
      emailField('reply_to'),
      phoneField('phone', false),
      {
        name: 'service',
        label: 'Service',
        type: 'select',
        required: true,
        maxLength: 40,
        options: quoteServices.map((value) => ({ value, label: serviceLabels[value] })),
        requiredMessage: 'Select the service you are interested in',
      },
      { name: 'message', label: 'Message (optional)', type: 'textarea', required: false, rows: 3, maxLength: 5000, placeholder: 'Tell us about your business' },
    ],
    subject: 'Bookkeeping Services Inquiry',
    submitLabel: 'Get Free Quote',
    sendingLabel: 'Sending...',
    successMessage: "Thank you! We'll get back to you soon.",
    errorMessage: 'Error sending message. Please try again or call us directly.',
    minFillMs: 3000,
  },
  'italian-quote': {
    id: 'italian-quote',
    lang: 'it',
    template: 'enquiry',
    transport: 'send',
    fields: [
      { ...nameField('from_name', 'Nome e cognome'), requiredMessage: 'Inserisca il suo nome e cognome' },
      { ...emailField('reply_to'), label: 'Indirizzo email', requiredMessage: 'Inserisca il suo indirizzo email' },
      { ...phoneField('phone', false), label: 'Telefono (facoltativo)' },
      {
        name: 'service',
        label: 'Servizio',
        type: 'select',
        required: true,
        maxLength: 40,
        options: italianServices.map((value) => ({ value, label: italianLabels[value] })),
        requiredMessage: 'Scelga il servizio che le interessa',
      },
      { name: 'message', label: 'Messaggio (facoltativo)', type: 'textarea', required: false, rows: 3, maxLength: 5000, placeholder: 'Ci parli della sua attività' },
    ],
    extraParams: { subject: 'Italian Business Accounting Inquiry' },
    subject: 'Italian Business Accounting Inquiry',
    submitLabel: 'Richiedi un preventivo gratuito',
    sendingLabel: 'Invio in corso...',
    successMessage: 'Grazie! La ricontatteremo presto.',
    errorMessage: "Errore nell'invio. Riprovi o ci chiami direttamente.",
    minFillMs: 3000,
  },
  'restaurant-consultation': {
    id: 'restaurant-consultation',
    lang: 'en-GB',
    template: 'enquiry',
    transport: 'send',
    fields: [
      nameField('from_name', 'Your name'),
      { name: 'restaurant_name', label: 'Restaurant name', type: 'text', required: true, autocomplete: 'organization', maxLength: 120, requiredMessage: 'Enter the name of your restaurant' },
      emailField('reply_to'),
      phoneField('phone', true),
      { name: 'message', label: 'Anything we should know? (optional)', type: 'textarea', required: false, rows: 4, maxLength: 5000 },
    ],
    subject: 'Restaurant Consultation Request',
    submitLabel: 'Book My Free Consultation',
    sendingLabel: 'Sending...',
    successMessage: "Thank you! We'll contact you shortly to schedule your consultation.",
    errorMessage: 'There was an error sending your message. Please try again later.',
    minFillMs: 3000,
  },
  contact: {
    id: 'contact',
    lang: 'en-GB',
    template: 'contact',
    transport: 'sendForm',
    fields: [
      nameField('user_name'),
      emailField('user_email'),
      phoneField('user_phone', false),
      { name: 'subject', label: 'Subject', type: 'text', required: true, maxLength: 150, requiredMessage: 'Enter a subject' },
      { name: 'message', label: 'Message', type: 'textarea', required: true, rows: 6, maxLength: 5000, requiredMessage: 'Enter your message' },
    ],
    subject: 'Message from the website',
    submitLabel: 'Send Message',
    sendingLabel: 'Sending...',
    successMessage: "Message sent successfully! We'll get back to you soon.",
    errorMessage: 'There was an error sending your message. Please try again later.',
    minFillMs: 3000,
  },
  newsletter: newsletter('newsletter', 'Newsletter Subscription', 'website footer'),
  'resources-newsletter': newsletter('resources-newsletter', 'Resources Newsletter Subscription', 'Stay Updated form on the resources page'),
  'blog-newsletter': newsletter('blog-newsletter', 'Blog Newsletter Subscription', 'Making Tax Digital blog'),
  'promo-booking': {
    id: 'promo-booking',
    lang: 'en-GB',
    template: 'enquiry',
    transport: 'send',
    fields: [nameField('from_name'), emailField('reply_to'), phoneField('phone', true)],
    extraParams: { subject: 'Free Month Bookkeeping Offer', message: 'Booking request for the free month of bookkeeping offer (/promo).' },
    subject: 'Free Month Bookkeeping Offer',
    submitLabel: 'Claim My Free Month',
    sendingLabel: 'Sending...',
    successMessage: "Thank you! We'll contact you to arrange your free month.",
    errorMessage: 'There was an error sending your message. Please try again later.',
    minFillMs: 3000,
  },
} satisfies Record<string, FormDef>;

/* ---- The Italian edition's forms ---- */

const it = (f: FieldDef, label: string, requiredMessage?: string): FieldDef => ({ ...f, label, ...(requiredMessage ? { requiredMessage } : {}) });
/** Added to the subject of a form sent from the Italian edition, so the firm knows to answer in Italian. */
export const italianSite = ' (sito italiano)';

const contactIt: FormDef = {
  ...englishForms.contact,
  id: 'contact-it',
  lang: 'it',
  fields: [
    it(nameField('user_name'), 'Nome e cognome', 'Inserisca il suo nome e cognome'),
    it(emailField('user_email'), 'Indirizzo email', 'Inserisca il suo indirizzo email'),
    it(phoneField('user_phone', false), 'Telefono (facoltativo)'),
    { name: 'subject', label: 'Oggetto', type: 'text', required: true, maxLength: 150, requiredMessage: "Inserisca l'oggetto" },
    { name: 'message', label: 'Messaggio', type: 'textarea', required: true, rows: 6, maxLength: 5000, requiredMessage: 'Inserisca il suo messaggio' },
  ],
  subjectPrefix: '[Sito italiano] ',
  subject: `Messaggio dal sito${italianSite}`,
  submitLabel: 'Invia il messaggio',
  sendingLabel: 'Invio in corso...',
  successMessage: 'Messaggio inviato! La ricontatteremo al più presto.',
  errorMessage: "Si è verificato un errore nell'invio del messaggio. Riprovi più tardi.",
};

const newsletterIt: FormDef = {
  ...englishForms.newsletter,
  id: 'newsletter-it',
  lang: 'it',
  fields: [it(emailField('email'), 'Indirizzo email', 'Inserisca il suo indirizzo email')],
  extraParams: { subject: `Newsletter Subscription${italianSite}`, message: 'New newsletter subscription request from {visitorEmail} (Italian site footer).' },
  subject: `Iscrizione alla newsletter${italianSite}`,
  submitLabel: 'Iscriviti',
  sendingLabel: 'Iscrizione in corso...',
  successMessage: 'Iscrizione alla newsletter completata!',
  errorMessage: "Errore nell'iscrizione. Riprovi.",
  note: "Iscrivendosi accetta di ricevere occasionalmente email con notizie su contabilità e fisco. Ogni email contiene un link per annullare l'iscrizione; la nostra [informativa sulla privacy](/it/privacy) spiega come usiamo il suo indirizzo.",
};

const restaurantIt: FormDef = {
  ...englishForms['restaurant-consultation'],
  id: 'restaurant-consultation-it',
  lang: 'it',
  fields: [
    it(nameField('from_name'), 'Il suo nome', 'Inserisca il suo nome'),
    { name: 'restaurant_name', label: 'Nome del ristorante', type: 'text', required: true, autocomplete: 'organization', maxLength: 120, requiredMessage: 'Inserisca il nome del suo ristorante' },
    it(emailField('reply_to'), 'Indirizzo email', 'Inserisca il suo indirizzo email'),
    it(phoneField('phone', true), 'Telefono', 'Inserisca il suo numero di telefono'),
    { name: 'message', label: 'Qualcosa da aggiungere? (facoltativo)', type: 'textarea', required: false, rows: 4, maxLength: 5000 },
  ],
  extraParams: { subject: `Restaurant Consultation Request${italianSite}` },
  subject: `Richiesta di consulenza per ristoranti${italianSite}`,
  submitLabel: 'Prenoti la consulenza gratuita',
  sendingLabel: 'Invio in corso...',
  successMessage: 'Grazie! La contatteremo a breve per fissare la consulenza.',
  errorMessage: "Si è verificato un errore nell'invio del messaggio. Riprovi più tardi.",
};

const italianQuoteIt: FormDef = {
  ...englishForms['italian-quote'],
  id: 'italian-quote-it',
  extraParams: { subject: `Italian Business Accounting Inquiry${italianSite}` },
  subject: `Italian Business Accounting Inquiry${italianSite}`,
};

/** Italian names of the quote form's services (the values sent stay the English ids). */
const quoteServiceLabelsIt: Record<(typeof quoteServices)[number], string> = {
  'virtual-bookkeeping': 'Contabilità con assistente virtuale',
  'digital-bookkeeping': 'Contabilità digitale',
  'automated-bookkeeping': 'Contabilità automatizzata',
  'cloud-accounting': 'Contabilità in cloud',
  'accounting-scotland': 'Servizi contabili in Scozia',
};
export const scotlandPlaceholderIt = 'Ci parli della sua attività in Scozia';

const serviceQuoteIt: FormDef = {
  ...englishForms['service-quote'],
  id: 'service-quote-it',
  lang: 'it',
  fields: [
    it(nameField('from_name'), 'Nome e cognome', 'Inserisca il suo nome e cognome'),
    it(emailField('reply_to'), 'Indirizzo email', 'Inserisca il suo indirizzo email'),
    it(phoneField('phone', false), 'Telefono (facoltativo)'),
    {
      name: 'service',
      label: 'Servizio',
      type: 'select',
      required: true,
      maxLength: 40,
      options: quoteServices.map((value) => ({ value, label: quoteServiceLabelsIt[value] })),
      requiredMessage: 'Scelga il servizio che le interessa',
    },
    { name: 'message', label: 'Messaggio (facoltativo)', type: 'textarea', required: false, rows: 3, maxLength: 5000, placeholder: 'Ci parli della sua attività' },
  ],
  // The subject is set per page from the page's service (lib/form-logic.ts placedForm), with italianSite added.
  submitLabel: 'Richieda un preventivo gratuito',
  sendingLabel: 'Invio in corso...',
  successMessage: 'Grazie! La ricontatteremo presto.',
  errorMessage: "Errore nell'invio. Riprovi o ci chiami direttamente.",
};

const promoBookingIt: FormDef = {
  ...englishForms['promo-booking'],
  id: 'promo-booking-it',
  lang: 'it',
  fields: [
    it(nameField('from_name'), 'Nome e cognome', 'Inserisca il suo nome e cognome'),
    it(emailField('reply_to'), 'Indirizzo email', 'Inserisca il suo indirizzo email'),
    it(phoneField('phone', true), 'Telefono', 'Inserisca il suo numero di telefono'),
  ],
  extraParams: { subject: `Free Month Bookkeeping Offer${italianSite}`, message: 'Booking request for the free month of bookkeeping offer (/it/promo).' },
  subject: `Free Month Bookkeeping Offer${italianSite}`,
  submitLabel: 'Richieda il mese gratuito',
  sendingLabel: 'Invio in corso...',
  successMessage: 'Grazie! La contatteremo per organizzare il suo mese gratuito.',
  errorMessage: "Si è verificato un errore nell'invio del messaggio. Riprovi più tardi.",
};

const resourcesNewsletterIt: FormDef = {
  ...newsletterIt,
  id: 'resources-newsletter-it',
  extraParams: { subject: `Resources Newsletter Subscription${italianSite}`, message: 'New newsletter subscription request from {visitorEmail} (Stay Updated form on the Italian resources page).' },
  subject: `Resources Newsletter Subscription${italianSite}`,
};

/** The definitions, by id. */
export const forms: Record<FormId, FormDef> = {
  ...englishForms,
  'contact-it': contactIt,
  'newsletter-it': newsletterIt,
  'restaurant-consultation-it': restaurantIt,
  'italian-quote-it': italianQuoteIt,
  'service-quote-it': serviceQuoteIt,
  'promo-booking-it': promoBookingIt,
  'resources-newsletter-it': resourcesNewsletterIt,
};

/** On a page of the Italian edition, the Italian counterpart of a form. */
export const italianForm: Partial<Record<FormId, FormId>> = {
  contact: 'contact-it',
  newsletter: 'newsletter-it',
  'restaurant-consultation': 'restaurant-consultation-it',
  'italian-quote': 'italian-quote-it',
  'service-quote': 'service-quote-it',
  'promo-booking': 'promo-booking-it',
  'resources-newsletter': 'resources-newsletter-it',
};

/** Interface text of the forms in each language. */
export const formText: Record<FormLang, {
  errorSummaryTitle: string;
  errorPrefix: string;
  emailInvalid: string;
  phoneInvalid: string;
  tooLong: (label: string, max: number) => string;
  selectInvalid: string;
  charactersLeft: (n: number) => string;
  charactersOver: (n: number) => string;
  notConfigured: string;
  setupNote: string;
  fallbackIntro: string;
  fallbackEmail: string;
  fallbackCall: string;
  noScript: string;
  honeypotLabel: string;
  /** Beside every form, before and after it wakes: {email} and {phone} become links. */
  otherWays: string;
  /** The service has not answered in time (the message may still arrive). */
  unconfirmedTitle: string;
  unconfirmedBody: string;
  sendAgain: string;
  copyMessage: string;
  /** Shown once the whole message is on the clipboard; {email} is the firm's address. */
  copied: string;
  copyFailed: string;
  /** Ends a mailto body that had to be shortened; {count} is the full length in characters. */
  mailtoCut: string;
}> = {
  'en-GB': {
    errorSummaryTitle: 'There is a problem',
    errorPrefix: 'Error:',
    emailInvalid: 'Enter an email address in the correct format, like name@yourbusiness.co.uk',
    phoneInvalid: 'Enter a telephone number, like 01632 960 001 or +44 7700 900 982',
    tooLong: (label, max) => `${label.replace(/ \(optional\)$/, '')} must be ${max.toLocaleString('en-GB')} characters or fewer`,
    selectInvalid: 'Select one of the options',
    charactersLeft: (n) => `You have ${n.toLocaleString('en-GB')} character${n === 1 ? '' : 's'} remaining`,
    charactersOver: (n) => `You have ${n.toLocaleString('en-GB')} character${n === 1 ? '' : 's'} too many`,
    notConfigured: 'Online sending is not set up on this site yet, so this form cannot send your message. Nothing has been sent.',
    setupNote: 'Online sending is not set up on this site yet: when you submit, we will offer to send your message by email instead.',
    fallbackIntro: 'You can still reach us straight away:',
    fallbackEmail: 'Email us your message',
    fallbackCall: 'Call',
    noScript: 'This form needs JavaScript to send. You can email or call us instead:',
    honeypotLabel: 'Leave this field empty',
    otherWays: 'You can also email {email} or call {phone}.',
    unconfirmedTitle: 'We could not confirm that your message was sent.',
    unconfirmedBody: 'It may still arrive: this notice will change if the answer comes late. If you would rather not wait, you can send it again (we may then receive it twice), or email or call us.',
    sendAgain: 'Send it again',
    copyMessage: 'Copy message',
    copied: 'Your message is copied. Paste it into an email to {email}.',
    copyFailed: 'Your browser did not let us copy. Select the text in the form and copy it yourself.',
    mailtoCut: '(Shortened for email: the full text has {count} characters. Paste it here with "Copy message" on our website.)',
  },
  it: {
    errorSummaryTitle: "C'è un problema",
    errorPrefix: 'Errore:',
    emailInvalid: 'Inserisca un indirizzo email nel formato corretto, ad esempio nome@azienda.it',
    phoneInvalid: 'Inserisca un numero di telefono valido, ad esempio +39 02 1234 5678 o 01632 960 001',
    tooLong: (label, max) => `${label.replace(/ \(facoltativo\)$/, '')}: al massimo ${max.toLocaleString('it-IT')} caratteri`,
    selectInvalid: 'Scelga una delle opzioni',
    charactersLeft: (n) => `Le restano ${n.toLocaleString('it-IT')} caratteri`,
    charactersOver: (n) => `Ha superato il limite di ${n.toLocaleString('it-IT')} caratteri`,
    notConfigured: "L'invio online non è ancora attivo su questo sito, quindi il modulo non può inviare il suo messaggio. Non è stato inviato nulla.",
    setupNote: "L'invio online non è ancora attivo su questo sito: quando invia il modulo, le proporremo di mandarci il messaggio via email.",
    fallbackIntro: 'Può comunque contattarci subito:',
    fallbackEmail: 'Ci invii il messaggio via email',
    fallbackCall: 'Chiami il',
    noScript: 'Questo modulo richiede JavaScript per l’invio. Può scriverci o chiamarci:',
    honeypotLabel: 'Lasci vuoto questo campo',
    otherWays: 'Può anche scriverci a {email} o chiamarci al {phone}.',
    unconfirmedTitle: 'Non siamo riusciti a confermare che il messaggio sia stato inviato.',
    unconfirmedBody: "Potrebbe arrivare comunque: questo avviso cambierà se la risposta arriva in ritardo. Se preferisce non attendere, può inviarlo di nuovo (potremmo riceverlo due volte), oppure scriverci o chiamarci.",
    sendAgain: 'Invia di nuovo',
    copyMessage: 'Copia il messaggio',
    copied: 'Messaggio copiato. Lo incolli in una email a {email}.',
    copyFailed: 'Il browser non ha permesso la copia. Selezioni il testo nel modulo e lo copi.',
    mailtoCut: '(Testo abbreviato per l’email: il testo completo ha {count} caratteri. Lo incolli qui con "Copia il messaggio" sul nostro sito.)',
  },
};

/** Placeholder of the quote form's message on the Scotland page (spec 2.5). */
export const scotlandPlaceholder = 'Tell us about your Scottish business';
