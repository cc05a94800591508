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
import type { Locale } from '../config/locale';

const ordinal = (n: number) => `${n}${n % 10 === 1 && n !== 11 ? 'st' : n % 10 === 2 && n !== 12 ? 'nd' : n % 10 === 3 && n !== 13 ? 'rd' : 'th'}`;
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
const startFacts: TokenFacts = { site: syncSite, offers: syncOffers, vatWording: syncVatWording, mtdFacts: syncMtdFacts, mtdSentences: syncMtdSentences, claims: syncClaims };

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
  // Making Tax Digital figures, from content/firm/mtd-facts.yaml, in English and in Italian.
  Object.assign(values, mtdValues(sentences, 'en'), mtdValues(sentences, 'it'));
  for (const id of mtdPackageIds) values[`packageIt:${id}`] = formatPrice(offers.mtdPackages[id], 'it');
  for (const [key, r] of Object.entries(offers.mtdSetup)) values[`mtdSetupIt:${key}`] = `da ${poundsIt(r.from)} a ${poundsIt(r.to)}${vatSuffix('it')}`;
  return values;
}

const listIt = (items: string[]) => `${items.slice(0, -1).join(', ')} e ${items.at(-1)}`;
/** Dates in a list, each after the first with its article («… e il …»): the page writes the first «il». */
const datesIt = (days: string[]) => listIt(days.map((d, i) => (i === 0 ? d : /^(8|11)\b/.test(d) ? `l’${d}` : `il ${d}`)));

/**
 * The Making Tax Digital figures in a language: `mtd:…` in English, `mtdIt:…` in Italian (dates, lists and
 * amounts in Italian form; counts and percentages unchanged).
 */
function mtdValues({ mtdFacts: f, mtdSentences }: Sentences, lang: Locale): Record<string, string> {
  const pounds = (amount: number) => formatPounds(amount, lang);
  const date = (iso: string) => formatDate(iso, lang);
  const dayMonth = (md: string) => formatDate(`2001-${md}`, lang, 'dayMonth');
  // Italian repeats the article in a list of dates: a page writes the first «il» («entro il {mtdIt:quarterly-deadlines}»), the token the others.
  const dates = (days: string[]) => (lang === 'it' ? datesIt(days) : list(days));
  const values: Record<string, string> = { 'vat-threshold': pounds(f.vat.registrationThreshold), 'vat-from': date(f.vat.allBusinessesFrom) };
  f.incomeTax.phases.forEach((phase, i) => {
    values[`itsa-threshold-${i + 1}`] = pounds(phase.threshold);
    values[`itsa-from-${i + 1}`] = date(phase.from);
    // The tax year whose qualifying income is tested against that threshold.
    values[`itsa-basis-${i + 1}`] = formatTaxYear(phase.basedOnTaxYear, lang);
  });
  values['final-declaration'] = lang === 'it' ? finalDeclarationIt(f.incomeTax.finalDeclaration, mtdSentences) : joinDayMonth(f.incomeTax.finalDeclaration);
  const periods = [...f.quarters.periods].sort((a, b) => a.quarter - b.quarter);
  for (const p of periods) {
    values[`q${p.quarter}-due`] = dayMonth(p.due);
    values[`q${p.quarter}-start`] = dayMonth(p.start);
    values[`q${p.quarter}-end`] = dayMonth(p.end);
  }
  Object.assign(values, {
    'quarterly-deadlines': dates(periods.map((p) => dayMonth(p.due))),
    'quarter-ends': dates(periods.map((p) => dayMonth(p.end))),
    'quarterly-rule': quarterlyRule({ mtdFacts: f, mtdSentences }, lang),
    penalty: pounds(f.lateSubmission.penalty),
    'points-threshold': String(f.lateSubmission.quarterlyThreshold),
    'points-expiry-months': String(f.lateSubmission.pointExpiryMonths),
    'points-reset-months': String(f.lateSubmission.resetMonths),
    'points-reset-lookback-months': String(f.lateSubmission.resetLookbackMonths),
    'vat-points-quarterly': String(f.vatLateSubmission.thresholds.quarterly),
    'vat-points-monthly': String(f.vatLateSubmission.thresholds.monthly),
    'vat-points-annual': String(f.vatLateSubmission.thresholds.annual),
    'late-day15': `${f.latePayment.day15Percent}%`,
    'late-day30': `${f.latePayment.day30Percent}%`,
    'late-yearly': `${f.latePayment.yearlyPercentFromDay31}%`,
    'soft-landing-year': formatTaxYear(f.softLanding.taxYear, lang),
    reviewed: date(f.reviewed),
  });
  return Object.fromEntries(Object.entries(values).map(([key, value]) => [`${lang === 'it' ? 'mtdIt' : 'mtd'}:${key}`, value]));
}

/** The final declaration's due date in Italian, from the English words of content/firm/mtd-facts.yaml and its Italian sentence. */
function finalDeclarationIt(words: string, mtdSentences: MtdSentences): string {
  const md = finalDeclarationDay(words);
  if (!md)
    throw new Error(
      'content/firm/mtd-facts.yaml: incomeTax.finalDeclaration must read as "31 January after the end of the tax year" (a day and an English month first), or a developer must change finalDeclarationDay() in src/lib/mtd-calendar.ts.',
    );
  return fill(mtdSentences.finalDeclarationIt, { date: formatDate(`2001-${md}`, 'it', 'dayMonth') });
}

type Sentences = Pick<TokenFacts, 'mtdFacts' | 'mtdSentences'>;

/** What each quarterly update covers, in a language, from `quarters.cumulative`. */
const covers = ({ mtdFacts, mtdSentences }: Sentences, lang: Locale) => (mtdFacts.quarters.cumulative ? mtdSentences.coversTaxYearToDate : mtdSentences.coversOwnQuarter)[lang];

/** The day of the month on which every quarterly update is due (the facts' schema holds them to one such day). */
const quarterlyDueDay = ({ mtdFacts }: Sentences): number => Number(mtdFacts.quarters.periods[0]!.due.slice(3));

/**
 * How quarterly updates work, in one sentence of content/firm/mtd-facts.yaml (`sentences.quarterlyRule`)
 * filled from its facts: whether updates are cumulative, and the day of the month after the quarter
 * on which each is due.
 */
export function quarterlyRule(f: Sentences = startFacts, lang: Locale = 'en'): string {
  const day = quarterlyDueDay(f);
  return fill(f.mtdSentences.quarterlyRule[lang], { covers: covers(f, lang), day: lang === 'en' ? ordinal(day) : day });
}

/** Replaces {token}s; returns the unknown ones instead of guessing. A token that is empty (a claim left out) leaves no double space. */
export function fillTokens(text: string, values: Record<string, string> = tokenValues()): { text: string; unknown: string[] } {
  const unknown: string[] = [];
  return { text: fillText(text, values, (slot) => unknown.push(slot)), unknown };
}
