import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

/**
 * Gzip bytes (level 9) of each island's JavaScript in a built site: the island's chunk plus every
 * chunk it imports, less the chunks its React renderer loads anyway. Islands are found the way the
 * browser finds them, from the `component-url` and `renderer-url` of every <astro-island> in the
 * pages, and named by their chunk ("QuarterCards.DgTDJJ5n.js" is "QuarterCards").
 *
 * @param {URL | string} dist the built site's folder
 * @returns {Record<string, number>} bytes per island, by name
 */
export function islandSizes(dist) {
  const root = typeof dist == 'string' ? dist : fileURLToPath(dist);
  /** @type {Map<string, string>} island chunk → its renderer chunk */
  const islands = new Map();
  for (const file of htmlFiles(root)) {
    const html = readFileSync(file, 'utf8');
    for (const tag of html.match(/<astro-island\b[^>]*>/g) ?? []) {
      const component = /component-url="\/_astro\/([^"]+)"/.exec(tag)?.[1];
      const renderer = /renderer-url="\/_astro\/([^"]+)"/.exec(tag)?.[1];
      if (component && renderer) islands.set(component, renderer);
    }
  }
  const astro = join(root, '_astro');
  /** @type {Map<string, number>} */
  const gzipped = new Map();
  const bytes = (chunk) => {
    if (!gzipped.has(chunk)) gzipped.set(chunk, gzipSync(readFileSync(join(astro, chunk)), { level: 9 }).length);
    return /** @type {number} */ (gzipped.get(chunk));
  };
  /** @type {Record<string, number>} */
  const sizes = {};
  for (const [component, renderer] of [...islands].sort(([a], [b]) => a.localeCompare(b))) {
    const shared = closure(astro, renderer);
    let total = 0;
    for (const chunk of closure(astro, component)) if (!shared.has(chunk)) total += bytes(chunk);
    sizes[component.replace(/\.[^.]+\.js$/, '')] = total;
  }
  return sizes;
}

/**
 * Gzip bytes (level 9) of each component script in a built site: the module scripts that pages load
 * from /_astro/ (the countdown, quarter cards and checklists: server markup plus a script, no
 * framework), each with every chunk it imports. Named by the component ("Countdown.astro_astro_type_
 * script_index_0_lang.C68Z.js" is "Countdown").
 *
 * @param {URL | string} dist the built site's folder
 * @returns {Record<string, number>} bytes per script, by component name
 */
export function scriptSizes(dist) {
  const root = typeof dist == 'string' ? dist : fileURLToPath(dist);
  const scripts = new Set();
  for (const file of htmlFiles(root)) {
    for (const [, chunk] of readFileSync(file, 'utf8').matchAll(/<script type="module" src="\/_astro\/([^"]+)"/g)) if (chunk) scripts.add(chunk);
  }
  const astro = join(root, '_astro');
  /** @type {Record<string, number>} */
  const sizes = {};
  for (const script of [...scripts].sort()) {
    let total = 0;
    for (const chunk of closure(astro, script)) total += gzipSync(readFileSync(join(astro, chunk)), { level: 9 }).length;
    sizes[script.replace(/\..*$/, '')] = total;
  }
  return sizes;
}

/** A chunk and every chunk it imports statically (what loads when the island wakes; a dynamic import loads later, on use). */
function closure(astro, start) {
  const seen = new Set([start]);
  const queue = [start];
  while (queue.length) {
    const chunk = /** @type {string} */ (queue.pop());
    const code = readFileSync(join(astro, chunk), 'utf8');
    for (const [, name] of code.matchAll(/(?:from|import)\s*["']\.\/([^"']+\.js)["']/g)) {
      if (name && !seen.has(name)) {
        seen.add(name);
        queue.push(name);
      }
    }
  }
  return seen;
}

function htmlFiles(dir, out = []) {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) htmlFiles(path, out);
    else if (name.endsWith('.html')) out.push(path);
  }
  return out;
}
