import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { searchSite, type SiteResult } from '../../lib/site-search';
import type { SearchHelpLinks } from '../../config/search';
import type { SearchCopy } from '../../lib/search-copy';
import { fill } from '../../lib/fill';

/**
 * The parts of site search that any island can use: the results list, the empty state, a hook that
 * runs the search, and the whole panel (label, box, status, results) that the header's dialog and
 * the /search page show. Nothing here loads Pagefind until a query is typed.
 */

type SearchState = { status: 'idle' } | { status: 'loading'; query: string } | { status: 'done'; query: string; results: SiteResult[] } | { status: 'failed'; query: string };

/**
 * Searches the whole site for `query` (the latest query wins; an empty query gives `idle`).
 * `exclude` leaves a path out: the page the visitor is on (the help page shows its own answers first).
 */
export function useSiteSearch(query: string, exclude?: string): SearchState {
  const [state, setState] = useState<SearchState>({ status: 'idle' });
  useEffect(() => {
    const term = query.trim();
    if (term === '') {
      setState({ status: 'idle' });
      return;
    }
    let current = true;
    setState((previous) => (previous.status === 'done' ? previous : { status: 'loading', query: term }));
    searchSite(term, { exclude: exclude ? [exclude] : [] }).then(
      (results) => current && setState({ status: 'done', query: term, results }),
      () => current && setState({ status: 'failed', query: term }),
    );
    return () => {
      current = false;
    };
  }, [query, exclude]);
  return state;
}

/** What the status line says (it is a live region, so screen readers hear it as results arrive). */
function statusText(state: SearchState, copy: SearchCopy): string {
  if (state.status === 'idle') return '';
  if (state.status === 'loading') return copy.searchLoading;
  if (state.status === 'failed') return copy.searchFailed;
  const n = state.results.length;
  if (n === 0) return fill(copy.searchNone, { query: state.query });
  return n === 1 ? fill(copy.searchOne, { query: state.query }) : fill(copy.searchMany, { count: n, query: state.query });
}

/** Moves focus between the result links with the arrow keys (Tab works too: they are plain links). */
function onListKey(event: KeyboardEvent<HTMLElement>, backTo?: () => void) {
  if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp' && event.key !== 'Home' && event.key !== 'End') return;
  const links = [...event.currentTarget.querySelectorAll<HTMLAnchorElement>('a[data-result]')];
  const at = links.indexOf(document.activeElement as HTMLAnchorElement);
  if (at === -1) return;
  event.preventDefault();
  const next = { ArrowDown: at + 1, ArrowUp: at - 1, Home: 0, End: links.length - 1 }[event.key];
  if (next < 0) backTo?.();
  else links[Math.min(next, links.length - 1)]?.focus();
}

export interface ResultsListProps {
  results: SiteResult[];
  copy: SearchCopy;
  /** Accessible name of the list. */
  label: string;
  /** Where ArrowUp on the first result goes (the search box). */
  onExitTop?: () => void;
}

/** Search results: title (the link), section, and the matching excerpt with the query's words marked. */
function ResultsList({ results, copy, label, onExitTop }: ResultsListProps) {
  return (
    <ul aria-label={label} onKeyDown={(event) => onListKey(event, onExitTop)} className="space-y-2">
      {results.map((result) => (
        <li key={result.url} className="relative rounded-lg border border-line bg-paper p-4 focus-within:border-brand hover:border-brand">
          <p className="text-sm font-semibold text-muted">{copy[result.section]}</p>
          <a
            href={result.url}
            data-result=""
            className="font-serif text-lg font-bold text-brand-dark no-underline after:absolute after:inset-0 after:rounded-lg hover:underline focus-visible:underline"
          >
            {result.title}
          </a>
          <p className="mt-1 text-muted">
            {result.excerpt.map((part, i) =>
              part.mark ? (
                <mark key={i} className="rounded-sm bg-focus/40 px-0.5 font-semibold text-ink">
                  {part.text}
                </mark>
              ) : (
                <span key={i}>{part.text}</span>
              ),
            )}
          </p>
        </li>
      ))}
    </ul>
  );
}

/**
 * Results from the whole site under their own heading (an h3, inside the page section's h2), for a
 * search box that shows its own results first (the help page lists its FAQ answers, then these).
 * Renders nothing until results are in.
 */
export function SiteWideResults({ state, copy }: { state: SearchState; copy: SearchCopy }) {
  const id = useId();
  if (state.status !== 'done' || state.results.length === 0) return null;
  return (
    <section aria-labelledby={`${id}-h`} className="mt-6">
      <h3 id={`${id}-h`} className="mb-3 text-xl font-bold">
        {copy.searchSiteWide}
      </h3>
      <ResultsList results={state.results} copy={copy} label={copy.searchSiteWide} />
    </section>
  );
}

export interface SearchPanelProps {
  copy: SearchCopy;
  links: SearchHelpLinks;
  /** Focus the search box when the panel appears (in the dialog). */
  autoFocus?: boolean;
  /** The page the visitor is on, left out of the results. */
  currentPath?: string;
  /** The help links before anything is typed too (default); off where the page offers its own ways on (the 404's sections). */
  showHelpWhileIdle?: boolean;
}

/**
 * The search box, a live status line, the results and the empty state. The box is an ordinary
 * labelled search field that searches as the visitor types; ArrowDown, Enter or the Search button
 * move to the first result, the arrow keys move along
 * the results and back to the box, and Enter on a result follows its link.
 */
export function SearchPanel({ copy, links, autoFocus = false, currentPath, showHelpWhileIdle = true }: SearchPanelProps) {
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const listRef = useRef<HTMLDivElement>(null);
  const [query, setQuery] = useState('');
  const state = useSiteSearch(query, currentPath);

  // Text typed before the island woke is kept: search for it.
  useEffect(() => {
    const typed = inputRef.current?.value ?? '';
    if (typed) setQuery(typed);
    if (autoFocus) inputRef.current?.focus();
  }, [autoFocus]);

  const firstResult = () => listRef.current?.querySelector<HTMLAnchorElement>('a[data-result]');
  // Enter (or the button) moves to the first result, once the results of what was typed are in.
  const focusFirst = useRef(false);
  useEffect(() => {
    if (!focusFirst.current || state.status === 'loading') return;
    focusFirst.current = false;
    firstResult()?.focus();
  }, [state]);

  const results = state.status === 'done' ? state.results : [];
  const showEmpty = (state.status === 'idle' && showHelpWhileIdle) || state.status === 'failed' || (state.status === 'done' && results.length === 0);

  return (
    <div className="space-y-4">
      <form
        role="search"
        action={links.helpHref}
        onSubmit={(event) => {
          event.preventDefault();
          const typed = inputRef.current?.value ?? '';
          focusFirst.current = true;
          if (typed.trim() === query.trim() && state.status === 'done') firstResult()?.focus();
          else setQuery(typed);
        }}
      >
        <label htmlFor={`${id}-q`} className="block font-semibold">
          {copy.searchLabel}
        </label>
        <div className="mt-1 flex gap-2">
          <input
            ref={inputRef}
            id={`${id}-q`}
            type="search"
            name="q"
            autoComplete="off"
            spellCheck={false}
            aria-describedby={`${id}-status`}
            onInput={(event) => setQuery(event.currentTarget.value)}
            onKeyDown={(event) => {
              const first = event.key === 'ArrowDown' && firstResult();
              if (first) {
                event.preventDefault();
                first.focus();
              }
            }}
            className="block min-w-0 grow rounded-md border-2 border-muted bg-white px-3 py-2.5 text-lg"
          />
          <button type="submit" className="inline-flex min-h-12 shrink-0 items-center rounded-lg border-2 border-brand bg-brand px-4 font-semibold text-white hover:bg-brand-dark">
            {copy.searchOpen}
          </button>
        </div>
      </form>
      <p id={`${id}-status`} role="status" className="min-h-6 font-semibold">
        {statusText(state, copy)}
      </p>
      <div ref={listRef}>{results.length > 0 && <ResultsList results={results} copy={copy} label={copy.searchResults} onExitTop={() => inputRef.current?.focus()} />}</div>
      {showEmpty && (
        // What to do when search has nothing to show: the help page, the phone, the contact form.
        <div className="rounded-lg border border-line bg-mist p-4" data-search-empty="">
          {state.status === 'idle' && <p className="mb-3">{copy.searchHint}</p>}
          <p className="font-semibold">{copy.searchHelpIntro}</p>
          <ul className="mt-2 space-y-1">
            {[
              [links.helpHref, copy.searchHelpPage],
              [links.phoneHref, fill(copy.searchCall, { number: links.phone })],
              [links.contactHref, copy.searchContact],
            ].map(([href, text]) => (
              <li key={href}>
                <a href={href} className="inline-flex min-h-11 items-center font-semibold">
                  {text}
                </a>
              </li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}
