import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import allow from './architecture-allow.json';

/*
 * Two rules of the code's layout, checked on the source itself:
 * 1. Imports run down the layers of architecture-allow.json (`layers`, lowest first: core, config, lib,
 *    build, components, layouts, pages, scripts), with no exceptions: lib never imports components or
 *    scripts, config never imports content, a component never imports a page, and core imports only core.
 * 2. Words a visitor reads live in content/ (MDX pages, content collections, the i18n YAML files), not in
 *    src/: no string literal or markup text of four or more words in src/**\/*.{ts,tsx,astro}, except what
 *    architecture-allow.json lets through (developer messages, and files that never reach a visitor).
 */

const root = process.cwd();
const toPosix = (path: string) => path.split(sep).join('/');

function filesUnder(dir: string, extensions: string[]): string[] {
  return readdirSync(join(root, dir), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && extensions.some((ext) => entry.name.endsWith(ext)))
    .map((entry) => toPosix(relative(root, join(entry.parentPath, entry.name))))
    .sort();
}

const lineOf = (text: string, offset: number) => text.slice(0, offset).split('\n').length;

/* ---- 1. Import direction ---- */

/** The layer of a file (architecture-allow.json, `layers`): its rank, lowest first, by the longest matching prefix. */
function layerOf(file: string): { name: string; rank: number } | undefined {
  let best: { name: string; rank: number; length: number } | undefined;
  Object.entries(allow.layers).forEach(([name, prefixes], rank) => {
    for (const prefix of prefixes) if (file.startsWith(prefix) && prefix.length > (best?.length ?? -1)) best = { name, rank, length: prefix.length };
  });
  return best;
}

/** The imports of a file (an .astro file's frontmatter) that reach a layer above its own, as "file:line (layer) imports 'specifier' (layer)". */
export function upwardImportsOf(file: string, text = readFileSync(join(root, file), 'utf8')): string[] {
  const own = layerOf(file);
  if (!own) return [];
  // An .astro file's imports are in its frontmatter. A regular expression, not the TypeScript parser: this runs on every file of src/.
  const code = file.endsWith('.astro') ? (/^---\r?\n[\s\S]*?\r?\n---/.exec(text)?.[0] ?? '') : text;
  const found = [...code.matchAll(/\b(?:from|import)\s*\(?\s*['"](\.[^'"]+)['"]/g)].map((m) => ({ specifier: m[1]!, line: lineOf(code, m.index) }));
  return found.flatMap(({ specifier, line }) => {
    if (!specifier.startsWith('.')) return [];
    const target = toPosix(relative(root, resolve(root, dirname(file), specifier)));
    const theirs = layerOf(target.endsWith('.ts') || target.endsWith('.astro') || target.endsWith('.tsx') ? target : `${target}.ts`) ?? layerOf(`${target}/`);
    const upward = theirs && (theirs.rank > own.rank || (own.name === 'core' && theirs.name !== 'core'));
    if (!upward) return [];
    return [`${file}:${line} (${own.name}) imports '${specifier}' (${theirs.name})`];
  });
}

/** Every import of src/, scripts/ and astro.config.mjs that runs up the layers. */
function upwardImports(): string[] {
  return [...filesUnder('src', ['.ts', '.tsx', '.astro', '.mjs']), ...filesUnder('scripts', ['.ts', '.mjs']), 'astro.config.mjs'].flatMap((file) => upwardImportsOf(file));
}

/* ---- 2. Sentences in code ---- */

interface Found {
  file: string;
  line: number;
  text: string;
}

/** A word a reader reads: letters, with apostrophes or hyphens inside ("can’t", "set-up"), and trailing punctuation. */
const wordPattern = /^[("'‘“«]*\p{L}[\p{L}\p{M}'’-]*[)"'’”».,;:!?…]*$/u;
const wordsIn = (text: string) => text.split(/\s+/).filter((token) => wordPattern.test(token) && token !== 'X').length;
/** X stands for an interpolated value ({expression}, `${…}`): it is a word of the sentence, but not a written one. */
const valuesIn = (text: string) => text.split(/\s+/).filter((token) => /^[("'‘“«]*X[)"'’”».,;:!?…]*$/.test(token)).length;

/** A list of CSS classes ("mx-auto max-w-7xl px-4 sm:px-6"): lowercase tokens, most of them with a - : / or [. */
function isClassList(text: string): boolean {
  const tokens = text.trim().split(/\s+/);
  if (!tokens.every((t) => t === 'X' || /^[!@a-z0-9[\]/:._%#()&>*=+,'-]+$/.test(t))) return false;
  return tokens.filter((t) => /[-:/[]/.test(t)).length * 2 >= tokens.length;
}

const allowedStrings = new Set<string>(allow.strings);
const allowedFiles = Object.keys(allow.files);
/** Calls whose string arguments are for developers or editors at build time, never shown to a visitor. */
const developerCalls = new Set(allow.developerCalls);
/** Attributes and properties whose values are code (classes, ids, addresses), never words. */
const codeAttributes = new Set(allow.codeAttributes);

function isSentence(raw: string): boolean {
  const text = raw.replace(/\s+/g, ' ').trim();
  // Four words or more, at least three of them written out ("Time left until X" counts, "X · X min read" does not).
  const written = wordsIn(text);
  return written >= 3 && written + valuesIn(text) >= 4 && !isClassList(text) && !allowedStrings.has(text);
}

/** The name of a call's function: `Error` for `new Error()`, `warn` for `console.warn()` or `logger.warn()`. */
function calleeName(node: ts.CallExpression | ts.NewExpression): string | undefined {
  const callee = node.expression;
  if (ts.isIdentifier(callee)) return callee.text;
  if (ts.isPropertyAccessExpression(callee)) {
    const object = ts.isIdentifier(callee.expression) ? callee.expression.text : undefined;
    return object === 'console' ? 'console' : callee.name.text;
  }
  return undefined;
}

/** True if the literal is for developers: inside a throw, an Error, a console or logger call, a schema message. */
function isForDevelopers(node: ts.Node): boolean {
  for (let up = node.parent; up; up = up.parent) {
    if (ts.isThrowStatement(up)) return true;
    if ((ts.isCallExpression(up) || ts.isNewExpression(up)) && developerCalls.has(calleeName(up) ?? '')) return true;
    if (ts.isJsxAttribute(up) && codeAttributes.has(up.name.getText())) return true;
    if (ts.isPropertyAssignment(up) && codeAttributes.has(up.name.getText().replace(/['"]/g, ''))) return true;
    // Type positions (string literal types) are not text either.
    if (ts.isTypeNode(up) && !ts.isExpressionWithTypeArguments(up)) return true;
    if (ts.isFunctionLike(up) || ts.isSourceFile(up)) return false;
  }
  return false;
}

/** Literal text of a string or template (with `${…}` standing for one word), and markup text of TSX. */
function sentencesInScript(file: string, text: string, lineOffset: number, kind: ts.ScriptKind): Found[] {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, kind);
  const found: Found[] = [];
  const add = (node: ts.Node, value: string) => {
    if (isSentence(value) && !isForDevelopers(node)) found.push({ file, line: lineOffset + source.getLineAndCharacterOfPosition(node.getStart()).line, text: value.replace(/\s+/g, ' ').trim() });
  };
  const visit = (node: ts.Node) => {
    if (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) return;
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) add(node, node.text);
    else if (ts.isTemplateExpression(node)) add(node, [node.head.text, ...node.templateSpans.map((s) => ` X ${s.literal.text}`)].join(''));
    else if (ts.isJsxText(node)) add(node, node.text);
    else if (ts.isJsxElement(node)) {
      // Text broken by inline elements or expressions ("Call <a>…</a> or email <a>…</a> and tell us") is one sentence.
      const parts = node.children.map((child) => (ts.isJsxText(child) ? child.text : ts.isJsxExpression(child) ? ' X ' : ' X '));
      const joined = parts.join('');
      const ownTexts = node.children.filter(ts.isJsxText).map((c) => c.text);
      if (ownTexts.every((t) => !isSentence(t)) && ownTexts.join('').trim() && isSentence(joined) && !isForDevelopers(node))
        found.push({ file, line: lineOffset + source.getLineAndCharacterOfPosition(node.getStart()).line, text: joined.replace(/\s+/g, ' ').trim() });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/** An .astro file: its frontmatter as TypeScript; its template's text, quoted attributes and expressions. */
function sentencesInAstro(file: string, text: string): Found[] {
  const fence = /^---\r?\n([\s\S]*?)\r?\n---/.exec(text);
  const frontmatter = fence ? fence[1]! : '';
  const found = fence ? sentencesInScript(file, frontmatter, 2, ts.ScriptKind.TS) : [];
  const templateStart = fence ? fence[0].length : 0;
  // Blank out what is not template markup (scripts, styles, comments), keeping offsets for line numbers.
  const blank = (s: string) => s.replace(/[^\n]/g, ' ');
  const template = text.slice(templateStart).replace(/<script\b[\s\S]*?<\/script>|<style\b[\s\S]*?<\/style>|<!--[\s\S]*?-->|\{\/\*[\s\S]*?\*\/\}/g, blank);
  const at = (offset: number) => lineOf(text, templateStart + offset);
  const push = (offset: number, value: string) => {
    if (isSentence(value)) found.push({ file, line: at(offset), text: value.replace(/\s+/g, ' ').trim() });
  };
  // Markup text: the words between tags, across inline elements, with each {expression} standing for a word.
  const withoutInline = template
    .replace(/\{[^{}]*\}/g, (m) => ` X${' '.repeat(Math.max(0, m.length - 2))}`.slice(0, m.length))
    .replace(/<\/?(a|strong|em|b|i|span|time|abbr|code|kbd|br)\b[^>]*>/g, blank);
  // A run that holds operators or braces is code between two elements of an expression, not text.
  for (const m of withoutInline.replace(/=>|[<>!=]==?|&&|\|\|/g, (op) => (op.includes('>') || op.includes('<') ? ' '.repeat(op.length) : op)).matchAll(/>([^<>]+)</g)) {
    if (!/[=&|{}]|\?\.|\btypeof\b/.test(m[1]!)) push(m.index + 1, m[1]!);
  }
  // Quoted attribute values that are words (heading="…", aria-label="…", alt="…"), not code (class, href, d…).
  for (const m of template.matchAll(/\s([a-zA-Z][\w:.-]*)="([^"]*)"/g)) if (!codeAttributes.has(m[1]!)) push(m.index, m[2]!);
  // String literals inside {expressions}: single, double or back quotes.
  for (const expr of template.matchAll(/\{([^{}]*(?:\{[^{}]*\}[^{}]*)*)\}/g)) {
    const code = expr[1]!;
    if (/class(:list)?=\s*$/.test(template.slice(Math.max(0, expr.index - 12), expr.index))) continue;
    for (const lit of code.matchAll(/'((?:[^'\\\n]|\\.)*)'|"((?:[^"\\\n]|\\.)*)"|`([^`]*)`/g)) push(expr.index + 1 + lit.index, (lit[1] ?? lit[2] ?? lit[3] ?? '').replace(/\$\{[^}]*\}/g, 'X'));
  }
  return found;
}

export function sentencesInCode(): Found[] {
  return filesUnder('src', ['.ts', '.tsx', '.astro'])
    .filter((file) => !allowedFiles.some((prefix) => file.startsWith(prefix)))
    .flatMap((file) => {
      const text = readFileSync(join(root, file), 'utf8');
      if (file.endsWith('.astro')) return sentencesInAstro(file, text);
      return sentencesInScript(file, text, 1, file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
    });
}

const report = (found: Found[]) => found.map((f) => `${f.file}:${f.line}: "${f.text.length > 90 ? `${f.text.slice(0, 87)}...` : f.text}"`);

describe('architecture', () => {
  it('imports run down the layers: none reaches a layer above its own, and core imports only core', () => {
    expect(upwardImports()).toEqual([]);
  });

  it('no sentence of four or more words is written in src/ outside the allow-list', () => {
    expect(report(sentencesInCode())).toEqual([]);
  });

  it('finds what it looks for: an upward import and a sentence in code', () => {
    // Guards the guards: the scanners must see the cases they exist for.
    const probe = (name: string, text: string, kind = ts.ScriptKind.TSX) => sentencesInScript(name, text, 1, kind).map((f) => f.text);
    expect(probe('a.tsx', `const a = 'We can’t find that page.'; const b = <p>Call us or email us today</p>;`)).toEqual(['We can’t find that page.', 'Call us or email us today']);
    expect(probe('b.tsx', `const c = <p>Call <a href="tel:1">01632</a> or email <a>x</a> and tell us</p>;`)).toEqual(['Call X or email X and tell us']);
    expect(probe('c.tsx', `const t = \`Time left until \${due}\`;`)).toEqual(['Time left until X']);
    expect(
      probe('d.ts', `throw new Error('src/config/site.ts: the name is missing'); console.warn('this is for the developer'); const k = 'mx-auto max-w-7xl px-4 sm:px-6';`, ts.ScriptKind.TS),
    ).toEqual([]);
    expect(probe('e.tsx', `const e = <div className="flex flex-col items-center gap-2" />; type T = 'one two three four';`)).toEqual([]);
    const astro = sentencesInAstro(
      'f.astro',
      `---\nconst title = 'Page not found here today';\n---\n<h1 class="text-h1 font-bold mx-auto">We can’t find <em>that</em> page</h1>\n<Section heading="Main sections of the site" />\n{open && <p>{'Offer ended on that day'}</p>}\n`,
    );
    expect(astro.map((f) => `${f.line}: ${f.text}`)).toEqual(['2: Page not found here today', '4: We can’t find that page', '5: Main sections of the site', '6: Offer ended on that day']);
    expect(upwardImportsOf('src/lib/probe.ts', `import { site } from '../config/site';\nimport Card from '../components/ui/Card.astro';`)).toEqual([
      "src/lib/probe.ts:2 (lib) imports '../components/ui/Card.astro' (components)",
    ]);
    expect(upwardImportsOf('src/lib/fill.ts', `import { site } from '../config/site';`)).toEqual(["src/lib/fill.ts:1 (core) imports '../config/site' (config)"]);
    expect(upwardImportsOf('src/config/probe.ts', `import type { Period } from '../lib/mtd-calendar';\nexport { x } from '../content/loader';\nconst t = () => import('../lib/tokens');`)).toEqual([
      "src/config/probe.ts:1 (config) imports '../lib/mtd-calendar' (lib)",
      "src/config/probe.ts:2 (config) imports '../content/loader' (build)",
      "src/config/probe.ts:3 (config) imports '../lib/tokens' (lib)",
    ]);
    expect(upwardImportsOf('src/lib/probe.ts', `import { socialCardSvg } from '../../scripts/social-card.mjs';`)).toEqual([
      "src/lib/probe.ts:1 (lib) imports '../../scripts/social-card.mjs' (scripts)",
    ]);
    expect(upwardImportsOf('src/components/ui/Probe.astro', `---\nimport Base from '../../layouts/BaseLayout.astro';\n---\n<Base />`)).toEqual([
      "src/components/ui/Probe.astro:2 (components) imports '../../layouts/BaseLayout.astro' (layouts)",
    ]);
  });
});
