import type { Locale } from '../config/locale';

export { htmlLang, ogLocale, type Locale } from '../config/locale';

/** The language of a page, from its path. */
export function localeOf(path: string): Locale {
  return path === '/it' || path.startsWith('/it/') ? 'it' : 'en';
}

/** The same page in the other language's address space (whether or not it exists). */
export function counterpartPath(path: string): string {
  const clean = path.length > 1 ? path.replace(/\/+$/, '') : path;
  if (localeOf(clean) === 'it') return clean === '/it' ? '/' : clean.slice(3);
  return clean === '/' ? '/it' : `/it${clean}`;
}
