import { useEffect, useId, useRef, useState, type SyntheticEvent } from 'react';
import { createPortal } from 'react-dom';
import { htmlLang, locales, type Locale } from '../../config/locale';
import type { CashFlowWords } from '../../content/schemas/cash-flow';
import { analyse, fieldNames, formatAmount, formatRatio, parseAmount, type FieldName, type Inputs } from '../../lib/cash-flow';
import { fill } from '../../lib/fill';
import { useReady } from '../../lib/ready';
import ErrorSummary from './ErrorSummary';
import Report, { type Firm } from './cash-flow/Report';
import Results from './cash-flow/Results';
import { clearResult, readSharedLink, writeLang, writeResult } from './cash-flow/shared-link';

/** What is wrong with each field, and with the form as a whole. */
type FigureErrors = Partial<Record<FieldName | 'form', string>>;

/** The eight amounts, in three groups. */
const groups: { key: 'income' | 'costs' | 'position'; fields: FieldName[] }[] = [
  { key: 'income', fields: ['monthlyRevenue', 'receivables'] },
  { key: 'costs', fields: ['rent', 'salaries', 'utilities', 'operationalCosts'] },
  { key: 'position', fields: ['outstandingReceivables', 'outstandingPayables'] },
];

export interface CashFlowToolProps {
  /** Language the tool starts in (the Italian page starts in Italian); lang= in a shared link or ?lang= overrides it. */
  initialLang?: Locale;
  /** The tool's words in both languages, for its language switch. */
  words: Record<Locale, CashFlowWords>;
  /** The firm's details for the printed report. */
  firm: Firm;
}

/**
 * The free cash-flow analysis tool: eight amounts in, a ratio, a status (in words and colour),
 * recommendations and a chart out. Parses what people type in English or Italian, refuses what
 * it cannot read with a message, never shows NaN or Infinity. The result can be shared by URL and
 * printed as a one-page report. Everything runs in the browser; nothing is sent anywhere (the share
 * link keeps the figures after `#`, which browsers never send to a server or in a Referer).
 *
 * This component holds the state, the form and the language switch. The form's inputs are
 * uncontrolled: the DOM holds what the visitor typed, read on submit, so nothing typed before the
 * island woke up is overwritten by hydration. The switch is a choice about the report, so the results
 * show it with the report's buttons, not before the first figure. The other parts are in ./cash-flow/:
 * the results with their chart, the printed report, and the address that keeps a shared result.
 */
export default function CashFlowTool({ initialLang = 'en', words, firm }: CashFlowToolProps) {
  const [lang, setLang] = useState<Locale>(initialLang);
  const [errors, setErrors] = useState<FigureErrors>({});
  const [result, setResult] = useState<Inputs | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const [copied, setCopied] = useState(false);
  const [failedSubmits, setFailedSubmits] = useState(0);
  // "Change figures" brings the form back in the result's place, with the figures still in it.
  const [editing, setEditing] = useState(false);
  const resultsHeading = useRef<HTMLHeadingElement>(null);
  const scrollOnShow = useRef(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const uid = useId();
  const t = words[lang];
  useReady(rootRef);

  const input = (name: FieldName) => formRef.current?.elements.namedItem(name) as HTMLInputElement | null;
  const readRaw = () => Object.fromEntries(fieldNames.map((n) => [n, input(n)?.value ?? ''])) as Record<FieldName, string>;

  // A shared link (#lang=it&monthlyRevenue=…) opens with the same figures and result; a link in
  // the old form (?monthlyRevenue=…) too, rewritten to `#` so the figures leave the address's query.
  useEffect(() => {
    const shared = readSharedLink(initialLang);
    setLang(shared.lang);
    if (!shared.inputs) return;
    // What the visitor typed before the island woke up wins over the link.
    const typed = readRaw();
    for (const name of fieldNames) {
      const el = input(name);
      if (el && typed[name].trim() === '') el.value = formatAmount(shared.inputs[name], shared.lang);
    }
    setResult(shared.inputs);
    if (!shared.inHash) writeResult(shared.inputs, shared.lang);
  }, [initialLang]);

  // After a submit, bring the results into view and move focus to their heading.
  useEffect(() => {
    if (!result || !scrollOnShow.current) return;
    scrollOnShow.current = false;
    const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    resultsHeading.current?.scrollIntoView({ behavior: reduce ? 'auto' : 'smooth', block: 'start' });
    resultsHeading.current?.focus({ preventScroll: true });
  }, [result]);

  // Back to the form: it comes into view with focus on its first figure.
  useEffect(() => {
    if (!editing) return;
    formRef.current?.scrollIntoView({ block: 'start' });
    input(fieldNames[0])?.focus({ preventScroll: true });
  }, [editing]);

  const switchLang = (next: Locale) => {
    // Re-read the typed amounts in the new language's format so nothing typed is lost.
    const current = readRaw();
    for (const name of fieldNames) {
      const parsed = parseAmount(current[name], lang);
      const el = input(name);
      if (parsed.ok && el) el.value = formatAmount(parsed.value, next);
    }
    setErrors({});
    setLang(next);
    writeLang(next);
  };

  const onSubmit = (event: SyntheticEvent<HTMLFormElement, SubmitEvent>) => {
    event.preventDefault();
    const raw = readRaw();
    const nextErrors: FigureErrors = {};
    const inputs = {} as Inputs;
    for (const name of fieldNames) {
      const parsed = parseAmount(raw[name], lang);
      const label = t.fields[name].label;
      if (parsed.ok) inputs[name] = parsed.value;
      else nextErrors[name] = fill(t.errors[parsed.error], { label, lowercaseLabel: label.toLowerCase() });
    }
    if (Object.keys(nextErrors).length === 0 && analyse(inputs).kind === 'no-figures') nextErrors.form = t.errors.noFigures;
    setErrors(nextErrors);
    if (Object.keys(nextErrors).length > 0) {
      // The figures on screen are not those of the last result: it goes, from the page and from the address.
      setResult(null);
      setAnnouncement('');
      setCopied(false);
      clearResult();
      setFailedSubmits((n) => n + 1);
      return;
    }
    const analysis = analyse(inputs);
    scrollOnShow.current = true;
    setEditing(false);
    setResult(inputs);
    setCopied(false);
    setAnnouncement(analysis.kind === 'ratio' ? fill(t.announce, { ratio: formatRatio(analysis.ratio, lang), status: t.status[analysis.status] }) : t.announceNoOutgoings);
    writeResult(inputs, lang);
  };

  const share = async () => {
    try {
      await navigator.clipboard.writeText(window.location.href);
      setCopied(true);
    } catch {
      setCopied(false);
    }
  };

  const analysis = result && analyse(result);
  const shown = analysis?.kind === 'no-figures' ? null : analysis;
  // A result takes the form's place (the form stays in the page, hidden, holding what was typed).
  const showResult = result && shown && !editing;

  const summary = (Object.entries(errors) as [FieldName | 'form', string][]).map(([name, message]) => ({
    message,
    fieldId: name === 'form' ? undefined : `${uid}-${name}`,
  }));
  return (
    <div ref={rootRef} lang={htmlLang[lang]} className="space-y-10">
      <form
        ref={formRef}
        method="dialog"
        noValidate
        onSubmit={onSubmit}
        hidden={!!showResult}
        aria-labelledby={`${uid}-form-heading`}
        className="rounded-xl border border-line bg-paper p-5 shadow-sm sm:p-8"
      >
        <h2 id={`${uid}-form-heading`} className="text-2xl font-bold">
          {t.formHeading}
        </h2>
        <p className="mt-2 text-muted">{t.formIntro}</p>

        <ErrorSummary title={t.errors.summaryTitle} items={summary} attempt={failedSubmits} headingLevel={3} className="mt-6" />

        {groups.map((group) => (
          <fieldset key={group.key} className="mt-8">
            <legend className="font-serif text-xl font-bold text-brand-dark">{t.groups[group.key]}</legend>
            <div className="mt-4 grid gap-5 md:grid-cols-2">
              {group.fields.map((name) => {
                const id = `${uid}-${name}`;
                const error = errors[name];
                return (
                  // A column whose input sits at its foot: beside a field with a longer hint, the two inputs stay on one line.
                  <div key={name} className="flex flex-col">
                    <label htmlFor={id} className="block font-semibold">
                      {t.fields[name].label}
                    </label>
                    <p id={`${id}-hint`} className="mt-1 mb-1 text-sm text-muted">
                      {t.fields[name].hint}
                    </p>
                    {/* Amounts are in pounds: the sign sits before the box (GOV.UK's prefix), which fills its column. */}
                    <div className="mt-auto">
                      {error && (
                        <p id={`${id}-error`} className="mb-1 font-semibold text-danger">
                          <span className="sr-only">{t.errors.prefix}</span> {error}
                        </p>
                      )}
                      <div className="flex">
                        <span aria-hidden="true" className={`flex items-center rounded-l-md border-2 border-r-0 bg-mist px-3 font-semibold ${error ? 'border-danger' : 'border-muted'}`}>
                          £
                        </span>
                        <input
                          id={id}
                          name={name}
                          type="text"
                          inputMode="decimal"
                          autoComplete="off"
                          required
                          defaultValue=""
                          aria-invalid={error ? true : undefined}
                          aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
                          className={`block w-full min-w-0 rounded-r-md border-2 bg-white px-3 py-2.5 text-base tabular-nums ${error ? 'border-danger' : 'border-muted'}`}
                        />
                      </div>
                    </div>
                  </div>
                );
              })}
            </div>
          </fieldset>
        ))}
        <button type="submit" data-replay="cash-flow-submit" className="btn btn-accent mt-8">
          {t.submit}
        </button>
      </form>

      <p role="status" className="sr-only">
        {announcement}
      </p>

      {showResult && (
        <Results analysis={shown} inputs={result} lang={lang} t={t} uid={uid} headingRef={resultsHeading} firm={firm} copied={copied} onShare={share} onChange={() => setEditing(true)}>
          {/* English / Italiano: the language the tool speaks and reads amounts in; each choice named in its own language. */}
          <fieldset className="flex flex-wrap items-center gap-3">
            <legend className="sr-only">{t.languageLabel}</legend>
            <span aria-hidden="true" className="basis-full font-semibold sm:basis-auto">
              {t.languageLabel}:
            </span>
            {locales.map((l) => (
              <label key={l} className={`inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-md border-2 px-3 ${lang === l ? 'border-brand bg-brand-soft font-semibold' : 'border-line'}`}>
                <input type="radio" name={`${uid}-lang`} value={l} checked={lang === l} onChange={() => switchLang(l)} className="size-4 accent-brand" />
                <span lang={htmlLang[l]}>{words[l].languageName}</span>
              </label>
            ))}
          </fieldset>
        </Results>
      )}

      {result && shown && typeof document !== 'undefined' && createPortal(<Report analysis={shown} inputs={result} lang={lang} t={t} firm={firm} />, document.body)}
    </div>
  );
}
