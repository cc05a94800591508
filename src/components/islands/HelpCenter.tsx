import { useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { useReady } from '../../lib/ready';
import type { HelpFaq } from '../../config/mtd-content-types';
import type { SearchCopy } from '../../lib/search-copy';
import type { InterfaceWords } from '../../content/schemas/interface';
import { fill } from '../../lib/fill';
import { SiteWideResults, useSiteSearch } from './SearchResults';

export interface HelpCenterProps {
  faqs: HelpFaq[];
  popularSearches: string[];
  categories: { id: HelpFaq['category']; label: string }[];
  /** Wording of the site-wide results shown under the help answers. */
  searchCopy: SearchCopy;
  /** The help search's own words in the page's language. */
  words: InterfaceWords['help'];
  /** The contact page of the page's language. */
  contactHref: string;
  /** This page, left out of the site-wide results. */
  currentPath: string;
}

/** Words of a query, lower-cased, without punctuation. */
const wordsOf = (text: string) => text.toLowerCase().normalize('NFKD').replace(/[\u0300-\u036f]/g, '').match(/[a-z0-9£%]+/g) ?? [];

/** FAQs whose question or answer contains every word of the query. */
export function searchFaqs(faqs: HelpFaq[], query: string): HelpFaq[] {
  const wanted = wordsOf(query);
  if (wanted.length === 0) return [];
  return faqs.filter((f) => {
    const haystack = wordsOf(`${f.question} ${f.answer}`).join(' ');
    return wanted.every((w) => haystack.includes(w));
  });
}

/**
 * Help and support: a search box that filters every FAQ across categories, WAI-ARIA tabs for the
 * five categories (starting on "general"), and an accordion in which one answer is open at a time.
 * The search box is uncontrolled (read on submit), so words typed before the island woke up stay.
 */
export default function HelpCenter({ faqs, popularSearches, categories, searchCopy, words, contactHref, currentPath }: HelpCenterProps) {
  const [submitted, setSubmitted] = useState('');
  const [category, setCategory] = useState(0);
  const [open, setOpen] = useState<string | null>(null);
  const tabRefs = useRef<(HTMLButtonElement | null)[]>([]);
  const inputRef = useRef<HTMLInputElement>(null);
  const rootRef = useRef<HTMLDivElement>(null);
  const uid = useId();
  useReady(rootRef);
  const results = useMemo(() => searchFaqs(faqs, submitted), [faqs, submitted]);
  const searching = submitted.trim() !== '';
  // The whole site too (Pagefind, loaded on the first submitted search), under the help answers.
  const site = useSiteSearch(submitted, { exclude: [currentPath] });

  const run = (text: string) => {
    if (inputRef.current) inputRef.current.value = text;
    setSubmitted(text);
    setOpen(null);
  };

  const onTabKey = (event: KeyboardEvent<HTMLButtonElement>) => {
    const moves: Record<string, number> = { ArrowRight: category + 1, ArrowLeft: category - 1, Home: 0, End: categories.length - 1 };
    const target = moves[event.key];
    if (target === undefined) return;
    event.preventDefault();
    const next = (target + categories.length) % categories.length;
    setCategory(next);
    setOpen(null);
    tabRefs.current[next]?.focus();
  };

  const accordion = (items: HelpFaq[]) => (
    <div className="divide-y divide-line rounded-xl border border-line">
      {items.map((faq) => {
        const question = faq.question;
        const isOpen = open === question;
        const id = `${uid}-${faqs.indexOf(faq)}`;
        return (
          <div key={question}>
            <h3 className="font-sans text-lg font-semibold">
              <button
                type="button"
                aria-expanded={isOpen}
                aria-controls={`${id}-answer`}
                id={`${id}-question`}
                onClick={() => setOpen(isOpen ? null : question)}
                className="flex min-h-12 w-full items-center justify-between gap-4 px-5 py-4 text-left hover:bg-mist"
              >
                <span>{faq.question}</span>
                <svg aria-hidden="true" className={`size-5 shrink-0 transition-transform ${isOpen ? 'rotate-180' : ''}`} viewBox="0 0 20 20" fill="none" stroke="currentColor" strokeWidth="2">
                  <path d="M5 8l5 5 5-5" />
                </svg>
              </button>
            </h3>
            <section id={`${id}-answer`} aria-labelledby={`${id}-question`} hidden={!isOpen} className="px-5 pb-5 text-muted">
              {faq.answer}
            </section>
          </div>
        );
      })}
    </div>
  );

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
            {words.searchLabel}
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
        <button type="submit" data-replay="help-search" className="inline-flex min-h-12 items-center justify-center rounded-lg border-2 border-brand bg-brand px-5 font-semibold text-white hover:bg-brand-dark">
          {words.searchButton}
        </button>
      </form>
      <div>
        <p id={`${uid}-popular`} className="font-semibold">
          {words.popular}
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
        {searching ? fill(results.length === 0 ? words.answerNone : results.length === 1 ? words.answerOne : words.answerMany, { count: results.length, query: submitted }) : ''}
      </p>

      {searching ? (
        <div>
          {results.length > 0 ? (
          <div>
            {accordion(results)}
            <button type="button" onClick={() => run('')} className="mt-4 font-semibold text-brand underline">
              {words.clear}
            </button>
          </div>
        ) : (
          <div className="rounded-xl border-2 border-line p-5">
            <p>{words.notFound}</p>
            <p className="mt-3">
              <a href={contactHref} className="font-semibold">
                {words.ask}
              </a>
            </p>
          </div>
        )}
          <SiteWideResults state={site} copy={searchCopy} />
        </div>
      ) : (
        <div>
          <div role="tablist" aria-label={words.categories} className="flex flex-wrap gap-1 border-b-2 border-line">
            {categories.map((c, i) => (
              <button
                key={c.id}
                ref={(el) => {
                  tabRefs.current[i] = el;
                }}
                type="button"
                role="tab"
                id={`${uid}-tab-${c.id}`}
                aria-selected={i === category}
                aria-controls={`${uid}-panel-${c.id}`}
                tabIndex={i === category ? 0 : -1}
                data-replay={`help-tab-${c.id}`}
                onClick={() => {
                  setCategory(i);
                  setOpen(null);
                }}
                onKeyDown={onTabKey}
                className={`-mb-0.5 min-h-11 border-b-4 px-3 font-semibold ${i === category ? 'border-brand text-brand-dark' : 'border-transparent text-muted hover:text-brand-dark'}`}
              >
                {c.label}
              </button>
            ))}
          </div>
          {/* Every category's questions are in the pre-rendered HTML; the unselected ones are hidden. */}
          {categories.map((c, i) => (
            <div key={c.id} role="tabpanel" id={`${uid}-panel-${c.id}`} aria-labelledby={`${uid}-tab-${c.id}`} hidden={i !== category} className="mt-6">
              {accordion(faqs.filter((f) => f.category === c.id))}
            </div>
          ))}
        </div>
      )}
    </div>
  );
}
