/**
 * Which Lucide icon a card shows. Pages' cards are written by editors without an icon field, so the
 * icon follows what the card is about: first its link (the services and industries the site offers),
 * then words in its title (English or Italian), then a neutral tick. The icons are decorative: the
 * title beside each one says the same in words.
 */

/** Cards that link to a known page show that page's icon. */
const byHref: Record<string, string> = {
  '/services': 'layers',
  '/services/overview': 'layers',
  '/services/accounting': 'book-open-check',
  '/services/accounting/bookkeeping': 'book-open-check',
  '/services/accounting/payroll': 'wallet',
  '/services/accounting/financial-statements': 'file-spreadsheet',
  '/services/accounting/tax-planning/returns': 'file-check',
  '/mtd-accountant-services': 'calendar-check',
  '/services/virtual-assistant-bookkeeping': 'user-round-check',
  '/services/digital-bookkeeping': 'receipt-text',
  '/services/automated-bookkeeping': 'workflow',
  '/services/cloud-accounting': 'cloud',
  '/services/ecommerce': 'shopping-cart',
  '/services/multi-channel': 'shopping-bag',
  '/services/italian-businesses': 'languages',
  '/services/ai-services': 'sparkles',
  '/industries': 'briefcase-business',
  '/industries/ecommerce': 'shopping-cart',
  '/industries/italian-businesses': 'languages',
  '/industries/restaurants': 'utensils-crossed',
  '/industries/startups': 'rocket',
  '/locations': 'map-pin',
  '/locations/accounting-services-scotland': 'map-pin',
  '/specialties': 'languages',
  '/specialties/italian-business-accounting': 'languages',
  '/tools': 'calculator',
  '/tools/cash-flow-analysis': 'gauge',
  '/tools/mtd-checker': 'circle-question-mark',
  '/tax-deadlines': 'calendar-days',
  '/making-tax-digital': 'calendar-check',
  '/making-tax-digital-uk': 'calendar-check',
  '/making-tax-digital-sole-traders-contractors': 'user-round-check',
  '/mtd-software-setup-service': 'laptop',
  '/mtd-compliance-requirements-guide': 'clipboard-check',
  '/mtd-compliance-checklist': 'list-checks',
  '/about': 'users',
  '/contact': 'messages-square',
  '/resources': 'book-open',
};

/** Words in a card's title and the icon they call for, most specific first. */
const byWords: [RegExp, string][] = [
  [/restaurant|ristor|tronc|\bmance\b|\btips?\b|food|kitchen|cucina/i, 'utensils-crossed'],
  [/payroll|buste paga|pay run|payslip|salar|first hires|employee|personale/i, 'wallet'],
  [/pension|pensioni/i, 'piggy-bank'],
  [/cash|flusso di cassa|cassa|liquidit/i, 'banknote'],
  [/statement|balance|bilanc|accounts|year end|year-end|fine esercizio/i, 'file-spreadsheet'],
  [/\bvat\b|\biva\b|tax|impost|fiscal|hmrc|penalt|sanzion/i, 'landmark'],
  [/e-commerce|ecommerce|marketplace|shop|channel|platform|online sel|vendite|settlement/i, 'shopping-cart'],
  [/\bai\b|artificial|anomal|intelligen/i, 'sparkles'],
  [/automat|automa|rules|bank feed|re-keying|manual entry/i, 'workflow'],
  [/cloud|software|digital|digitale|paperless|online|app\b|laptop|receipt|ricevut/i, 'cloud'],
  // Before languages, so a cross-border card beside a bilingual one does not repeat its icon.
  [/treaty|convenzione|border|frontalier/i, 'arrow-left-right'],
  [/italian|itali|bilingual|bilingue|language|english|inglese|translation|traduzion/i, 'languages'],
  [/forecast|scenario|budget|plan|previsio/i, 'chart-no-axes-combined'],
  [/report|dashboard|analys|analisi|trend|performance|figures|numbers|numeri|insight|kpi/i, 'chart-column'],
  [/bookkeep|contabilit|record|registr|ledger|books|reconcil|riconcil/i, 'book-open-check'],
  [/deadline|scadenz|calendar|on time|filed|quarter|trimestr|day/i, 'calendar-check'],
  [/complian|adempiment|regola|lawful|legal/i, 'shield-check'],
  [/secur|data|privacy|confidential|riservat/i, 'shield-check'],
  [/startup|growth|grow|crescit|scal/i, 'trending-up'],
  [/formation|costituzione|company|società|structure|struttura/i, 'building-2'],
  [/scotland|scozia|local|office|in person|uffic|location/i, 'map-pin'],
  [/price|pricing|cost|costi|margin|quote|preventiv|fee|saving|risparm/i, 'hand-coins'],
  [/consult|advice|advisory|recommend|consig|support|help|assistenz|question|domand/i, 'messages-square'],
  [/team|people|person|client|human|dedicated|dedicato/i, 'users'],
  [/guide|guida|article|blog|resource|risors|checklist|ebook|download/i, 'book-open'],
  [/experience|expert|esperienz|excellen|eccellen|integrit|trust|founder|fondator/i, 'award'],
];

/** The icon for a card with this title and (optional) link. */
export function iconFor(title: string, href?: string): string {
  // The page's path without its trailing slash, anchor or language: /it/contact/#form → /contact.
  const path = href?.split(/[?#]/)[0]?.replace(/(.)\/$/, '$1').replace(/^\/it(?=\/|$)/, '') || undefined;
  // A link to the contact page says little about the card ("An office in Alloa" wants a pin, not a speech bubble): its title decides first.
  const generic = path === '/contact';
  if (path && byHref[path] && !generic) return byHref[path];
  for (const [pattern, icon] of byWords) if (pattern.test(title)) return icon;
  return (path && byHref[path]) || 'circle-check';
}
