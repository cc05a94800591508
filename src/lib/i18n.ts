/** The site's two languages: English at the root, Italian under /it/. */
export type Locale = 'en' | 'it';

export const htmlLang: Record<Locale, string> = { en: 'en-GB', it: 'it' };
export const ogLocale: Record<Locale, string> = { en: 'en_GB', it: 'it_IT' };

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
