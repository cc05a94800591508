import { useEffect, useId, useRef, useState } from 'react';
import { SearchPanel } from './SearchResults';
import type { SearchCopy } from '../../lib/search-copy';
import type { SearchHelpLinks } from '../../config/search';

export interface SiteSearchProps {
  copy: SearchCopy;
  links: SearchHelpLinks;
  /** The page the visitor is on (left out of the results). */
  currentPath: string;
}

/**
 * The header's search entry. Server-rendered (and without JavaScript) it is a link to the help page.
 * It wakes with client:search (src/directives/search.ts): on the first pointer, focus or key on it, or
 * `/` anywhere on the page (the directive turns `/` into a click on it, before and after). Awake, it
 * becomes a button that opens a modal dialog (native <dialog>: focus stays inside, Escape closes it
 * and focus returns to the button) with the search panel.
 * On the /search page itself the button and `/` go to that page's search box instead.
 */
export default function SiteSearch({ copy, links, currentPath }: SiteSearchProps) {
  const [upgraded, setUpgraded] = useState(false);
  const [open, setOpen] = useState(false);
  const dialogRef = useRef<HTMLDialogElement>(null);
  const triggerRef = useRef<HTMLElement | null>(null);
  const refocus = useRef(false);
  const titleId = useId();

  const openSearch = () => {
    const pageBox = document.querySelector<HTMLInputElement>('[data-search-page] input[type="search"]');
    if (pageBox) return pageBox.focus();
    if (!dialogRef.current?.open) dialogRef.current?.showModal();
    setOpen(true);
  };

  // Hydrated: the link becomes a button (keeping focus if the visitor had tabbed to it).
  useEffect(() => {
    refocus.current = document.activeElement === triggerRef.current;
    setUpgraded(true);
  }, []);
  // Ready once the link has become the dialog button: src/directives/interaction.ts then replays a
  // click that landed before hydration (src/lib/ready.ts explains the mark).
  useEffect(() => {
    if (!upgraded) return;
    if (refocus.current) triggerRef.current?.focus();
    triggerRef.current?.setAttribute('data-ready', '');
  }, [upgraded]);

  const close = () => dialogRef.current?.close();
  const setTrigger = (el: HTMLElement | null) => {
    triggerRef.current = el;
  };
  const triggerClass = 'inline-flex min-h-11 min-w-11 items-center justify-center gap-2 rounded-md border border-line px-2.5 font-semibold text-brand-dark no-underline hover:bg-mist';
  const label = (
    <>
      <svg aria-hidden="true" width="20" height="20" viewBox="0 0 20 20" fill="none" stroke="currentColor" strokeWidth="2">
        <circle cx="8.5" cy="8.5" r="5.5" />
        <path d="M13 13l4.5 4.5" />
      </svg>
      {/* The label shows beside the small-screen menu button, and on wide screens; the crowded desktop header shows the icon. */}
      <span className="sr-only sm:not-sr-only lg:sr-only">{copy.searchOpen}</span>
    </>
  );

  return (
    <>
      {upgraded ? (
        <button ref={setTrigger} type="button" data-replay="search-open" aria-haspopup="dialog" aria-keyshortcuts="/" onClick={openSearch} className={triggerClass}>
          {label}
        </button>
      ) : (
        <a
          ref={setTrigger}
          href={links.helpHref}
          data-replay="search-open"
          onClick={(event) => {
            event.preventDefault();
            openSearch();
          }}
          className={triggerClass}
        >
          {label}
        </a>
      )}
      <dialog
        ref={dialogRef}
        aria-labelledby={titleId}
        onClose={() => {
          setOpen(false);
          triggerRef.current?.focus();
        }}
        onClick={(event) => {
          // A click on the backdrop (the dialog element itself, outside its content) closes it.
          if (event.target === event.currentTarget) close();
        }}
        className="m-0 h-dvh max-h-none w-full max-w-none overflow-y-auto overscroll-contain bg-transparent p-0 backdrop:bg-ink/60 sm:mx-auto sm:mt-16 sm:h-auto sm:max-h-[calc(100dvh-8rem)] sm:max-w-2xl"
      >
        {open && (
          <div className="flex min-h-full flex-col bg-paper p-4 sm:min-h-0 sm:rounded-xl sm:p-6 sm:shadow-xl">
            <div className="mb-4 flex items-center justify-between gap-4">
              <h2 id={titleId} className="text-2xl font-bold">
                {copy.searchTitle}
              </h2>
              <button
                type="button"
                onClick={close}
                aria-label={copy.searchClose}
                className="inline-flex min-h-11 min-w-11 items-center justify-center rounded-md border border-line text-brand-dark hover:bg-mist"
              >
                <svg aria-hidden="true" width="20" height="20" viewBox="0 0 20 20" fill="none" stroke="currentColor" strokeWidth="2">
                  <path d="M4 4l12 12M16 4L4 16" />
                </svg>
              </button>
            </div>
            <SearchPanel copy={copy} links={links} currentPath={currentPath} autoFocus />
          </div>
        )}
      </dialog>
    </>
  );
}
