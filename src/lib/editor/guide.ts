import { editorCollections, type EditorCollection } from './config';
import { tokenValues } from '../tokens';
import type { FieldNode } from './field-tree';

/*
 * The reference of every field (docs/content-fields.md, between the markers below), written from the
 * same field tree as the editor's configuration: a field's hint in the editor and its line in the
 * reference are the schema's description. `npm run editor:guide` rewrites the section; a unit test
 * fails when the section and the schemas disagree.
 */

const guideStart = '<!-- editor-fields:start (written by `npm run editor:guide` from the schemas: do not edit by hand) -->';
const guideEnd = '<!-- editor-fields:end -->';

const typeWords: Record<FieldNode['type'], string> = {
  string: 'text',
  number: 'number',
  boolean: 'yes/no',
  date: 'date',
  select: 'choice',
  object: 'group',
  list: 'list',
  image: 'image',
};

/** "required, 3 to 70 characters" and the like: what an editor must know to fill the field in. */
function rules(field: FieldNode): string {
  const parts = [field.required ? 'required' : 'optional'];
  const unit = field.type === 'list' || field.multiple ? 'items' : field.type === 'number' ? '' : 'characters';
  const range = (min?: number, max?: number) => {
    const u = unit ? ` ${unit}` : '';
    if (min !== undefined && max !== undefined) return min === max ? `exactly ${min}${u}` : `${min} to ${max}${u}`;
    if (min !== undefined && min > (field.type === 'number' ? -Infinity : 1)) return `at least ${min}${u}`;
    if (max !== undefined) return `at most ${max}${u}`;
    return undefined;
  };
  const limit = range(field.min, field.max);
  if (limit) parts.push(limit);
  if (field.maxFilled !== undefined) parts.push(`at most ${field.maxFilled} characters once {tokens} are filled in`);
  if (field.integer) parts.push('a whole number');
  if (field.format === 'date' || field.type === 'date') parts.push('YYYY-MM-DD');
  if (field.format === 'email') parts.push('an email address');
  if (field.format === 'url') parts.push('a web address');
  if (field.options && !field.references) parts.push(`${field.multiple ? 'any of' : 'one of'} ${field.options.map((o) => `\`${o}\``).join(', ')}`);
  if (field.references === 'site-paths') parts.push('addresses of pages of the site');
  if (field.references === 'english-site-paths') parts.push('addresses of English pages of the site');
  if (field.default !== undefined && !(Array.isArray(field.default) && field.default.length === 0) && typeof field.default !== 'object') parts.push(`default \`${String(field.default)}\``);
  return parts.join(', ');
}

function fieldLines(fields: FieldNode[], depth: number, onlyDescribed: boolean): string[] {
  const indent = '  '.repeat(depth);
  return fields.flatMap((field) => {
    const children = field.fields ? fieldLines(field.fields, depth + 1, onlyDescribed) : [];
    if (onlyDescribed && !field.hint && children.length === 0) return [];
    const line = `${indent}- **${field.label}** \`${field.name}\` (${typeWords[field.type]}, ${rules(field)})${field.hint ? `: ${field.hint}` : ''}`;
    return [line, ...children];
  });
}

const whereOf = (c: EditorCollection) => (c.folder ? `\`${c.folder.replace(/^content\//, '')}/\`` : '');

/** The short names a text may quote a figure by ({price:payroll}), grouped by kind. */
function tokenLines(tokens: string[]): string[] {
  const groups = new Map<string, string[]>();
  for (const token of tokens) {
    const [kind, name] = token.includes(':') ? (token.split(':') as [string, string]) : ['', token];
    groups.set(kind, [...(groups.get(kind) ?? []), name]);
  }
  return [...groups].map(([kind, names]) => (kind ? `- \`{${kind}:…}\`: ${names.join(', ')}` : `- ${names.map((n) => `\`{${n}}\``).join(', ')}`));
}

/** The generated section, markers included. */
export function guideSection(collections: EditorCollection[] = editorCollections(), tokens: string[] = Object.keys(tokenValues())): string {
  const out: string[] = [guideStart, '', '## Short names of figures (tokens)', ''];
  out.push(
    "A text may quote a figure of the firm's facts by its short name in braces: `{price:cloud-accounting}` is that starting price with its VAT words, as the page shows it today. In the text of a page, **Insert** places the same figures. Italian pages use the `…It` forms.",
    '',
    ...tokenLines(tokens),
    '',
    '## Every field, as the editor shows it',
    '',
  );
  out.push(
    'What each field holds and the rules the build checks, as the schemas say it (the editor shows the same words under each field). "Once {tokens} are filled in" means the limit counts the figure a token becomes, not the token.',
    '',
  );
  const base = collections.find((c) => c.name === 'pages')!;
  const baseNames = new Set(base.fields.map((f) => f.name));
  for (const c of collections) {
    if (c.kind === 'files') {
      for (const file of c.files ?? []) {
        const words = c.name === 'words';
        out.push(`### ${file.label} (\`${file.file.replace(/^content\//, '')}\`)`, '', file.description, '');
        if (words) out.push('Every key is required in both languages. Keys not listed are words or phrases shown as they are.', '');
        out.push(...fieldLines(file.fields, 0, words), '');
      }
      continue;
    }
    out.push(`### ${c.label} (${whereOf(c)})`, '', c.description, '');
    const extends_ = c !== base && c.kind === 'pages' && base.fields.every((f) => c.fields.some((g) => g.name === f.name));
    if (extends_) {
      const extra = c.fields.filter((f) => !baseNames.has(f.name));
      out.push(extra.length ? `The fields of a main page, and:` : 'The fields of a main page.', '');
      if (extra.length) out.push(...fieldLines(extra, 0, false), '');
    } else out.push(...fieldLines(c.fields, 0, false), '');
  }
  out.push(guideEnd);
  return out.join('\n');
}

/** The section as it stands in the guide, or undefined. */
export function currentGuideSection(readme: string): string | undefined {
  const start = readme.indexOf(guideStart);
  const end = readme.indexOf(guideEnd);
  return start === -1 || end === -1 ? undefined : readme.slice(start, end + guideEnd.length);
}

/** The guide with its section replaced by `section` (added at the end if the markers are missing). */
export function withGuideSection(readme: string, section: string = guideSection()): string {
  const current = currentGuideSection(readme);
  return current === undefined ? `${readme.trimEnd()}\n\n${section}\n` : readme.replace(current, () => section);
}
