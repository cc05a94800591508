import { useEffect, useId, useRef, useState, type SyntheticEvent } from 'react';
import { createPortal } from 'react-dom';
import {
  AT_RISK,
  HEALTHY,
  analyse,
  fieldNames,
  formatAmount,
  formatRatio,
  fromQuery,
  langFromQuery,
  parseAmount,
  toQuery,
  type Analysis,
  type FieldName,
  type Inputs,
  type Lang,
} from '../../lib/cash-flow';
import { cashFlowCopy } from '../../config/cash-flow-copy';
import { useReady } from '../../lib/ready';

export interface CashFlowToolProps {
  /** Language the tool starts in (the Italian page starts in Italian); lang= in a shared link or ?lang= overrides it. */
  initialLang?: Lang;
  /** The firm's details for the printed report. */
  firm: { name: string; phone: string; email: string; address: string };
}

type Raw = Record<FieldName, string>;
type Errors = Partial<Record<FieldName | 'form', string>>;


/** Parameters of a shared result: after `#` (never sent to a server), or `?` in links made before. */
function sharedParams(): { hash: URLSearchParams; search: URLSearchParams } {
  return { hash: new URLSearchParams(window.location.hash.slice(1)), search: new URLSearchParams(window.location.search) };
}
const groups: { key: 'income' | 'costs' | 'position'; fields: FieldName[] }[] = [
  { key: 'income', fields: ['monthlyRevenue', 'receivables'] },
  { key: 'costs', fields: ['rent', 'salaries', 'utilities', 'operationalCosts'] },
  { key: 'position', fields: ['outstandingReceivables', 'outstandingPayables'] },
];
const statusStyle = {
  healthy: 'border-success bg-success-soft text-success',
  'at-risk': 'border-accent bg-[#fdf1e8] text-accent',
  critical: 'border-danger bg-danger-soft text-danger',
} as const;
const statusIcon = { healthy: '✓', 'at-risk': '!', critical: '✕' } as const;

/**
 * The free cash-flow analysis tool: eight amounts in, a ratio, a status (in words and colour),
 * recommendations and a chart out. Parses what people type in English or Italian, refuses what
 * it cannot read with a message, never shows NaN or Infinity. The result can be shared by URL and
 * printed as a one-page report. Everything runs in the browser; nothing is sent anywhere (the share
 * link keeps the figures after `#`, which browsers never send to a server or in a Referer).
 *
 * The inputs are uncontrolled: the DOM holds what the visitor typed, read on submit, so nothing
 * typed before the island woke up is overwritten by hydration.
 */
export default function CashFlowTool({ initialLang = 'en', firm }: CashFlowToolProps) {
  const [lang, setLang] = useState<Lang>(initialLang);
  const [errors, setErrors] = useState<Errors>({});
  const [result, setResult] = useState<{ inputs: Inputs; analysis: Analysis } | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const [copied, setCopied] = useState(false);
  const [failedSubmits, setFailedSubmits] = useState(0);
  const resultsHeading = useRef<HTMLHeadingElement>(null);
  const summaryRef = useRef<HTMLDivElement>(null);
  const scrollOnShow = useRef(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const uid = useId();
  const t = cashFlowCopy[lang];
  useReady(rootRef);

  const input = (name: FieldName) => formRef.current?.elements.namedItem(name) as HTMLInputElement | null;
  const readRaw = (): Raw => Object.fromEntries(fieldNames.map((n) => [n, input(n)?.value ?? ''])) as Raw;

  // A shared link (#lang=it&monthlyRevenue=…) opens with the same figures and result; a link in
  // the old form (?monthlyRevenue=…) too, rewritten to `#` so the figures leave the address's query.
  useEffect(() => {
    const { hash, search } = sharedParams();
    const fromHash = fromQuery(hash.toString());
    const shared = fromHash ?? fromQuery(search.toString());
    const langParams = hash.has('lang') ? hash : search;
    const startLang = langParams.has('lang') ? langFromQuery(langParams.toString()) : initialLang;
    setLang(startLang);
    if (!shared) return;
    // What the visitor typed before the island woke up wins over the link.
    const typed = readRaw();
    for (const name of fieldNames) {
      const el = input(name);
      if (el && typed[name].trim() === '') el.value = formatAmount(shared[name], startLang);
    }
    setResult({ inputs: shared, analysis: analyse(shared) });
    if (!fromHash) {
      const url = new URL(window.location.href);
      for (const name of [...fieldNames, 'lang']) url.searchParams.delete(name);
      url.hash = toQuery(shared, startLang);
      window.history.replaceState(null, '', url);
    }
  }, [initialLang]);

  useEffect(() => {
    if (failedSubmits > 0) summaryRef.current?.focus();
  }, [failedSubmits]);

  // After a submit, bring the results into view and move focus to their heading.
  useEffect(() => {
    if (!result || !scrollOnShow.current) return;
    scrollOnShow.current = false;
    const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    resultsHeading.current?.scrollIntoView({ behavior: reduce ? 'auto' : 'smooth', block: 'start' });
    resultsHeading.current?.focus({ preventScroll: true });
  }, [result]);

  const switchLang = (next: Lang) => {
    // Re-read the typed amounts in the new language's format so nothing typed is lost.
    const current = readRaw();
    for (const name of fieldNames) {
      const parsed = parseAmount(current[name], lang);
      const el = input(name);
      if (parsed.ok && el) el.value = formatAmount(parsed.value, next);
    }
    setErrors({});
    setLang(next);
    const url = new URL(window.location.href);
    const { hash } = sharedParams();
    if (hash.has('lang') || fieldNames.some((n) => hash.has(n))) {
      if (next === 'en') hash.delete('lang');
      else hash.set('lang', next);
      url.hash = hash.toString();
    } else if (next === 'en') url.searchParams.delete('lang');
    else url.searchParams.set('lang', next);
    window.history.replaceState(null, '', url);
  };

  const onSubmit = (event: SyntheticEvent<HTMLFormElement, SubmitEvent>) => {
    event.preventDefault();
    const raw = readRaw();
    const nextErrors: Errors = {};
    const inputs = {} as Inputs;
    for (const name of fieldNames) {
      const parsed = parseAmount(raw[name], lang);
      if (parsed.ok) inputs[name] = parsed.value;
      else nextErrors[name] = t.errors[parsed.error](t.fields[name].label);
    }
    if (Object.keys(nextErrors).length === 0 && analyse(inputs).kind === 'no-figures') nextErrors.form = t.errors.noFigures;
    setErrors(nextErrors);
    if (Object.keys(nextErrors).length > 0) {
      setFailedSubmits((n) => n + 1);
      return;
    }
    const analysis = analyse(inputs);
    scrollOnShow.current = true;
    setResult({ inputs, analysis });
    setCopied(false);
    setAnnouncement(analysis.kind === 'ratio' ? t.announce(formatRatio(analysis.ratio, lang), t.status[analysis.status]) : t.announceNoOutgoings);
    // The figures go after `#`: never sent to a server, never in a Referer.
    const url = new URL(window.location.href);
    for (const name of [...fieldNames, 'lang']) url.searchParams.delete(name);
    url.hash = toQuery(inputs, lang);
    window.history.replaceState(null, '', url);
  };

  const share = async () => {
    try {
      await navigator.clipboard.writeText(window.location.href);
      setCopied(true);
    } catch {
      setCopied(false);
    }
  };

  const print = () => {
    document.documentElement.classList.add('print-report');
    const done = () => {
      document.documentElement.classList.remove('print-report');
      window.removeEventListener('afterprint', done);
    };
    window.addEventListener('afterprint', done);
    window.print();
  };

  const summaryEntries = Object.entries(errors) as [FieldName | 'form', string][];
  const analysis = result?.analysis.kind === 'no-figures' ? null : (result?.analysis ?? null);

  return (
    <div ref={rootRef} lang={lang === 'it' ? 'it' : 'en-GB'} className="space-y-10">
      <fieldset className="flex flex-wrap items-center gap-3">
        <legend className="sr-only">{t.languageLabel}</legend>
        <span aria-hidden="true" className="font-semibold">
          {t.languageLabel}:
        </span>
        {(['en', 'it'] as const).map((l) => (
          <label key={l} className={`inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-md border-2 px-3 ${lang === l ? 'border-brand bg-brand-soft font-semibold' : 'border-line'}`}>
            <input type="radio" name={`${uid}-lang`} value={l} checked={lang === l} onChange={() => switchLang(l)} className="size-4 accent-brand" />
            <span lang={l === 'it' ? 'it' : 'en-GB'}>{l === 'en' ? 'English' : 'Italiano'}</span>
          </label>
        ))}
      </fieldset>

      <form ref={formRef} method="dialog" noValidate onSubmit={onSubmit} aria-labelledby={`${uid}-form-heading`} className="rounded-xl border border-line bg-paper p-5 shadow-sm sm:p-8">
        <h2 id={`${uid}-form-heading`} className="text-2xl font-bold">
          {t.formHeading}
        </h2>
        <p className="mt-2 text-muted">{t.formIntro}</p>

        {summaryEntries.length > 0 && (
          <div ref={summaryRef} tabIndex={-1} className="mt-6 rounded-md border-4 border-danger p-4" aria-labelledby={`${uid}-summary`}>
            <div role="alert">
              <h3 id={`${uid}-summary`} className="font-sans text-lg font-bold text-ink">
                {t.errors.summaryTitle}
              </h3>
              <ul className="mt-2 space-y-1">
                {summaryEntries.map(([name, message]) => (
                  <li key={name}>
                    {name === 'form' ? (
                      <span className="font-semibold text-danger">{message}</span>
                    ) : (
                      <a
                        href={`#${uid}-${name}`}
                        className="font-semibold text-danger"
                        onClick={(e) => {
                          e.preventDefault();
                          document.getElementById(`${uid}-${name}`)?.focus();
                        }}
                      >
                        {message}
                      </a>
                    )}
                  </li>
                ))}
              </ul>
            </div>
          </div>
        )}

        {groups.map((group) => (
          <fieldset key={group.key} className="mt-8">
            <legend className="font-serif text-xl font-bold text-brand-dark">{t.groups[group.key]}</legend>
            <div className="mt-4 grid gap-5 md:grid-cols-2">
              {group.fields.map((name) => {
                const id = `${uid}-${name}`;
                const error = errors[name];
                return (
                  <div key={name}>
                    <label htmlFor={id} className="block font-semibold">
                      {t.fields[name].label}
                    </label>
                    <p id={`${id}-hint`} className="mt-1 text-sm text-muted">
                      {t.fields[name].hint}
                    </p>
                    {error && (
                      <p id={`${id}-error`} className="mt-1 font-semibold text-danger">
                        <span className="sr-only">{t.errors.prefix}</span> {error}
                      </p>
                    )}
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
                      className={`mt-1 block w-full rounded-md border-2 bg-white px-3 py-2.5 text-base ${error ? 'border-danger' : 'border-muted'}`}
                    />
                  </div>
                );
              })}
            </div>
          </fieldset>
        ))}
        <button type="submit" data-replay="cash-flow-submit" className="mt-8 inline-flex min-h-12 items-center rounded-lg border-2 border-brand bg-brand px-6 font-semibold text-white hover:bg-brand-dark">
          {t.submit}
        </button>
      </form>

      <p role="status" className="sr-only">
        {announcement}
      </p>

      {analysis && result && (
        <section aria-labelledby={`${uid}-results`} className="space-y-8 rounded-xl border border-line bg-paper p-5 shadow-sm sm:p-8" data-results>
          <h2 id={`${uid}-results`} ref={resultsHeading} tabIndex={-1} className="text-3xl font-bold outline-none">
            {t.resultsHeading}
          </h2>
          <dl className="grid gap-6 sm:grid-cols-2">
            <div className="rounded-lg bg-mist p-5">
              <dt className="font-semibold">{t.ratioLabel}</dt>
              <dd className="mt-1 text-4xl font-bold text-brand-dark" data-ratio>
                {analysis.kind === 'ratio' ? formatRatio(analysis.ratio, lang) : '—'}
              </dd>
              <dd className="mt-2 text-sm text-muted">{analysis.kind === 'ratio' ? t.ratioExplained : t.noOutgoings}</dd>
            </div>
            <div className={`rounded-lg border-2 p-5 ${statusStyle[analysis.status]}`}>
              <dt className="font-semibold text-ink">{t.statusLabel}</dt>
              <dd className="mt-1 flex items-center gap-2 text-3xl font-bold" data-status={analysis.status}>
                <span aria-hidden="true" className="inline-flex size-9 items-center justify-center rounded-full border-2 border-current text-xl">
                  {statusIcon[analysis.status]}
                </span>
                {t.status[analysis.status]}
              </dd>
              <dd className="mt-2 text-sm text-ink">{t.statusMeaning[analysis.status]}</dd>
            </div>
          </dl>
          <p className="text-sm text-muted">{t.thresholds(formatRatio(HEALTHY, lang), formatRatio(AT_RISK, lang))}</p>

          <div>
            <h3 className="text-2xl font-bold">{t.recommendationsHeading}</h3>
            <ul className="mt-4 space-y-3" data-recommendations>
              {analysis.recommendations.map((rec) => (
                <li key={rec} className="flex gap-3">
                  <span aria-hidden="true" className="mt-2 size-2 shrink-0 rounded-full bg-brand" />
                  <span>{t.recommendations[rec]}</span>
                </li>
              ))}
            </ul>
          </div>

          <Chart analysis={analysis} inputs={result.inputs} lang={lang} />

          <div className="no-print flex flex-wrap gap-3">
            <button type="button" onClick={print} className="inline-flex min-h-12 items-center rounded-lg border-2 border-brand bg-brand px-5 font-semibold text-white hover:bg-brand-dark">
              {t.download}
            </button>
            <button type="button" onClick={share} className="inline-flex min-h-12 items-center rounded-lg border-2 border-brand bg-paper px-5 font-semibold text-brand hover:bg-brand-soft">
              {t.share}
            </button>
          </div>
          <p className="no-print text-sm text-muted" aria-live="polite">
            {copied ? t.shareCopied : t.shareHint}
          </p>
          <p className="text-sm text-muted">{t.disclaimer}</p>
        </section>
      )}

      {analysis && result && typeof document !== 'undefined' &&
        createPortal(<Report analysis={analysis} inputs={result.inputs} lang={lang} firm={firm} />, document.body)}
    </div>
  );
}

/** Income against outgoings, and what the outgoings are made of: an SVG with a table as its text equivalent. */
function Chart({ analysis, inputs, lang }: { analysis: Exclude<Analysis, { kind: 'no-figures' }>; inputs: Inputs; lang: Lang }) {
  const t = cashFlowCopy[lang];
  const uid = useId();
  const max = Math.max(analysis.income, analysis.outgoings) || 1;
  const width = 600;
  const barWidth = (v: number) => Math.max(0, (v / max) * (width - 170));
  const parts: { key: keyof typeof t.breakdown; value: number; colour: string }[] = [
    { key: 'rent', value: inputs.rent, colour: '#0f3d5c' },
    { key: 'salaries', value: inputs.salaries, colour: '#2f6f98' },
    { key: 'utilities', value: inputs.utilities, colour: '#6b9cbd' },
    { key: 'operationalCosts', value: inputs.operationalCosts, colour: '#a4481b' },
    { key: 'outstandingPayables', value: inputs.outstandingPayables, colour: '#5d4a8a' },
  ];
  let x = 150;
  return (
    <figure className="space-y-4">
      <h3 className="text-2xl font-bold">{t.chartHeading}</h3>
      <svg viewBox={`0 0 ${width} 130`} role="img" aria-labelledby={`${uid}-desc`} className="w-full max-w-2xl">
        <text x="0" y="35" className="fill-ink text-[15px] font-semibold">
          {t.income}
        </text>
        <rect x="150" y="15" width={barWidth(analysis.income)} height="30" rx="4" fill="#1d6b3a" />
        <text x="0" y="95" className="fill-ink text-[15px] font-semibold">
          {t.outgoings}
        </text>
        {parts.map((p) => {
          const w = barWidth(p.value);
          const rect = <rect key={p.key} x={x} y="75" width={w} height="30" fill={p.colour} />;
          x += w;
          return rect;
        })}
      </svg>
      <figcaption id={`${uid}-desc`} className="text-sm text-muted">
        {t.chartDescription(formatAmount(analysis.income, lang), formatAmount(analysis.outgoings, lang))}
      </figcaption>
      <table className="w-full max-w-xl border-collapse text-left text-sm">
        <caption className="mb-2 text-left font-semibold">{t.tableCaption}</caption>
        <thead>
          <tr>
            <th scope="col" className="border-b border-line py-1.5 pr-4" />
            <th scope="col" className="border-b border-line py-1.5 text-right">
              {t.amount}
            </th>
          </tr>
        </thead>
        <tbody>
          {(['monthlyRevenue', 'receivables'] as const).map((k) => (
            <tr key={k}>
              <th scope="row" className="border-b border-line py-1.5 pr-4 font-normal">
                <span aria-hidden="true" className="mr-2 inline-block size-3 rounded-sm bg-success align-middle" />
                {t.breakdown[k]}
              </th>
              <td className="border-b border-line py-1.5 text-right">{formatAmount(inputs[k], lang)}</td>
            </tr>
          ))}
          {parts.map((p) => (
            <tr key={p.key}>
              <th scope="row" className="border-b border-line py-1.5 pr-4 font-normal">
                <span aria-hidden="true" className="mr-2 inline-block size-3 rounded-sm align-middle" style={{ backgroundColor: p.colour }} />
                {t.breakdown[p.key]}
              </th>
              <td className="border-b border-line py-1.5 text-right">{formatAmount(p.value, lang)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}

/** The one-page printed report (Download Report): shown only when printing, outside the page layout. */
function Report({ analysis, inputs, lang, firm }: { analysis: Exclude<Analysis, { kind: 'no-figures' }>; inputs: Inputs; lang: Lang; firm: CashFlowToolProps['firm'] }) {
  const t = cashFlowCopy[lang];
  const date = new Date().toLocaleDateString(lang === 'it' ? 'it-IT' : 'en-GB', { day: 'numeric', month: 'long', year: 'numeric' });
  return (
    <div id="cash-flow-report" lang={lang === 'it' ? 'it' : 'en-GB'}>
      <p className="font-serif text-xl font-bold">{firm.name}</p>
      <h1 className="mt-2 text-2xl font-bold">{t.reportTitle}</h1>
      <p>{t.reportDate(date)}</p>
      <p className="mt-4 text-lg">
        <strong>{t.ratioLabel}:</strong> {analysis.kind === 'ratio' ? formatRatio(analysis.ratio, lang) : '—'} · <strong>{t.statusLabel}:</strong> {t.status[analysis.status]}
      </p>
      {analysis.kind === 'no-outgoings' && <p>{t.noOutgoings}</p>}
      <p className="text-sm">{t.thresholds(formatRatio(HEALTHY, lang), formatRatio(AT_RISK, lang))}</p>
      <h2 className="mt-4 text-lg font-bold">{t.recommendationsHeading}</h2>
      <ul className="list-disc pl-5">
        {analysis.recommendations.map((rec) => (
          <li key={rec}>{t.recommendations[rec]}</li>
        ))}
      </ul>
      <h2 className="mt-4 text-lg font-bold">{t.reportInputs}</h2>
      <table className="w-full border-collapse text-sm">
        <tbody>
          {fieldNames.map((n) => (
            <tr key={n}>
              <th scope="row" className="border-b py-1 pr-4 text-left font-normal">
                {t.fields[n].label}
              </th>
              <td className="border-b py-1 text-right">{formatAmount(inputs[n], lang)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className="mt-4 text-sm">{t.disclaimer}</p>
      <p className="mt-2 text-sm">
        {t.reportContact} {firm.phone} · {firm.email} · {firm.address}
      </p>
    </div>
  );
}
