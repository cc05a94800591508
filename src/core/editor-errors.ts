import { readFileSync } from 'node:fs';
import { isAbsolute, join, relative } from 'node:path';
import { LineCounter, parseDocument } from 'yaml';
import { nearest } from './nearest';

/*
 * Mistakes in content/ are reported in an editor's words: the file, the line (and the field, counted
 * from 1: "section 2, card 4, text"), what is wrong and how to fix it, as one short paragraph. The
 * build prints it last (scripts/build.mjs) and `npm run dev` shows it in the page. Node only.
 */

/** A mistake an editor can fix in content/: its message is already in their words. */
export class EditorError extends Error {
  override name = 'EditorError';
}

/** Where a mistake is: a file under content/, and a field path or a line in it. */
export interface Place {
  /** The file, from the project folder (content/pages/about.mdx) or absolute. */
  file: string;
  /** The field, as the data has it (['sections', 1, 'cards', 3, 'text']). */
  field?: readonly (string | number)[];
  /** The line counted from 1, when known without the field. */
  line?: number;
}

/** Singular names of list fields, for "section 2, card 4" instead of sections.1.cards.3. */
const itemNames: Record<string, string> = {
  sections: 'section',
  cards: 'card',
  faqs: 'question',
  actions: 'button',
  features: 'bullet point',
  links: 'link',
  reassurances: 'reassurance',
  tags: 'tag',
  pages: 'page',
  towns: 'town',
  header: 'menu entry',
  footer: 'footer link',
  groups: 'column',
  children: 'link',
  items: 'item',
};

/** A field path in an editor's terms, counted from 1: ['sections', 1, 'cards', 3, 'text'] → "section 2, card 4, text". */
export function fieldLabel(path: readonly (string | number)[]): string {
  const parts: string[] = [];
  for (let i = 0; i < path.length; i++) {
    const key = path[i];
    const next = path[i + 1];
    if (typeof key === 'string' && typeof next === 'number') {
      parts.push(`${itemNames[key] ?? key.replace(/s$/, '')} ${next + 1}`);
      i++;
    } else if (typeof key === 'number') parts.push(`item ${key + 1}`);
    else if (key !== undefined) parts.push(key);
  }
  return parts.join(', ');
}

/** The project-relative form of a path, as an editor sees it in their folder. */
function projectPath(file: string, root = process.cwd()): string {
  return (isAbsolute(file) ? relative(root, file) : file).split('\\').join('/');
}

/** The YAML of a file and the line it starts on: a YAML file whole, or an MDX file's frontmatter. */
function yamlOf(source: string, file: string): { yaml: string; firstLine: number } {
  if (/\.ya?ml$/.test(file)) return { yaml: source, firstLine: 1 };
  const match = /^---\r?\n([\s\S]*?)\r?\n---/.exec(source);
  return { yaml: match?.[1] ?? '', firstLine: 2 };
}

/** The line (from 1) of a field in a YAML file or an MDX file's frontmatter, or of the nearest field above it that exists. */
function lineOfField(source: string, file: string, field: readonly (string | number)[]): number | undefined {
  const { yaml, firstLine } = yamlOf(source, file);
  const counter = new LineCounter();
  const doc = parseDocument(yaml, { lineCounter: counter, keepSourceTokens: true });
  for (let depth = field.length; depth > 0; depth--) {
    const node = doc.getIn(field.slice(0, depth), true) as { range?: [number, number, number] } | undefined;
    if (node && typeof node === 'object' && node.range) return counter.linePos(node.range[0]).line + firstLine - 1;
    // A key whose value is empty has no node: find the key itself.
    const parent = depth > 1 ? doc.getIn(field.slice(0, depth - 1), true) : doc.contents;
    const items = (parent as { items?: { key?: { value?: unknown; range?: [number, number, number] } }[] } | null)?.items;
    const pair = items?.find((item) => item.key?.value === field[depth - 1]);
    if (pair?.key?.range) return counter.linePos(pair.key.range[0]).line + firstLine - 1;
  }
  return undefined;
}

/** "content/x.mdx, line 12 (section 2, card 4, text)": where a mistake is, in an editor's terms. */
export function describePlace(place: Place, root = process.cwd()): string {
  const file = projectPath(place.file, root);
  let line = place.line;
  if (line === undefined && place.field?.length) {
    try {
      line = lineOfField(readFileSync(isAbsolute(place.file) ? place.file : join(root, place.file), 'utf8'), file, place.field);
    } catch {
      line = undefined;
    }
  }
  const field = place.field?.length ? fieldLabel(place.field) : '';
  return `${file}${line ? `, line ${line}` : ''}${field ? ` (${field})` : ''}`;
}

/** An editor's error: where, what is wrong, and the fix. */
export function editorError(place: Place, problem: string, fix?: string): EditorError {
  return new EditorError(`${describePlace(place)}: ${problem}${fix ? ` ${fix}` : ''}`);
}

/** "Did you mean X?" when a near candidate exists, else the general fix. */
export function didYouMean(word: string, candidates: Iterable<string>, otherwise: string, show = (s: string) => s): string {
  const near = nearest(word, candidates);
  return near ? `Did you mean ${show(near)}?` : otherwise;
}

/** A schema's words for one problem, as an editor would put it. */
function plainWords(words: string, field: (string | number)[], file: string): string {
  const name = String(field.at(-1) ?? 'this field');
  // Astro's words may name the field again ("**blog.newer**: Required").
  words = words.replace(/^\*\*.*?\*\*: /, '').replace(/\*\*/g, '');
  let m: RegExpExecArray | null;
  if (/received (undefined|"undefined")/i.test(words) || /^Required$/i.test(words)) {
    const english = file.replace(/\/it\.yaml$/, '/en.yaml');
    if (english !== file) return `the English file has \`${field.join('.')}\`; add it to ${file} with its Italian words (copy the line from ${english}).`;
    return `\`${name}\` is missing. Add it: every page of this kind needs one.`;
  }
  if ((m = /too big.*?<=?\s*(\d+)\s*(characters|items)?/i.exec(words))) return `this is too long: at most ${m[1]} ${m[2] ?? 'characters'}. Shorten it.`;
  if ((m = /too small.*?>=?\s*(\d+)\s*(characters|items)?/i.exec(words))) return `this is too short: at least ${m[1]} ${m[2] ?? 'characters'}. Add to it.`;
  if ((m = /unrecognized keys?:?\s*(.*)/i.exec(words))) return `${m[1]} is not a field this file can have. Check its spelling against docs/content-fields.md, or delete it.`;
  if ((m = /expected one of (.*)/i.exec(words))) return `this must be one of ${m[1].replace(/\|/g, ', ')}.`;
  return words.replace(/^Invalid input: /, '');
}

/** A schema's problems with one file as one paragraph: the first with its place and fix, then each other one by line and field. */
export function problemsError(absoluteFile: string, found: { field: (string | number)[]; words: string }[]): EditorError {
  const file = projectPath(absoluteFile);
  // An unknown field is reported on the object that holds it: point at the field itself.
  const issues = found.map((issue) => {
    const unknown = /Unrecognized keys?: "([^"]+)"/i.exec(issue.words)?.[1];
    return unknown ? { ...issue, field: [...issue.field, unknown] } : issue;
  });
  const [first, ...others] = issues;
  if (!first) return editorError({ file: absoluteFile }, 'this file does not match what the site expects.');
  const also = others.map((issue) => {
    const where = describePlace({ file: absoluteFile, field: issue.field }).slice(file.length + 2);
    return `${where ? `${where}: ` : ''}${plainWords(issue.words, issue.field, file)}`;
  });
  return editorError({ file: absoluteFile, field: first.field }, plainWords(first.words, first.field, file) + (also.length ? ` Also ${also.join(' ')}` : ''));
}
