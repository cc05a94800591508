import { fieldNames, fromQuery, langFromQuery, toQuery, type Inputs } from '../../../lib/cash-flow';
import type { Locale } from '../../../config/locale';

/*
 * The tool's state in the address, so a result can be shared: the figures and the language go after
 * `#` (never sent to a server, never in a Referer). Links made before that carried them after `?`;
 * they still open, and are rewritten to `#`.
 */

/** Parameters of a shared result: after `#`, or `?` in links made before. */
function sharedParams(): { hash: URLSearchParams; search: URLSearchParams } {
  return { hash: new URLSearchParams(window.location.hash.slice(1)), search: new URLSearchParams(window.location.search) };
}

/** What the address asks for on opening: the language (else `fallback`) and the figures of a shared result. */
export function readSharedLink(fallback: Locale): { lang: Locale; inputs: Inputs | undefined; inHash: boolean } {
  const { hash, search } = sharedParams();
  const fromHash = fromQuery(hash.toString());
  const langParams = hash.has('lang') ? hash : search;
  return {
    lang: langParams.has('lang') ? langFromQuery(langParams.toString()) : fallback,
    inputs: fromHash ?? fromQuery(search.toString()),
    inHash: fromHash !== undefined,
  };
}

/** Puts a result in the address (after `#`), and takes any figures out of its query. */
export function writeResult(inputs: Inputs, lang: Locale): void {
  const url = new URL(window.location.href);
  for (const name of [...fieldNames, 'lang']) url.searchParams.delete(name);
  url.hash = toQuery(inputs, lang);
  window.history.replaceState(null, '', url);
}

/** Takes a result's figures out of the address (keeping the language), so a link never shares a result the page no longer shows. */
export function clearResult(): void {
  const url = new URL(window.location.href);
  const { hash } = sharedParams();
  for (const name of fieldNames) {
    hash.delete(name);
    url.searchParams.delete(name);
  }
  url.hash = hash.toString();
  window.history.replaceState(null, '', url);
}

/** Records the chosen language where the address keeps the tool's state (English is the default, so it is left out). */
export function writeLang(next: Locale): void {
  const url = new URL(window.location.href);
  const { hash } = sharedParams();
  if (hash.has('lang') || fieldNames.some((n) => hash.has(n))) {
    if (next === 'en') hash.delete('lang');
    else hash.set('lang', next);
    url.hash = hash.toString();
  } else if (next === 'en') url.searchParams.delete('lang');
  else url.searchParams.set('lang', next);
  window.history.replaceState(null, '', url);
}
