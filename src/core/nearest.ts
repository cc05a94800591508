/*
 * The nearest right word to a misspelt one ("Did you mean {price:cloud-accounting}?"), for the build's
 * messages and the editor's checks alike. No imports: it runs in Node and in the editor's bundle.
 */

/** The number of single-character edits between two words. */
export function distance(a: string, b: string): number {
  const row = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    let previous = row[0]!;
    row[0] = i;
    for (let j = 1; j <= b.length; j++) {
      const current = row[j]!;
      row[j] = Math.min(row[j]! + 1, row[j - 1]! + 1, previous + (a[i - 1] === b[j - 1] ? 0 : 1));
      previous = current;
    }
  }
  return row[b.length]!;
}

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
