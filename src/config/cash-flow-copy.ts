import type { FieldName, Lang, ParseError, RecommendationKey, Status } from '../lib/cash-flow';

/** Every string of the cash-flow tool, in English and Italian (formal register). */
export interface CashFlowCopy {
  languageLabel: string;
  formHeading: string;
  formIntro: string;
  fields: Record<FieldName, { label: string; hint: string }>;
  groups: { income: string; costs: string; position: string };
  errors: Record<ParseError, (label: string) => string> & { noFigures: string; summaryTitle: string; prefix: string };
  submit: string;
  resultsHeading: string;
  ratioLabel: string;
  ratioExplained: string;
  noOutgoings: string;
  statusLabel: string;
  status: Record<Status, string>;
  statusMeaning: Record<Status, string>;
  /** The status rule, from the thresholds in src/lib/cash-flow.ts (formatted). */
  thresholds: (healthy: string, atRisk: string) => string;
  recommendationsHeading: string;
  recommendations: Record<RecommendationKey, string>;
  chartHeading: string;
  chartDescription: (income: string, outgoings: string) => string;
  income: string;
  outgoings: string;
  breakdown: Record<'rent' | 'salaries' | 'utilities' | 'operationalCosts' | 'outstandingPayables' | 'monthlyRevenue' | 'receivables', string>;
  tableCaption: string;
  amount: string;
  share: string;
  shareCopied: string;
  shareHint: string;
  download: string;
  reportTitle: string;
  reportDate: (date: string) => string;
  reportInputs: string;
  reportContact: string;
  announce: (ratio: string, status: string) => string;
  announceNoOutgoings: string;
  disclaimer: string;
}

export const cashFlowCopy: Record<Lang, CashFlowCopy> = {
  en: {
    languageLabel: 'Language',
    formHeading: 'Your figures for one month',
    formIntro: 'Enter amounts in pounds, like 12,500 or 12500.50. Enter 0 where something does not apply. Nothing you enter leaves your browser.',
    fields: {
      monthlyRevenue: { label: 'Monthly revenue', hint: 'Sales you expect to be paid for this month.' },
      receivables: { label: 'Other money coming in', hint: 'Payments you expect to collect this month on top of revenue, such as invoices falling due.' },
      rent: { label: 'Rent', hint: 'Rent or mortgage on business premises.' },
      salaries: { label: 'Salaries', hint: 'Wages, employer National Insurance and pension contributions.' },
      utilities: { label: 'Utilities', hint: 'Energy, water, phone and internet.' },
      operationalCosts: { label: 'Other operating costs', hint: 'Stock, software, insurance, marketing and the rest.' },
      outstandingReceivables: { label: 'Unpaid invoices owed to you', hint: 'Everything customers owe you that is not yet paid.' },
      outstandingPayables: { label: 'Bills you must pay this month', hint: 'Supplier invoices and other debts falling due this month.' },
    },
    groups: { income: 'Money coming in', costs: 'Monthly costs', position: 'What is owed' },
    errors: {
      empty: (label) => `Enter ${label.toLowerCase()} (enter 0 if there is none)`,
      invalid: (label) => `${label} must be an amount in pounds, like 12,500 or 12500.50`,
      negative: (label) => `${label} must be 0 or more`,
      'too-large': (label) => `${label} must be less than 1,000,000,000`,
      decimals: (label) => `${label} can have at most 2 decimal places, like 12500.50`,
      noFigures: 'Enter at least one amount of income or outgoings to see your analysis',
      summaryTitle: 'There is a problem',
      prefix: 'Error:',
    },
    submit: 'Analyse My Cash Flow',
    resultsHeading: 'Your cash flow analysis',
    ratioLabel: 'Cash flow ratio',
    ratioExplained: 'Money coming in this month divided by money going out.',
    noOutgoings: 'No outgoings entered, so there is no ratio to show: everything coming in is yours to keep.',
    statusLabel: 'Status',
    status: { healthy: 'Healthy', 'at-risk': 'At risk', critical: 'Critical' },
    statusMeaning: {
      healthy: 'More than enough comes in to cover what goes out.',
      'at-risk': 'You cover your outgoings, but with little to spare.',
      critical: 'More goes out than comes in.',
    },
    thresholds: (h, a) => `Healthy: a ratio of ${h} or more. At risk: ${a} or more but below ${h}. Critical: below ${a}.`,
    recommendationsHeading: 'What we recommend',
    recommendations: {
      growth: 'Your cash flow is healthy. Consider putting the surplus to work: a reserve of three months’ costs, then investment in growth such as equipment, marketing or staff.',
      stricterCollection: 'Unpaid invoices come to more than half of your monthly revenue. Tighten your credit terms, invoice promptly and chase overdue payments so that healthy profits turn into cash.',
      improve: 'Your cash flow is under some pressure. Build a cash buffer and review your payment terms with customers and suppliers.',
      reduceCosts: 'Your running costs are more than 70% of your monthly revenue. Review each cost line and reduce or renegotiate what you can.',
      speedUpCollection: 'Unpaid invoices come to more than 30% of your monthly revenue. Speed up collection: invoice on delivery, send reminders and offer easy ways to pay.',
      immediateAttention: 'More is going out than coming in: this needs immediate attention. Talk to an accountant about a short-term cash plan.',
      negotiateSuppliers: 'Ask your suppliers for longer payment terms or instalments.',
      cutCosts: 'Cut or pause non-essential costs straight away.',
      prioritiseCollection: 'Prioritise collecting the money you are owed: contact customers with overdue invoices this week.',
    },
    chartHeading: 'Income against outgoings',
    chartDescription: (income, outgoings) => `Bar chart: money coming in ${income}, money going out ${outgoings}. The table below lists each amount.`,
    income: 'Coming in',
    outgoings: 'Going out',
    breakdown: {
      monthlyRevenue: 'Monthly revenue',
      receivables: 'Other money coming in',
      rent: 'Rent',
      salaries: 'Salaries',
      utilities: 'Utilities',
      operationalCosts: 'Other operating costs',
      outstandingPayables: 'Bills due this month',
    },
    tableCaption: 'Your figures',
    amount: 'Amount',
    share: 'Copy a link to this result',
    shareCopied: 'Link copied. Anyone who opens it sees this result.',
    shareHint: 'The link contains the figures you entered.',
    download: 'Download Report',
    reportTitle: 'Cash flow analysis report',
    reportDate: (date) => `Prepared on ${date}`,
    reportInputs: 'Figures entered',
    reportContact: 'Questions about this report? Contact us:',
    announce: (ratio, status) => `Analysis ready. Cash flow ratio ${ratio}: ${status}.`,
    announceNoOutgoings: 'Analysis ready. No outgoings entered.',
    disclaimer: 'This is an illustration based on the figures you entered, not financial advice.',
  },
  it: {
    languageLabel: 'Lingua',
    formHeading: 'I suoi dati per un mese',
    formIntro: 'Inserisca gli importi, ad esempio 12.500 o 12500,50. Inserisca 0 dove una voce non si applica. I dati non lasciano il suo browser.',
    fields: {
      monthlyRevenue: { label: 'Ricavi mensili', hint: 'Le vendite che prevede di incassare questo mese.' },
      receivables: { label: 'Altre entrate', hint: 'Altri incassi previsti questo mese oltre ai ricavi, come fatture in scadenza.' },
      rent: { label: 'Affitto', hint: 'Affitto o mutuo dei locali aziendali.' },
      salaries: { label: 'Stipendi', hint: 'Retribuzioni, contributi previdenziali e pensionistici a carico del datore di lavoro.' },
      utilities: { label: 'Utenze', hint: 'Energia, acqua, telefono e internet.' },
      operationalCosts: { label: 'Altri costi operativi', hint: 'Merci, software, assicurazioni, marketing e altro.' },
      outstandingReceivables: { label: 'Fatture non ancora incassate', hint: 'Tutto ciò che i clienti le devono e non hanno ancora pagato.' },
      outstandingPayables: { label: 'Debiti da pagare questo mese', hint: 'Fatture dei fornitori e altri debiti in scadenza questo mese.' },
    },
    groups: { income: 'Entrate', costs: 'Costi mensili', position: 'Crediti e debiti' },
    errors: {
      empty: (label) => `Inserisca ${label.toLowerCase()} (inserisca 0 se non ce ne sono)`,
      invalid: (label) => `${label}: inserisca un importo, ad esempio 12.500 o 12500,50`,
      negative: (label) => `${label}: l’importo deve essere pari o superiore a 0`,
      'too-large': (label) => `${label}: l’importo deve essere inferiore a 1.000.000.000`,
      decimals: (label) => `${label}: al massimo 2 decimali, ad esempio 12500,50`,
      noFigures: 'Inserisca almeno un importo di entrate o di uscite per vedere l’analisi',
      summaryTitle: 'C’è un problema',
      prefix: 'Errore:',
    },
    submit: 'Analizza il mio flusso di cassa',
    resultsHeading: 'L’analisi del suo flusso di cassa',
    ratioLabel: 'Rapporto di cassa',
    ratioExplained: 'Le entrate del mese divise per le uscite.',
    noOutgoings: 'Non ha inserito uscite, quindi non c’è un rapporto da mostrare: tutte le entrate restano a lei.',
    statusLabel: 'Stato',
    status: { healthy: 'Solida', 'at-risk': 'A rischio', critical: 'Critica' },
    statusMeaning: {
      healthy: 'Le entrate coprono ampiamente le uscite.',
      'at-risk': 'Le entrate coprono le uscite, ma con poco margine.',
      critical: 'Le uscite superano le entrate.',
    },
    thresholds: (h, a) => `Solida: un rapporto pari o superiore a ${h}. A rischio: pari o superiore a ${a} ma inferiore a ${h}. Critica: inferiore a ${a}.`,
    recommendationsHeading: 'I nostri consigli',
    recommendations: {
      growth: 'Il suo flusso di cassa è solido. Valuti di mettere a frutto l’eccedenza: una riserva pari a tre mesi di costi, poi investimenti per crescere come attrezzature, marketing o personale.',
      stricterCollection: 'Le fatture non incassate superano la metà dei ricavi mensili. Renda più rigorose le condizioni di pagamento, fatturi subito e solleciti i pagamenti in ritardo, così che gli utili diventino liquidità.',
      improve: 'Il suo flusso di cassa è sotto pressione. Costituisca una riserva di liquidità e riveda le condizioni di pagamento con clienti e fornitori.',
      reduceCosts: 'I costi di gestione superano il 70% dei ricavi mensili. Esamini ogni voce di costo e riduca o rinegozi quanto possibile.',
      speedUpCollection: 'Le fatture non incassate superano il 30% dei ricavi mensili. Acceleri gli incassi: fatturi alla consegna, invii solleciti e offra modalità di pagamento semplici.',
      immediateAttention: 'Le uscite superano le entrate: la situazione richiede attenzione immediata. Ne parli con un commercialista per un piano di cassa a breve termine.',
      negotiateSuppliers: 'Chieda ai fornitori termini di pagamento più lunghi o una rateizzazione.',
      cutCosts: 'Riduca o sospenda subito i costi non essenziali.',
      prioritiseCollection: 'Dia priorità all’incasso dei crediti: contatti questa settimana i clienti con fatture scadute.',
    },
    chartHeading: 'Entrate e uscite a confronto',
    chartDescription: (income, outgoings) => `Grafico a barre: entrate ${income}, uscite ${outgoings}. La tabella sotto elenca ogni importo.`,
    income: 'Entrate',
    outgoings: 'Uscite',
    breakdown: {
      monthlyRevenue: 'Ricavi mensili',
      receivables: 'Altre entrate',
      rent: 'Affitto',
      salaries: 'Stipendi',
      utilities: 'Utenze',
      operationalCosts: 'Altri costi operativi',
      outstandingPayables: 'Debiti in scadenza',
    },
    tableCaption: 'I suoi dati',
    amount: 'Importo',
    share: 'Copia il link a questo risultato',
    shareCopied: 'Link copiato. Chi lo apre vede questo risultato.',
    shareHint: 'Il link contiene i dati che ha inserito.',
    download: 'Scarica il report',
    reportTitle: 'Report di analisi del flusso di cassa',
    reportDate: (date) => `Preparato il ${date}`,
    reportInputs: 'Dati inseriti',
    reportContact: 'Domande su questo report? Ci contatti:',
    announce: (ratio, status) => `Analisi pronta. Rapporto di cassa ${ratio}: ${status}.`,
    announceNoOutgoings: 'Analisi pronta. Nessuna uscita inserita.',
    disclaimer: 'Si tratta di un’illustrazione basata sui dati inseriti, non di una consulenza finanziaria.',
  },
};
