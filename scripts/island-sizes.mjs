#!/usr/bin/env node
/*
 * How much JavaScript each island costs a visitor: the gzip bytes of the island's chunk and every
 * chunk it imports, less what the React renderer loads anyway (React, ReactDOM, the runtime), which
 * every island shares; and each component script (server markup plus a script) with its imports.
 * Reads the built site in dist/ (run `npm run build` first).
 *
 *   node scripts/island-sizes.mjs            a table of islands and bytes
 *   node scripts/island-sizes.mjs --json     the same as JSON, { "islands": { "SiteNav": 3079, ... }, "scripts": { ... } }
 *
 * tests/static/islands.spec.ts checks the same figures against tests/budgets.json ("islands", "scripts").
 */
import { islandSizes, scriptSizes } from '../tests/support/island-sizes.mjs';

const dist = new URL('../dist/', import.meta.url);
const sizes = { islands: islandSizes(dist), scripts: scriptSizes(dist) };
if (process.argv.includes('--json')) {
  console.log(JSON.stringify(sizes, null, 2));
} else {
  for (const [kind, list] of Object.entries(sizes)) {
    console.log(kind === 'islands' ? 'React islands (less what React loads anyway):' : 'Component scripts (no framework):');
    const width = Math.max(...Object.keys(list).map((name) => name.length));
    for (const [name, bytes] of Object.entries(list)) console.log(`  ${name.padEnd(width)}  ${String(bytes).padStart(6)} B gzip`);
  }
}
