#!/usr/bin/env node
/*
 * How much JavaScript each island costs a visitor: the gzip bytes of the island's chunk and every
 * chunk it imports, less what the React renderer loads anyway (React, ReactDOM, the runtime), which
 * every island shares. Reads the built site in dist/ (run `npm run build` first).
 *
 *   node scripts/island-sizes.mjs            a table of islands and bytes
 *   node scripts/island-sizes.mjs --json     the same as JSON, { "QuarterCards": 1234, ... }
 *
 * tests/static/islands.spec.ts checks the same figures against tests/budgets.json ("islands").
 */
import { islandSizes } from '../tests/support/island-sizes.mjs';

const sizes = islandSizes(new URL('../dist/', import.meta.url));
if (process.argv.includes('--json')) {
  console.log(JSON.stringify(sizes, null, 2));
} else {
  const width = Math.max(...Object.keys(sizes).map((name) => name.length));
  for (const [name, bytes] of Object.entries(sizes)) console.log(`${name.padEnd(width)}  ${String(bytes).padStart(6)} B gzip`);
}
