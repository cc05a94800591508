import type { AstroIntegration } from 'astro';
import { createHash } from 'node:crypto';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { mdxComponentNames, pageTools, type PageTool } from '../core/mdx-names';
import { didYouMean, editorError } from '../core/editor-errors';
import { tokenValues } from '../lib/tokens';
import { unknownTokenMessage } from '../lib/token-errors';
import { assertOnlyContent } from '../content/body-check';

/*
 * The text of a page (the MDX body below the frontmatter) is written by editors, not programmers.
 * Before MDX reads it, this step:
 * - writes a token ({price:payroll}, {claim:setup-time}) as <Fact name="…" />, filled as the page renders
 *   (MDX would otherwise read it as code and stop with a parser error);
 * - writes a "<" that starts no tag ("<5%") as the character it is;
 * - refuses an unknown token or component name with the file, the line and the nearest right name;
 * - refuses what is not content (HTML outside a short list, `javascript:` links, `import`/`export`
 *   lines, code in curly brackets: src/core/safety.ts), so none of it is compiled or run.
 * It runs in the content sync (src/content/loader.ts), the build and `npm run dev` (where the page shows the message).
 */

/** Where the body starts: after the closing `---` of the frontmatter. */
function bodyStart(source: string): number {
  const match = /^---\r?\n[\s\S]*?\r?\n---\r?\n?/.exec(source);
  return match ? match[0].length : 0;
}

const lineAt = (source: string, offset: number) => source.slice(0, offset).split('\n').length;

/** An MDX file's source with tokens as <Fact /> and stray "<" escaped in its body; throws an EditorError on an unknown token or component, or on anything that is not content. */
export function prepareBody(source: string, file: string, values: Record<string, string> = tokenValues()): string {
  const start = bodyStart(source);
  const body = source.slice(start);
  const known = new Set<string>(mdxComponentNames);
  for (const m of body.matchAll(/<([A-Z][A-Za-z0-9]*)/g)) {
    const name = m[1]!;
    if (known.has(name)) continue;
    throw editorError(
      { file, line: lineAt(source, start + m.index) },
      `<${name}> is not a component the site has.`,
      didYouMean(name, known, 'The components are listed in content/README.md, under "For developers".', (n) => `<${n} />`),
    );
  }
  const filled = body
    .replace(/(\\?)\{([^{}\n]*)\}/g, (match, escaped: string, name: string, offset: number) => {
      if (escaped) return match;
      // A token stays a token: <Fact /> fills it as the page renders (src/lib/facts.ts).
      if (Object.hasOwn(values, name.trim())) return `<Fact name="${name.trim()}" />`;
      throw editorError({ file, line: lineAt(source, start + offset) }, unknownTokenMessage(`{${name}}`), 'To show curly brackets as they are, write \\{ and \\}.');
    })
    .replace(/<(?![A-Za-z/!])/g, '&lt;');
  const prepared = source.slice(0, start) + filled;
  assertOnlyContent(prepared, file);
  return prepared;
}

/**
 * The same source importing, in its own body, each page tool it places (<MtdChecker />, <DeadlineCalendar />…): Astro
 * bundles a route's imports into every page of the route, but an MDX entry's own imports (and their stylesheets) only into
 * the pages that render it. Added after the body is checked, which refuses an editor's own import lines.
 */
function importPageTools(source: string): string {
  const start = bodyStart(source);
  const used = Object.keys(pageTools).filter((name) => new RegExp(`<${name}[\\s/>]`).test(source.slice(start)));
  const imports = used.map((name) => `import ${name} from ${JSON.stringify(fileURLToPath(new URL(`../components/${pageTools[name as PageTool]}`, import.meta.url)))};\n`);
  return source.slice(0, start) + imports.join('') + (imports.length > 0 ? '\n' : '') + source.slice(start);
}

/**
 * Astro's Content Security Policy lists the hashes of a route's inline stylesheets but not of those a content entry brings
 * with its own imports (the page tools above), which the browser would then refuse: after the build, each page's policy
 * gains the hashes of the stylesheets it holds and does not list.
 */
async function allowEntryStyles(dir: URL): Promise<void> {
  const root = fileURLToPath(dir);
  for (const name of await readdir(root, { recursive: true })) {
    if (!name.endsWith('.html')) continue;
    const file = join(root, name);
    const html = await readFile(file, 'utf8');
    const policy = /<meta http-equiv="content-security-policy" content="[^"]*?style-src [^;"]*/i.exec(html)?.[0];
    if (!policy) continue;
    const hashes = [...html.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)].map((m) => `'sha256-${createHash('sha256').update(m[1]!).digest('base64')}'`);
    const missing = [...new Set(hashes)].filter((hash) => !policy.includes(hash));
    if (missing.length > 0) await writeFile(file, html.replace(policy, `${policy} ${missing.join(' ')}`));
  }
}

/** The Vite step that prepares every MDX file of content/ before MDX compiles it. */
export function contentBodies(): AstroIntegration {
  return {
    name: 'content-bodies',
    hooks: {
      'astro:config:setup': ({ updateConfig }) => {
        updateConfig({
          vite: {
            plugins: [
              {
                name: 'content-bodies',
                enforce: 'pre',
                transform(code: string, id: string) {
                  // The file itself, not the modules Astro derives from it (…mdx?astroPropagatedAssets).
                  if (!/\/content\/.+\.mdx$/.test(id) || !code.startsWith('---')) return null;
                  return { code: importPageTools(prepareBody(code, id)), map: null };
                },
              },
            ],
          },
        });
      },
      'astro:build:done': ({ dir }) => allowEntryStyles(dir),
    },
  };
}
