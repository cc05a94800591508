import { useEffect, useId, useRef, useState, type SyntheticEvent } from 'react';
import type { Locale } from '../../config/locale';
import type { MtdToolsWords } from '../../content/schemas/mtd-tools';
import { contactLink } from '../../lib/contact-link';
import { fill } from '../../lib/fill';
import {
  assess,
  businessTypes,
  byRelevance,
  fromHash,
  noExemption,
  parsePounds,
  questionsFor,
  nextQuestion,
  relevantAnswers,
  toHash,
  unsureExemption,
  type Answers,
  type CheckerFacts,
  type QuestionId,
  type Tax,
} from '../../lib/mtd-checker';
import { useReady } from '../../lib/ready';
import ErrorSummary from './ErrorSummary';

export interface MtdCheckerProps {
  lang: Locale;
  /** The checker's words in the page's language, with the figures of their hints already filled in (the steps beside it are the page's). */
  words: Omit<MtdToolsWords['checker'], 'aboutHeading' | 'aboutPoints' | 'aboutHave' | 'datesHeading' | 'datesText' | 'datesLink' | 'income'> & {
    income: Omit<MtdToolsWords['checker']['income'], 'period' | 'periodOpen'>;
  };
  facts: CheckerFacts;
  /** The days and tax years of the facts as the page's language writes them ("6 April 2027", "2024-25"), so no date code ships. */
  written: Record<string, string>;
  /** Each gov.uk page an answer rests on, by its name (the date the rules were reviewed is said once, under the answer's heading). */
  sources: Record<string, string>;
  /** The contact page of the page's language, which "Book a free MTD assessment" fills in. */
  contactPage: string;
  /** The days of the facts already past when the site was built: an answer from one of them says "Applies now". */
  inForce: string[];
  /** When each income question's tax year runs, by its name: the page words it as ended or not on the day it is built. */
  periods: Record<string, string>;
}

const link = 'min-h-11 font-semibold text-brand underline';
const panel = 'rounded-card bg-mist p-5';
const panelHeading = 'font-sans text-lg font-bold text-ink';

/**
 * The MTD checker: one question at a time (which kind of business, VAT, the qualifying income of the
 * years that matter, exemptions), then for VAT, Income Tax and Corporation Tax whether Making Tax
 * Digital applies and from when, why, what to do and the gov.uk page it rests on. The rules are
 * src/lib/mtd-checker.ts, fed the facts of content/firm/mtd-facts.yaml. The first question is server
 * markup; the island wakes on interaction (client:interaction) and reads answers given before that
 * from the form. Nothing is sent anywhere: the answers live in the address after `#`, to share.
 */
export default function MtdChecker({ lang, words: t, facts, written, sources, contactPage, inForce, periods }: MtdCheckerProps) {
  const [answers, setAnswers] = useState<Answers>({ incomes: {} });
  const [editing, setEditing] = useState<QuestionId>();
  const [error, setError] = useState<string>();
  const [failed, setFailed] = useState(0);
  const [copied, setCopied] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const moved = useRef(false);
  const uid = useId();
  useReady(rootRef);

  const path = questionsFor(answers, facts);
  const current = editing ?? nextQuestion(answers, facts);
  const result = current ? undefined : assess(answers, facts);
  const step = current ? path.indexOf(current) : path.length;
  const year = current?.startsWith('income:') ? current.slice(7) : undefined;

  const pounds = (n: number) => `£${n.toLocaleString(lang === 'it' ? 'it-IT' : 'en-GB', { useGrouping: 'always' } as Intl.NumberFormatOptions)}`;
  const exemptionName = (id: string) => facts.exemptions.list.find((e) => e.id === id)?.name[lang] ?? id;
  /** A figure of an answer as the sentence quotes it. */
  const shown = (key: string, value: string | number) => (typeof value === 'number' ? pounds(value) : key === 'exemption' ? exemptionName(value) : (written[value] ?? value));
  const say = (text: string | undefined, values: Record<string, string | number> = {}) => fill(text ?? '', Object.fromEntries(Object.entries(values).map(([k, v]) => [k, shown(k, v)])));

  // A shared answer (#type=…) opens where it left off, and its heading is shown like any answer's (below: the page's
  // script brought the checker into view before the hero slimmed, which left the heading under the header at 390 px).
  useEffect(() => {
    if (window.location.hash.length < 2) return;
    moved.current = true;
    setAnswers(fromHash(window.location.hash, facts));
  }, [facts]);

  // Each new question, and the answer, takes focus: a screen reader reads it (after an error the summary has it). Focus
  // alone would scroll on its own terms (review 17: at 390 px the page jumped back to the hero), so the page scrolls
  // itself: the question's card, the error summary at its top, or the answer comes to the top of the screen, just under
  // the sticky header (the page's scroll-padding; review 19a: at 1440 px the hero's buttons showed half under the header).
  useEffect(() => {
    const h = headingRef.current;
    if (!moved.current || !h) return;
    // The page's reference (MtdReference.astro) folds under one line beside an answer, and reads open with a question.
    const reference = document.getElementById('mtd-reference') as HTMLDetailsElement | null;
    if (reference) reference.open = !result;
    if (!error) h.focus({ preventScroll: true });
    h.closest('form,section')!.scrollIntoView();
  }, [current, result !== undefined, failed]);

  const show = (next: QuestionId | undefined) => {
    moved.current = true;
    setEditing(next);
    setError(undefined);
    setCopied(false);
  };
  const go = (next: Answers) => {
    const kept = relevantAnswers(next, facts);
    setAnswers(kept);
    show(undefined);
    const hash = toHash(kept, facts);
    window.history.replaceState(null, '', hash ? `#${hash}` : window.location.pathname + window.location.search);
  };

  const questionText = (id: QuestionId) => (id.startsWith('income:') ? say(t.income.question, { taxYear: id.slice(7) }) : t[id as 'type'].question);
  const answerText = (id: QuestionId) => {
    const income = answers.incomes[id.slice(7)];
    return id === 'type'
      ? t.type.options[answers.type!].label
      : id === 'vat' || id === 'ownIncome'
        ? answers[id]
          ? t.yes
          : t.no
        : id === 'exemption'
          ? answers.exemption === noExemption
            ? t.exemption.none
            : answers.exemption === unsureExemption
              ? t.exemption.unsure
              : exemptionName(answers.exemption!)
          : income === 'unknown'
            ? t.unknown
            : pounds(income!);
  };

  const onSubmit = (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!current) return;
    const data = new FormData(event.currentTarget);
    const value = String(data.get('answer') ?? '');
    const next: Answers = { ...answers, incomes: { ...answers.incomes } };
    let problem = '';
    if (current === 'type') next.type = businessTypes.find((b) => b === value);
    else if (current === 'vat' || current === 'ownIncome') next[current] = value ? value === 'yes' : undefined;
    else if (current === 'exemption') next.exemption = value || undefined;
    else {
      const amount = parsePounds(value, lang);
      next.incomes[year!] = data.get('unknown') ? 'unknown' : amount!;
      if (!data.get('unknown') && amount === undefined) problem = value.trim() ? t.income.errorInvalid : say(t.income.errorEmpty, { taxYear: year! });
    }
    if (!problem && !year && !value) problem = t[current as 'type'].error;
    if (problem) {
      moved.current = true;
      setError(problem);
      setFailed((n) => n + 1);
    } else go(next);
  };

  const share = () =>
    navigator.clipboard.writeText(window.location.href).then(
      () => setCopied(true),
      () => setCopied(false),
    );

  const fieldId = `${uid}-answer`;
  const answered = path.filter((id) => id !== current);
  const sentences = (tax: Tax) => {
    const a = result![tax];
    const date = { date: a.from ?? '' };
    const now = a.status == 'applies' && inForce.includes(a.from!);
    const next = t.next[tax] as Record<string, string>;
    return {
      tax,
      a,
      now,
      status: now ? t.appliesNow : say(t.status[a.status], date),
      reason: say((t.reasons[tax] as Record<string, string>)[a.reason], a.values),
      notes: a.notes.map((n) => say(t.notes[n.key], n.values)),
      // A reason's own next step where it has one (a company: Income Tax is not for it), else the status's.
      next: say(next[a.reason] ?? next[a.status], date),
    };
  };
  // The answer opens with the verdict, in one sentence, on the tax that matters most to this visitor (review 20a: a heading
  // that listed every tax read no louder than the taxes under it; review 21a: a company's heading spoke of Income Tax), and
  // the taxes follow in that order (src/lib/mtd-checker.ts, byRelevance).
  const rows = result ? byRelevance(result, answers.type!).map(sentences) : [];
  const verdict = () => {
    const { tax, a, now } = rows[0]!;
    const v = (tax == 'incomeTax' ? t.verdict : t.verdicts[tax]) as Record<string, string>;
    return say(v[now ? 'now' : a.status], { date: a.from ?? '' });
  };
  const options: [string, string, string?][] =
    current === 'type'
      ? businessTypes.map((b) => [b, t.type.options[b].label, t.type.options[b].hint])
      : current === 'exemption'
        ? [...facts.exemptions.list.map((e): [string, string] => [e.id, e.name[lang]]), [noExemption, t.exemption.none], [unsureExemption, t.exemption.unsure]]
        : [
            ['yes', t.yes],
            ['no', t.no],
          ];
  const chosen =
    current === 'type' ? answers.type : current === 'exemption' ? answers.exemption : current && answers[current as 'vat'] !== undefined ? (answers[current as 'vat'] ? 'yes' : 'no') : undefined;
  const income = year ? answers.incomes[year] : undefined;
  const hint = year ? t.income.hint : current === 'ownIncome' ? (answers.type === 'partner' ? t.ownIncome.hintPartner : t.ownIncome.hintCompany) : current && t[current as 'type'].hint;

  return (
    // Its parts are items of the page's grid (MtdChecker.astro): the question or the answer spans its first column's two rows, the list of answers sits at the top of the rail.
    <div ref={rootRef} className="contents">
      {current ? (
        <form key={current} method="dialog" noValidate onSubmit={onSubmit}>
          <ErrorSummary title={t.errorSummary} items={error ? [{ message: error, fieldId }] : []} attempt={failed} className="mb-6" />
          <fieldset aria-describedby={`${uid}-hint${error ? ` ${uid}-error` : ''}`}>
            <legend className="w-full">
              <span className="eyebrow block">{t.topics[year ? 'income' : (current as 'vat')]}</span>
              <h2 ref={headingRef} tabIndex={-1} className="mt-2 text-h2 font-bold outline-none">
                {questionText(current)}
              </h2>
            </legend>
            <p id={`${uid}-hint`} className="mt-3 max-w-prose text-muted">
              {hint}
              {year && ` ${periods[year]}`}
            </p>
            {error && (
              <p id={`${uid}-error`} className="mt-4 font-semibold text-danger">
                <span className="sr-only">{t.errorPrefix}</span> {error}
              </p>
            )}
            {year ? (
              <div className="mt-5">
                <label htmlFor={fieldId} className="block font-semibold">
                  {t.income.label}
                </label>
                <div className="mt-2 flex max-w-xs">
                  <span aria-hidden="true" className="flex items-center rounded-l-md border-2 border-r-0 border-muted bg-mist px-3 font-semibold">
                    £
                  </span>
                  <input
                    id={fieldId}
                    name="answer"
                    inputMode="decimal"
                    autoComplete="off"
                    defaultValue={typeof income === 'number' ? income : ''}
                    aria-invalid={error ? true : undefined}
                    className={`block w-full min-w-0 rounded-r-md border-2 bg-white px-3 py-2.5 tabular-nums ${error ? 'border-danger' : 'border-muted'}`}
                  />
                </div>
                <label className="mt-4 flex min-h-11 cursor-pointer items-center gap-3">
                  <input type="checkbox" name="unknown" defaultChecked={income === 'unknown'} className="size-5 accent-brand" />
                  {t.income.unknown}
                </label>
              </div>
            ) : (
              <div className="mt-5 grid gap-3">
                {options.map(([value, label, optionHint], i) => (
                  // A tile, the whole of it clickable: its style is MtdChecker.astro's (#mtd-checker label:has(> [type='radio'])), not code here.
                  <label key={value}>
                    {/* Named by its label alone, its hint read as its description (GOV.UK's radios), the whole tile clickable. */}
                    <input
                      id={i ? undefined : fieldId}
                      type="radio"
                      name="answer"
                      value={value}
                      defaultChecked={chosen === value}
                      aria-labelledby={`${fieldId}-${i}`}
                      aria-describedby={optionHint && `${fieldId}-${i}-hint`}
                      className="mt-1 size-5 shrink-0 accent-brand"
                    />
                    <span>
                      <span id={`${fieldId}-${i}`} className="block font-semibold">
                        {label}
                      </span>
                      {optionHint && (
                        <span id={`${fieldId}-${i}-hint`} className="block text-sm text-muted">
                          {optionHint}
                        </span>
                      )}
                    </span>
                  </label>
                ))}
              </div>
            )}
          </fieldset>
          <div className="mt-8 flex flex-wrap items-center gap-4">
            <button type="submit" data-replay="mtd-continue" className="btn btn-accent">
              {t.continue}
            </button>
            {step > 0 && (
              <button type="button" onClick={() => show(path[step - 1])} className={link}>
                {t.back}
              </button>
            )}
          </div>
          <p className="mt-6 text-sm text-muted">{t.privacy}</p>
        </form>
      ) : (
        result && (
          <section aria-labelledby={`${uid}-result`} className="space-y-6" data-result>
            {/* The date the rules were last reviewed is the page's, once, in the "Last reviewed" box by the rules (review 18: said twice). */}
            <h2 id={`${uid}-result`} ref={headingRef} tabIndex={-1} className="outline-none">
              {verdict()}
            </h2>
            {/* One surface, a divider between the taxes; each verdict's size and sign (in force, coming, not for you, ask us) are MtdChecker.astro's, by data-status and data-now. */}
            <ul>
              {rows.map(({ tax, a, now, status, reason, notes, next }) => (
                <li key={tax} data-tax={tax} data-status={a.status} data-now={now || undefined}>
                  <h3>{t.taxes[tax]}</h3>
                  <p>{status}</p>
                  <p className="mt-3">{reason}</p>
                  {notes.map((note) => (
                    <p key={note} className="mt-2 text-muted">
                      {note}
                    </p>
                  ))}
                  <p className="mt-3">
                    <strong>{t.nextLabel}</strong> {next}
                  </p>
                  <p className="mt-3 text-sm text-muted" data-source>
                    {t.source}{' '}
                    <a href={a.source} className="font-semibold">
                      {sources[a.source]}
                    </a>
                  </p>
                </li>
              ))}
            </ul>
            {/*
              The next step, in the answer (review 11b): a panel that says what the free assessment does with this answer, and books
              it with the answers in the message; inset as the answer's surface above it (review 14). Under it the
              two smaller actions: on a phone one under the other at the full width, from 640 px side by side (unequal widths
              stacked read as untidy; both fit on one row from 640 px, in Italian too).
              On a phone the panel takes the screen's width and its button the panel's, so "Prenoti la valutazione gratuita"
              keeps to one line at 320 px (review 17).
            */}
            <div className="-mx-4 grid justify-items-start gap-3 bg-brand-soft p-4 sm:mx-0 sm:rounded-card sm:p-6">
              <h3 className={panelHeading}>{t.bookHeading}</h3>
              <p>{t.bookText}</p>
              <a
                href={contactLink(
                  contactPage,
                  t.bookSubject,
                  fill(t.bookMessage, {
                    answers: answered.map((id) => `- ${questionText(id)} ${answerText(id)}`).join('\n'),
                    result: rows.map((s) => `- ${t.taxes[s.tax]}: ${s.status}. ${s.reason}`)
                      .join('\n'),
                  }),
                )}
                className="btn btn-accent max-sm:w-full"
              >
                {t.book}
              </a>
            </div>
            <div className="grid gap-3 sm:flex">
              <button type="button" onClick={share} className="btn btn-secondary">
                {t.share}
              </button>
              <button type="button" onClick={() => go({ incomes: {} })} className="btn btn-secondary">
                {t.startAgain}
              </button>
            </div>
            <p className="text-sm text-muted" aria-live="polite">
              {copied ? t.shareCopied : t.shareHint}
            </p>
          </section>
        )
      )}
      {answered.length > 0 && (
        <aside aria-labelledby={`${uid}-answers`} className={`${panel} lg:col-start-2`}>
          <h2 id={`${uid}-answers`} className={panelHeading}>
            {t.answersHeading}
          </h2>
          <dl className="mt-3 divide-y divide-line text-sm">
            {answered.map((id) => (
              <div key={id} className="py-3">
                <dt className="text-muted">{questionText(id)}</dt>
                <dd className="mt-1 flex items-baseline justify-between gap-3 font-semibold">
                  {answerText(id)}
                  <button type="button" onClick={() => show(id)} aria-label={fill(t.changeLabel, { question: questionText(id) })} className={link}>
                    {t.change}
                  </button>
                </dd>
              </div>
            ))}
          </dl>
        </aside>
      )}
    </div>
  );
}
