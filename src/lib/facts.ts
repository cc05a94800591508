import { entryOf } from './entries';
import { fillData } from './fill-data';
import { tokenValues, type TokenFacts } from './tokens';

export { fillData };

/*
 * Tokens are filled once, when a page renders. Entries keep {price:…}, {claim:…}, {mtd:…} as their
 * files write them; the values come from the firm collections (content/firm/*.yaml, loaded by Astro
 * like every other collection, so `npm run dev` sees a save there through Astro's own content reload).
 * `fillData` (src/lib/fill-data.ts) is the one function that fills an entry's fields; MDX bodies show a token through
 * <Fact name="…" />, which reads the same values. A static site renders while it builds, so an
 * unknown token or a limit broken by the filled value stops the build, in an editor's words.
 */

let last: { parts: unknown[]; facts: TokenFacts } | undefined;

/** The facts of content/firm/ as the firm collections hold them now. */
async function firmFacts(): Promise<TokenFacts> {
  const [site, prices, mtd, claims] = await Promise.all([entryOf('firmSite', 'facts'), entryOf('firmPrices', 'facts'), entryOf('firmMtdFacts', 'facts'), entryOf('firmClaims', 'facts')]);
  const parts = [site?.data, prices?.data, mtd?.data, claims?.data];
  if (parts.some((part) => !part)) throw new Error('content/firm/: a file of the firm’s facts is missing (site, prices, mtd-facts and claims are needed).');
  // The same entries give the same object, so their token values are worked out once (src/lib/tokens.ts).
  if (last?.parts.every((part, i) => part === parts[i])) return last.facts;
  const facts: TokenFacts = { site: site!.data, ...prices!.data, ...mtd!.data, claims: claims!.data };
  last = { parts, facts };
  return facts;
}

/** The token values of the facts as they are now. */
export async function renderTokens(): Promise<Record<string, string>> {
  return tokenValues(await firmFacts());
}

/** An entry with its data filled as it renders now. */
export async function filledEntry<E extends { data: unknown; filePath?: string }>(entry: E): Promise<E> {
  return { ...entry, data: fillData(entry.data, await renderTokens(), entry.filePath ?? '') };
}
