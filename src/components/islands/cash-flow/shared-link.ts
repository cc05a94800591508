import { fieldNames, fromQuery, toQuery, type Inputs } from '../../../lib/cash-flow';
import type { Locale } from '../../../config/locale';

/*
 * The tool's state in the address, so a result can be shared: the figures and the language go after
 * `#` (never sent to a server, never in a Referer). Links made before that carried them after `?`
 * (the cash-flow example's link still does); they still open, and are rewritten to `#`.
 */

const hashParams = () => new URLSearchParams(window.location.hash.slice(1));

/** Replaces the address (no new history entry) with `url` changed by `change`. */
function rewrite(change: (url: URL) => void): void {
  const url = new URL(window.location.href);
  change(url);
  window.history.replaceState(null, '', url);
}

/** What the address asks for on opening: the language (else `fallback`) and the figures of a shared result. */
export function readSharedLink(fallback: Locale): { lang: Locale; inputs: Inputs | undefined; inHash: boolean } {
  const hash = hashParams();
  const search = new URLSearchParams(window.location.search);
  const fromHash = fromQuery(hash.toString());
  const lang = hash.get('lang') ?? search.get('lang');
  return { lang: lang === null ? fallback : lang === 'it' ? 'it' : 'en', inputs: fromHash ?? fromQuery(search.toString()), inHash: fromHash !== undefined };
}

/** Puts a result in the address (after `#`), and takes any figures out of its query. */
export function writeResult(inputs: Inputs, lang: Locale): void {
  rewrite((url) => {
    for (const name of [...fieldNames, 'lang']) url.searchParams.delete(name);
    url.hash = toQuery(inputs, lang);
  });
}

/** Takes a result's figures out of the address (keeping the language), so a link never shares a result the page no longer shows. */
export function clearResult(): void {
  rewrite((url) => {
    const hash = hashParams();
    for (const name of fieldNames) {
      hash.delete(name);
      url.searchParams.delete(name);
    }
    url.hash = hash.toString();
  });
}

/** Records the chosen language where the address keeps the tool's state (English is the default, so it is left out). */
export function writeLang(next: Locale): void {
  rewrite((url) => {
    const hash = hashParams();
    // The hash when it holds the tool's state, else the query.
    const params = hash.has('lang') || fieldNames.some((n) => hash.has(n)) ? hash : url.searchParams;
    if (next === 'en') params.delete('lang');
    else params.set('lang', next);
    if (params === hash) url.hash = hash.toString();
  });
}
