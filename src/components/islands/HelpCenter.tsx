import { useEffect, useId, useMemo, useRef, useState, type ReactNode } from 'react';
import { useReady } from '../../lib/ready';
import { fill } from '../../lib/fill';
import type { HelpFaq, MtdLabels } from '../../content/schemas/mtd';
import type { SearchCopy } from '../../lib/search-copy';
import { SiteWideResults, useSiteSearch } from './SearchResults';

export interface HelpCenterProps {
  /** The questions and answers, to search (their markup is in the `results` slot, in this order). */
  faqs: Pick<HelpFaq, 'question' | 'answer'>[];
  popularSearches: string[];
  labels: MtdLabels['help'];
  /** The contact page of the page's language. */
  contactPage: string;
  /** Wording of the site-wide results shown under the help answers. */
  searchCopy: SearchCopy;
  /** This page, left out of the site-wide results. */
  currentPath: string;
  /** Pre-rendered: every answer as an accordion item marked data-item="<index>", shown when it matches. */
  results?: ReactNode;
  /** Pre-rendered: the category tabs, shown while no search is made. */
  browse?: ReactNode;
}

/** Words of a query, lower-cased, without punctuation. */
const words = (text: string) =>
  text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .match(/[a-z0-9£%]+/g) ?? [];

/** Indexes of the FAQs whose question or answer contains every word of the query. */
export function searchFaqs(faqs: Pick<HelpFaq, 'question' | 'answer'>[], query: string): number[] {
  const wanted = words(query);
  if (wanted.length === 0) return [];
  return faqs.flatMap((f, i) => {
    const haystack = words(`${f.question} ${f.answer}`).join(' ');
    return wanted.every((w) => haystack.includes(w)) ? [i] : [];
  });
}

/**
 * Help and support: a search box that filters every FAQ across categories. The answers and the
 * category tabs are pre-rendered by HelpCenter.astro (the site's one accordion and one tab list);
 * this island only runs the search and shows the matching answers. The search box is uncontrolled
 * (read on submit), so words typed before the island woke up stay.
 */
export default function HelpCenter({ faqs, popularSearches, labels, contactPage, searchCopy, currentPath, results: resultsSlot, browse }: HelpCenterProps) {
  const [submitted, setSubmitted] = useState('');
  const inputRef = useRef<HTMLInputElement>(null);
  const rootRef = useRef<HTMLDivElement>(null);
  const resultsRef = useRef<HTMLDivElement>(null);
  const uid = useId();
  useReady(rootRef);
  const results = useMemo(() => searchFaqs(faqs, submitted), [faqs, submitted]);
  const searching = submitted.trim() !== '';
  // The whole site too (Pagefind, loaded on the first submitted search), under the help answers.
  const site = useSiteSearch(submitted, currentPath);

  // Show the matching answers (pre-rendered, outside React), all closed.
  useEffect(() => {
    for (const item of resultsRef.current?.querySelectorAll<HTMLDetailsElement>('details[data-item]') ?? []) {
      item.hidden = !results.includes(Number(item.dataset.item));
      item.open = false;
    }
  }, [results]);

  const run = (text: string) => {
    if (inputRef.current) inputRef.current.value = text;
    setSubmitted(text);
  };

  const status = searching ? fill(results.length === 0 ? labels.noAnswersFor : results.length === 1 ? labels.answerFor : labels.answersFor, { count: results.length, query: submitted }) : '';

  return (
    <div ref={rootRef} className="space-y-6" data-help>
      <form
        method="dialog"
        role="search"
        onSubmit={(e) => {
          e.preventDefault();
          run(inputRef.current?.value ?? '');
        }}
        className="flex flex-col gap-3 sm:flex-row sm:items-end"
      >
        <div className="grow">
          <label htmlFor={`${uid}-q`} className="block font-semibold">
            {labels.searchLabel}
          </label>
          <input
            ref={inputRef}
            id={`${uid}-q`}
            type="search"
            defaultValue=""
            onChange={(e) => {
              if (e.target.value.trim() === '') setSubmitted('');
            }}
            className="mt-1 block w-full rounded-md border-2 border-muted bg-white px-3 py-2.5"
          />
        </div>
        <button type="submit" data-replay="help-search" className="btn btn-accent">
          {labels.searchButton}
        </button>
      </form>
      <div>
        <p id={`${uid}-popular`} className="font-semibold">
          {labels.popular}
        </p>
        <ul aria-labelledby={`${uid}-popular`} className="mt-2 flex flex-wrap gap-2">
          {popularSearches.map((s) => (
            <li key={s}>
              <button type="button" data-replay={`popular-${s}`} onClick={() => run(s)} className="inline-flex min-h-10 items-center rounded-full border-2 border-line px-3 hover:border-brand">
                {s}
              </button>
            </li>
          ))}
        </ul>
      </div>

      <p role="status" className="font-semibold">
        {status}
      </p>

      <div hidden={!searching}>
        <div ref={resultsRef} hidden={results.length === 0} data-results>
          {resultsSlot}
          <button type="button" onClick={() => run('')} className="mt-4 font-semibold text-brand underline">
            {labels.clear}
          </button>
        </div>
        {searching && results.length === 0 && (
          <div className="rounded-xl border-2 border-line p-5">
            <p>{labels.notFound}</p>
            <p className="mt-3">
              <a href={contactPage} className="font-semibold">
                {labels.ask}
              </a>
            </p>
          </div>
        )}
        {searching && <SiteWideResults state={site} copy={searchCopy} />}
      </div>
      <div hidden={searching}>{browse}</div>
    </div>
  );
}
