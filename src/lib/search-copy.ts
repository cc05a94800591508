import type { InterfaceWords } from '../content/schemas/interface';

/** The wording the search islands need (passed to them as a prop, so they ship only these strings). */
export type SearchCopy = Pick<InterfaceWords, Extract<keyof InterfaceWords, `search${string}` | `section${string}`>>;

/** The `search…` and `section…` words of a language. */
export function searchCopy(words: InterfaceWords): SearchCopy {
  return Object.fromEntries(Object.entries(words).filter(([key]) => key.startsWith('search') || key.startsWith('section'))) as SearchCopy;
}
