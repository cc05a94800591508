import { offers as syncOffers, vatWording as syncVatWording, formatPounds, pricedServices, mtdPackageIds, type Offers, type VatWording } from '../config/offers';
import { site as syncSite, type SiteConfig } from '../config/site';
import { mtdFacts as syncMtdFacts, mtdSentences as syncMtdSentences, type MtdFacts, type MtdSentences } from '../config/mtd-facts';
import { claims as syncClaims, claimIds, claimText, type Claims } from '../config/claims';
import { sendThrottleMs } from '../config/forms';
import { fill, fillText } from './fill';
import { formatDate, formatTaxYear, joinDayMonth } from './dates';
import { dateIt, poundsIt, hoursIt, monthsIt, monthsEn, secondsEn, secondsIt } from './tokens-it';
import { finalDeclarationDay } from './mtd-calendar';
import { shownFounder } from '../config/people';

const ordinal = (n: number) => `${n}${n % 10 === 1 && n !== 11 ? 'st' : n % 10 === 2 && n !== 12 ? 'nd' : n % 10 === 3 && n !== 13 ? 'rd' : 'th'}`;
/** A month-day of content/firm/mtd-facts.yaml in words: "08-07" → day and month name. */
export const formatDayMonth = (md: string) => formatDate(`2001-${md}`, 'en', 'dayMonth');
const list = (items: string[]) => `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;

/** The facts of content/firm/ that tokens quote: from the firm collections at render (src/lib/facts.ts), or read at start by src/config. */
export interface TokenFacts {
  site: SiteConfig;
  offers: Offers;
  vatWording: VatWording;
  mtdFacts: MtdFacts;
  mtdSentences: MtdSentences;
  claims: Claims;
}

/** The facts as src/config read them when the process started: for checks that run before pages render (content sync, the editor's configuration, tests). */
export const startFacts: TokenFacts = { site: syncSite, offers: syncOffers, vatWording: syncVatWording, mtdFacts: syncMtdFacts, mtdSentences: syncMtdSentences, claims: syncClaims };

/**
 * Figures that content may quote as {token}: the value comes from the firm's facts in content/firm/,
 * so a price, date or claim is changed in one place. Entries keep tokens as written; pages fill them
 * when they render (src/lib/facts.ts), from the facts of that moment.
 */
const memo = new WeakMap<TokenFacts, Record<string, string>>();

/** The token values of a set of facts, worked out once per set. */
export function tokenValues(facts: TokenFacts = startFacts): Record<string, string> {
  let values = memo.get(facts);
  if (!values) memo.set(facts, (values = computeTokenValues(facts)));
  return values;
}

function computeTokenValues({ site, offers, vatWording, mtdFacts, mtdSentences, claims }: TokenFacts): Record<string, string> {
  const vatSuffix = (lang: 'en' | 'it' = 'en') => {
    const words = vatWording[offers.vat].afterPrice[lang];
    return words ? ` ${words}` : '';
  };
  const formatPrice = (amount: number, lang: 'en' | 'it' = 'en') => `${formatPounds(amount, lang)}${vatSuffix(lang)}`;
  const vatStatement = (lang: 'en' | 'it') => vatWording[offers.vat].statement[lang];
  const sentences = { mtdFacts, mtdSentences };
  const values: Record<string, string> = {
    firm: site.name,
    consultationHours: String(offers.restaurant.consultationHours),
    // Italian needs the unit with the number ("un’ora", "2 ore"), so it is one token.
    consultationHoursIt: hoursIt(offers.restaurant.consultationHours),
    restaurantOfferEnds: formatDate(offers.restaurant.endsOn, 'en'),
    promoEnds: formatDate(offers.promo.endsOn, 'en'),
    // The same dates for the Italian edition.
    restaurantOfferEndsIt: dateIt(offers.restaurant.endsOn),
    promoEndsIt: dateIt(offers.promo.endsOn),
    promoMonths: String(offers.promo.freeMonths),
    // The promotion's length with its unit, singular or plural: "1 month", "2 months"; "un mese", "2 mesi".
    promoPeriod: monthsEn(offers.promo.freeMonths),
    promoPeriodIt: monthsIt(offers.promo.freeMonths),
    consultationMinutes: String(offers.consultationMinutes),
    foundedYearsExperience: `${site.founder.yearsExperience}+`,
    yearsExperience: String(site.founder.yearsExperience),
    // The founder's name once content/firm/people.yaml confirms it, else site.yaml's words for them ("led by {founder}").
    founder: shownFounder()?.name ?? site.founder.unnamed,
    founderIt: shownFounder()?.name ?? site.founder.unnamedIt,
    vatStatement: vatStatement('en'),
    vatStatementIt: vatStatement('it'),
    // The forms' rate limit (src/config/forms.ts), as the privacy notice states it: "10 seconds", "10 secondi".
    formSendInterval: secondsEn(sendThrottleMs / 1000),
    formSendIntervalIt: secondsIt(sendThrottleMs / 1000),
  };
  // Prices, each followed by the VAT statement of content/firm/prices.yaml (the amount, then "plus VAT").
  for (const service of pricedServices) {
    values[`price:${service}`] = formatPrice(offers.startingPrices[service]);
    values[`priceIt:${service}`] = formatPrice(offers.startingPrices[service], 'it');
  }
  for (const id of mtdPackageIds) values[`package:${id}`] = formatPrice(offers.mtdPackages[id]);
  for (const [key, r] of Object.entries(offers.mtdSetup)) values[`mtdSetup:${key}`] = `${formatPounds(r.from)} to ${formatPounds(r.to)}${vatSuffix()}`;
  // The firm's claims, from content/firm/claims.yaml: the claim once confirmed, else wording true without it, else nothing.
  for (const id of claimIds) {
    values[`claim:${id}`] = claimText(id, 'en', claims);
    values[`claimIt:${id}`] = claimText(id, 'it', claims);
  }
  // Making Tax Digital figures, from content/firm/mtd-facts.yaml.
  const f = mtdFacts;
  values['mtd:vat-threshold'] = formatPounds(f.vat.registrationThreshold);
  values['mtd:vat-from'] = formatDate(f.vat.allBusinessesFrom, 'en');
  f.incomeTax.phases.forEach((phase, i) => {
    values[`mtd:itsa-threshold-${i + 1}`] = formatPounds(phase.threshold);
    values[`mtd:itsa-from-${i + 1}`] = formatDate(phase.from, 'en');
    // The tax year whose qualifying income is tested against that threshold.
    values[`mtd:itsa-basis-${i + 1}`] = phase.basedOnTaxYear;
  });
  values['mtd:final-declaration'] = joinDayMonth(f.incomeTax.finalDeclaration);
  const periods = [...f.quarters.periods].sort((a, b) => a.quarter - b.quarter);
  for (const p of periods) {
    values[`mtd:q${p.quarter}-due`] = formatDayMonth(p.due);
    values[`mtd:q${p.quarter}-start`] = formatDayMonth(p.start);
    values[`mtd:q${p.quarter}-end`] = formatDayMonth(p.end);
  }
  values['mtd:quarterly-deadlines'] = list(periods.map((p) => formatDayMonth(p.due)));
  values['mtd:quarter-ends'] = list(periods.map((p) => formatDayMonth(p.end)));
  values['mtd:quarterly-rule'] = quarterlyRule(sentences);
  values['mtd:penalty'] = formatPounds(f.lateSubmission.penalty);
  values['mtd:points-threshold'] = String(f.lateSubmission.quarterlyThreshold);
  values['mtd:points-expiry-months'] = String(f.lateSubmission.pointExpiryMonths);
  values['mtd:points-reset-months'] = String(f.lateSubmission.resetMonths);
  values['mtd:points-reset-lookback-months'] = String(f.lateSubmission.resetLookbackMonths);
  values['mtd:vat-points-quarterly'] = String(f.vatLateSubmission.thresholds.quarterly);
  values['mtd:vat-points-monthly'] = String(f.vatLateSubmission.thresholds.monthly);
  values['mtd:vat-points-annual'] = String(f.vatLateSubmission.thresholds.annual);
  values['mtd:late-day15'] = `${f.latePayment.day15Percent}%`;
  values['mtd:late-day30'] = `${f.latePayment.day30Percent}%`;
  values['mtd:late-yearly'] = `${f.latePayment.yearlyPercentFromDay31}%`;
  values['mtd:soft-landing-year'] = f.softLanding.taxYear;
  values['mtd:reviewed'] = formatDate(f.reviewed, 'en');
  Object.assign(values, italianMtdValues(values, { mtdFacts, mtdSentences, offers, formatPrice, vatSuffix }));
  return values;
}

/** A month-day of content/firm/mtd-facts.yaml in Italian: a month and day → day and Italian month name. */
const dayMonthIt = (md: string) => formatDate(`2001-${md}`, 'it', 'dayMonth');
const listIt = (items: string[]) => `${items.slice(0, -1).join(', ')} e ${items.at(-1)}`;
/** Dates in a list, each after the first with its article («… e il …»): the page writes the first «il». */
const datesIt = (days: string[]) => listIt(days.map((d, i) => (i === 0 ? d : /^(8|11)\b/.test(d) ? `l’${d}` : `il ${d}`)));

/**
 * The Italian edition's Making Tax Digital figures, prices and packages: every `mtd:…` token as
 * `mtdIt:…` (dates, lists and amounts in Italian form; counts and percentages unchanged), and
 * `packageIt:…`, `mtdSetupIt:…` with the Italian VAT wording.
 */
function italianMtdValues(
  en: Record<string, string>,
  {
    mtdFacts,
    mtdSentences,
    offers,
    formatPrice,
    vatSuffix,
  }: Pick<TokenFacts, 'mtdFacts' | 'mtdSentences' | 'offers'> & { formatPrice: (n: number, lang: 'it') => string; vatSuffix: (lang: 'it') => string },
): Record<string, string> {
  const it: Record<string, string> = {};
  for (const [key, value] of Object.entries(en)) if (key.startsWith('mtd:')) it[`mtdIt:${key.slice(4)}`] = value;
  const f = mtdFacts;
  it['mtdIt:vat-threshold'] = poundsIt(f.vat.registrationThreshold);
  it['mtdIt:vat-from'] = dateIt(f.vat.allBusinessesFrom);
  f.incomeTax.phases.forEach((phase, i) => {
    it[`mtdIt:itsa-threshold-${i + 1}`] = poundsIt(phase.threshold);
    it[`mtdIt:itsa-from-${i + 1}`] = dateIt(phase.from);
    it[`mtdIt:itsa-basis-${i + 1}`] = formatTaxYear(phase.basedOnTaxYear, 'it');
  });
  it['mtdIt:final-declaration'] = finalDeclarationIt(f.incomeTax.finalDeclaration, mtdSentences);
  const periods = [...f.quarters.periods].sort((a, b) => a.quarter - b.quarter);
  for (const p of periods) {
    it[`mtdIt:q${p.quarter}-due`] = dayMonthIt(p.due);
    it[`mtdIt:q${p.quarter}-start`] = dayMonthIt(p.start);
    it[`mtdIt:q${p.quarter}-end`] = dayMonthIt(p.end);
  }
  // Italian repeats the article in a list of dates: a page writes the first «il» («entro il {mtdIt:quarterly-deadlines}»), the token the others.
  it['mtdIt:quarterly-deadlines'] = datesIt(periods.map((p) => dayMonthIt(p.due)));
  it['mtdIt:quarter-ends'] = datesIt(periods.map((p) => dayMonthIt(p.end)));
  it['mtdIt:quarterly-rule'] = quarterlyRuleIt({ mtdFacts, mtdSentences });
  it['mtdIt:penalty'] = poundsIt(f.lateSubmission.penalty);
  it['mtdIt:soft-landing-year'] = formatTaxYear(f.softLanding.taxYear, 'it');
  it['mtdIt:reviewed'] = dateIt(f.reviewed);
  for (const id of mtdPackageIds) it[`packageIt:${id}`] = formatPrice(offers.mtdPackages[id], 'it');
  for (const [key, r] of Object.entries(offers.mtdSetup)) it[`mtdSetupIt:${key}`] = `da ${poundsIt(r.from)} a ${poundsIt(r.to)}${vatSuffix('it')}`;
  return it;
}

/** The final declaration's due date in Italian, from the English words of content/firm/mtd-facts.yaml and its Italian sentence. */
function finalDeclarationIt(words: string, mtdSentences: MtdSentences): string {
  const md = finalDeclarationDay(words);
  if (!md)
    throw new Error(
      'content/firm/mtd-facts.yaml: incomeTax.finalDeclaration must read as "31 January after the end of the tax year" (a day and an English month first), or a developer must change finalDeclarationDay() in src/lib/mtd-calendar.ts.',
    );
  return fill(mtdSentences.finalDeclarationIt, { date: dayMonthIt(md) });
}

type Sentences = Pick<TokenFacts, 'mtdFacts' | 'mtdSentences'>;

/** What each quarterly update covers, in a language, from `quarters.cumulative`. */
const covers = ({ mtdFacts, mtdSentences }: Sentences, lang: 'en' | 'it') => (mtdFacts.quarters.cumulative ? mtdSentences.coversTaxYearToDate : mtdSentences.coversOwnQuarter)[lang];

/** The day of the month on which every quarterly update is due (the facts' schema holds them to one such day). */
const quarterlyDueDay = ({ mtdFacts }: Sentences): number => Number(mtdFacts.quarters.periods[0]!.due.slice(3));

/** quarterlyRule() in Italian. */
function quarterlyRuleIt(f: Sentences): string {
  return fill(f.mtdSentences.quarterlyRule.it, { covers: covers(f, 'it'), day: quarterlyDueDay(f) });
}

/**
 * How quarterly updates work, in one sentence of content/firm/mtd-facts.yaml (`sentences.quarterlyRule`)
 * filled from its facts: whether updates are cumulative, and the day of the month after the quarter
 * on which each is due.
 */
export function quarterlyRule(f: Sentences = startFacts): string {
  return fill(f.mtdSentences.quarterlyRule.en, { covers: covers(f, 'en'), day: ordinal(quarterlyDueDay(f)) });
}

/** Replaces {token}s; returns the unknown ones instead of guessing. A token that is empty (a claim left out) leaves no double space. */
export function fillTokens(text: string, values: Record<string, string> = tokenValues()): { text: string; unknown: string[] } {
  const unknown: string[] = [];
  return { text: fillText(text, values, (slot) => unknown.push(slot)), unknown };
}
