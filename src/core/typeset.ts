/**
 * Typographic apostrophes in the words the firm writes in YAML and frontmatter, as Astro's smartypants gives the MDX
 * bodies: "Let's" shows as "Let’s", "clients' books" as "clients’ books", 'payments on account' in single quotes as
 * ‘payments on account’. An editor types the key on their keyboard; the page shows the printer's mark. Addresses (a
 * link, a path, an anchor) are left as typed. No imports: the content loaders, config and lib all use it.
 */
const address = /^(?:[a-z][a-z0-9+.-]*:|\/|#)/i;

export function typeset(text: string): string {
  if (!text.includes("'") || address.test(text)) return text;
  return text.replace(/(^|[\s([{«“"—–-])'(?=[\p{L}\p{N}])/gu, '$1‘').replace(/'/g, '’');
}

/** A plain object (not a Date, a class instance or a list): the data of a YAML file or frontmatter. */
export const isPlain = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && Object.getPrototypeOf(value) === Object.prototype;
const typesetMemo = new WeakMap<object, unknown>();

/** A copy of `data` with every string of its plain objects and lists typeset (the same data gives the same copy). */
export function typesetData<T>(data: T): T {
  if (typeof data === 'string') return typeset(data) as T;
  if (!Array.isArray(data) && !isPlain(data)) return data;
  if (typesetMemo.has(data)) return typesetMemo.get(data) as T;
  const copy = (Array.isArray(data) ? data.map(typesetData) : Object.fromEntries(Object.entries(data).map(([key, value]) => [key, typesetData(value)]))) as T;
  typesetMemo.set(data, copy);
  return copy;
}
