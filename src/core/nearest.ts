/*
 * The nearest right word to a misspelt one ("Did you mean {price:cloud-accounting}?"), for the build's
 * messages and the editor's checks alike. It runs in Node and in the editor's bundle.
 */
import { distance } from 'fastest-levenshtein';

/** The candidate nearest to `word` (by edits, then by a shared start), if any is close enough to be what was meant. */
export function nearest(word: string, candidates: Iterable<string>): string | undefined {
  let best: string | undefined;
  let bestScore = Infinity;
  for (const candidate of candidates) {
    const score = candidate.startsWith(word) ? 1 : distance(word, candidate);
    if (score < bestScore) [best, bestScore] = [candidate, score];
  }
  return best !== undefined && bestScore <= Math.max(3, word.length / 2) ? best : undefined;
}
