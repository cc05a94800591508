import type { MtdFacts } from '../config/mtd-facts';

/*
 * The rules of the MTD checker (/tools/mtd-checker): which questions matter given the answers so far,
 * and, once they are all answered, whether Making Tax Digital applies for each tax and from when.
 * A pure function of the answers and the facts of content/firm/mtd-facts.yaml, passed in (never read
 * here), so a threshold or date the firm changes changes the answers, and tests feed it any facts.
 * No words: the answer is keys and values that the island words from content/i18n/mtd-tools/.
 */

/** The facts the checker reads. */
export type CheckerFacts = Pick<MtdFacts, 'vat' | 'incomeTax' | 'corporationTax' | 'partnerships' | 'exemptions' | 'qualifyingIncome'>;

export const businessTypes = ['sole-trader', 'landlord', 'both', 'partner', 'company'] as const;
export type BusinessType = (typeof businessTypes)[number];

/** An income answer: pounds, or "I do not know". */
export type Income = number | 'unknown';

export interface Answers {
  type?: BusinessType | undefined;
  vat?: boolean | undefined;
  /** Partners and company owners: self-employment or property income of their own, outside the partnership or company. */
  ownIncome?: boolean | undefined;
  /** Qualifying income by the tax year it is tested in (`basedOnTaxYear` of a phase, "2024 to 2025"). */
  incomes: Record<string, Income>;
  /** An exemption's id, 'none' or 'unsure'. */
  exemption?: string | undefined;
}

/** A question: `income:<tax year>` asks the qualifying income of that tax year. */
export type QuestionId = 'type' | 'vat' | 'ownIncome' | 'exemption' | `income:${string}`;

export const noExemption = 'none';
export const unsureExemption = 'unsure';

export type Status = 'applies' | 'apply-for-exemption' | 'not-in-scope' | 'not-yet-scheduled' | 'not-scheduled' | 'ask-us';

interface TaxAnswer {
  status: Status;
  /** ISO day from which MTD applies (with `applies` and `apply-for-exemption`). */
  from?: string;
  /** Which sentence explains it. */
  reason: string;
  /** The figures that sentence quotes: amounts in pounds, tax years as the facts write them, ISO days. */
  values: Record<string, string | number>;
  /** Further sentences that qualify the answer, each with the figures it quotes. */
  notes: Note[];
  /** The gov.uk page the answer rests on. */
  source: string;
}

interface Note {
  key: 'exactly' | 'partnership-income' | 'company-income';
  values: Record<string, string | number>;
}

export interface Assessment {
  incomeTax: TaxAnswer;
  vat: TaxAnswer;
  corporationTax: TaxAnswer;
}

const individual = (type: BusinessType) => type === 'sole-trader' || type === 'landlord' || type === 'both';

/** The Income Tax phases in date order. */
const phasesOf = (facts: CheckerFacts) => [...facts.incomeTax.phases].sort((a, b) => a.from.localeCompare(b.from));

/**
 * The questions that matter given the answers so far, in order, up to the first one unanswered:
 * income is asked year by year only until it is over a threshold (or not known), and the exemptions
 * only when MTD for Income Tax would apply.
 */
export function questionsFor(answers: Answers, facts: CheckerFacts): QuestionId[] {
  const asked: QuestionId[] = ['type'];
  if (!answers.type) return asked;
  asked.push('vat');
  if (answers.vat === undefined) return asked;
  if (!individual(answers.type)) {
    asked.push('ownIncome');
    if (!answers.ownIncome) return asked;
  }
  for (const phase of phasesOf(facts)) {
    asked.push(`income:${phase.basedOnTaxYear}`);
    const income = answers.incomes[phase.basedOnTaxYear];
    if (income === undefined || income === 'unknown') return asked;
    if (income > phase.threshold) {
      asked.push('exemption');
      return asked;
    }
  }
  return asked;
}

/** Whether a question has its answer. */
function isAnswered(id: QuestionId, answers: Answers): boolean {
  if (id.startsWith('income:')) return answers.incomes[id.slice(7)] !== undefined;
  return answers[id as 'type' | 'vat' | 'ownIncome' | 'exemption'] !== undefined;
}

/** The next question to ask, or undefined when every question that matters is answered. */
export const nextQuestion = (answers: Answers, facts: CheckerFacts): QuestionId | undefined => questionsFor(answers, facts).find((id) => !isAnswered(id, answers));

/** Only the answers to questions that matter (a changed answer can make later ones moot). */
export function relevantAnswers(answers: Answers, facts: CheckerFacts): Answers {
  const asked = questionsFor(answers, facts);
  const has = (id: QuestionId) => asked.includes(id);
  const incomes: Record<string, Income> = {};
  for (const [year, income] of Object.entries(answers.incomes)) if (has(`income:${year}`)) incomes[year] = income;
  return {
    type: answers.type,
    vat: has('vat') ? answers.vat : undefined,
    ownIncome: has('ownIncome') ? answers.ownIncome : undefined,
    incomes,
    exemption: has('exemption') ? answers.exemption : undefined,
  };
}

/** MTD for Income Tax for the person answering. */
function incomeTax(answers: Answers & { type: BusinessType }, facts: CheckerFacts): TaxAnswer {
  const phases = phasesOf(facts);
  const notes: Note[] = [];
  // A partner or company owner with income of their own: the answer is about that income, and says what does not count.
  if (answers.ownIncome && answers.type === 'partner') notes.push({ key: 'partnership-income', values: {} });
  if (answers.ownIncome && answers.type === 'company') notes.push({ key: 'company-income', values: {} });
  const answer = (status: Status, reason: string, values: TaxAnswer['values'], source = facts.incomeTax.source, from?: string): TaxAnswer => ({
    status,
    ...(from ? { from } : {}),
    reason,
    values,
    notes,
    source,
  });

  if (!individual(answers.type) && !answers.ownIncome) {
    return answers.type === 'partner' ? answer('not-yet-scheduled', 'partnership', {}, facts.partnerships.source) : answer('not-in-scope', 'company', {}, facts.qualifyingIncome.source);
  }
  for (const phase of phases) {
    const income = answers.incomes[phase.basedOnTaxYear];
    const values = { threshold: phase.threshold, taxYear: phase.basedOnTaxYear, from: phase.from };
    if (income === undefined || income === 'unknown') return answer('ask-us', 'unknown', values);
    // The rule is "more than" the threshold: income exactly at it does not bring MTD in that year.
    if (income === phase.threshold) notes.push({ key: 'exactly', values });
    if (income > phase.threshold) {
      const above = { ...values, income };
      const exemption = facts.exemptions.list.find((e) => e.id === answers.exemption);
      if (exemption?.kind === 'automatic') return answer('not-in-scope', 'exempt', { exemption: exemption.id }, facts.exemptions.source);
      if (exemption?.kind === 'apply') return answer('apply-for-exemption', 'apply', { ...above, exemption: exemption.id }, facts.exemptions.source, phase.from);
      if (answers.exemption === unsureExemption) return answer('ask-us', 'exemption-unsure', above, facts.exemptions.source, phase.from);
      return answer('applies', 'above', above, facts.incomeTax.source, phase.from);
    }
  }
  const last = phases.at(-1)!;
  return answer('not-in-scope', 'below', { threshold: last.threshold, taxYear: last.basedOnTaxYear, income: answers.incomes[last.basedOnTaxYear] as number }, facts.exemptions.source);
}

/**
 * Whether Making Tax Digital applies, for VAT, Income Tax and Corporation Tax, once every question
 * that matters is answered (else undefined).
 */
export function assess(given: Answers, facts: CheckerFacts): Assessment | undefined {
  const answers = relevantAnswers(given, facts);
  if (nextQuestion(answers, facts) !== undefined || !answers.type) return undefined;
  const type = answers.type;
  return {
    incomeTax: incomeTax({ ...answers, type }, facts),
    vat: answers.vat
      ? { status: 'applies', from: facts.vat.allBusinessesFrom, reason: 'registered', values: { from: facts.vat.allBusinessesFrom }, notes: [], source: facts.vat.source }
      : { status: 'not-in-scope', reason: 'not-registered', values: { threshold: facts.vat.registrationThreshold }, notes: [], source: facts.vat.source },
    corporationTax:
      type === 'company'
        ? { status: 'not-scheduled', reason: 'company', values: {}, notes: [], source: facts.corporationTax.source }
        : { status: 'not-in-scope', reason: 'not-company', values: {}, notes: [], source: facts.corporationTax.source },
  };
}

export const taxes = ['incomeTax', 'vat', 'corporationTax'] as const;
export type Tax = (typeof taxes)[number];

/**
 * The taxes of an answer in the order they matter to the visitor (review 21a: a company's answer opened on Income Tax):
 * the visitor's own main tax (Corporation Tax for a company, else Income Tax) if MTD applies to it, then the others MTD
 * applies to, the soonest first, then the main tax, then the rest. The first is the one the answer's heading speaks of:
 * a VAT-registered sole trader learns when Income Tax joins, not that MTD for VAT still applies.
 */
export function byRelevance(result: Assessment, type: BusinessType): Tax[] {
  const own = type === 'company' ? (['corporationTax', 'vat', 'incomeTax'] as const) : taxes;
  // 'applies' and 'apply-for-exemption' (an exemption HMRC may refuse); 'ask-us' may carry a day too, but is not a yes.
  const applies = (tax: Tax) => result[tax].status.startsWith('appl');
  const applying = taxes.filter(applies).sort((a, b) => result[a].from!.localeCompare(result[b].from!));
  return [...new Set([...own.slice(0, applies(own[0]) ? 1 : 0), ...applying, ...own])];
}

/* ---- The answers in the address, so an answer can be shared: after `#`, never sent to a server ---- */

/** "2024 to 2025" as it stands in the address: "2024-to-2025". */
const yearKey = (taxYear: string) => taxYear.replace(/\s+/g, '-');

/** The answers that matter, as the part of the address after `#`: `type=both&vat=no&2024-to-2025=45000`. */
export function toHash(given: Answers, facts: CheckerFacts): string {
  const answers = relevantAnswers(given, facts);
  const params = new URLSearchParams();
  if (answers.type) params.set('type', answers.type);
  if (answers.vat !== undefined) params.set('vat', answers.vat ? 'yes' : 'no');
  if (answers.ownIncome !== undefined) params.set('own-income', answers.ownIncome ? 'yes' : 'no');
  for (const phase of phasesOf(facts)) {
    const income = answers.incomes[phase.basedOnTaxYear];
    if (income !== undefined) params.set(yearKey(phase.basedOnTaxYear), String(income));
  }
  if (answers.exemption) params.set('exemption', answers.exemption);
  return params.toString();
}

/** Answers read back from the address; anything unreadable is left unanswered. */
export function fromHash(hash: string, facts: CheckerFacts): Answers {
  const params = new URLSearchParams(hash.replace(/^#/, ''));
  const yesNo = (name: string) => (params.get(name) === 'yes' ? true : params.get(name) === 'no' ? false : undefined);
  const type = businessTypes.find((t) => t === params.get('type'));
  const incomes: Record<string, Income> = {};
  for (const phase of phasesOf(facts)) {
    const raw = params.get(yearKey(phase.basedOnTaxYear));
    if (raw === 'unknown') incomes[phase.basedOnTaxYear] = 'unknown';
    else if (raw && /^\d{1,10}(\.\d{1,2})?$/.test(raw)) incomes[phase.basedOnTaxYear] = Number(raw);
  }
  const exemption = params.get('exemption') ?? undefined;
  const knownExemption = exemption && [noExemption, unsureExemption, ...facts.exemptions.list.map((e) => e.id)].includes(exemption) ? exemption : undefined;
  return relevantAnswers({ type, vat: yesNo('vat'), ownIncome: yesNo('own-income'), incomes, exemption: knownExemption }, facts);
}

/** Reads an amount of pounds as a visitor types it (with or without a pound sign, thousands grouped as the language groups them, pence after the decimal mark), or undefined. Pence count: forty pence over a threshold is over it. */
export function parsePounds(raw: string, lang: 'en' | 'it'): number | undefined {
  const thousands = lang === 'it' ? '.' : ',';
  const decimal = lang === 'it' ? ',' : '.';
  const text = raw.replace(/[£\s]/g, '').split(thousands).join('');
  const [whole, pence = '', more] = text.split(decimal);
  if (more !== undefined || !whole || !/^\d{1,10}$/.test(whole) || !/^\d{0,2}$/.test(pence)) return undefined;
  return Number(`${whole}.${pence || '0'}`);
}
