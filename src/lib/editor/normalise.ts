import { parse, stringify } from 'yaml';

/*
 * The editor (Sveltia CMS) rewrites a whole file on every save: its YAML in its own style, the keys
 * in the order of the editor's fields. A file kept in that style changes only where an editor changed
 * it, so a review shows one line for one field. This module writes a file exactly as the editor
 * would (`npm run editor:normalise` rewrites content/ with it once, and after hand edits); the
 * editor's own options are `editorYaml` below, written into its configuration.
 */

/** The editor's YAML options (its `output.yaml`): two-space indent, list items indented, every text in double quotes (as the pages' frontmatter already was). */
export const editorYaml = { indent_size: 2, indent_sequences: true, quote: 'double' } as const;

/** A field of the editor's configuration, as far as saving is concerned. */
interface OutputField {
  name: string;
  widget?: string;
  required?: boolean;
  default?: unknown;
  multiple?: boolean;
  value_type?: string;
  fields?: OutputField[];
  field?: OutputField;
}

/**
 * The YAML text the editor writes for `data`: its formatter calls the same `yaml` library with these
 * options (Sveltia's `formatYAML`, src/lib/services/contents/file/format.js).
 */
export function formatYaml(data: unknown, options: { indent_size: number; indent_sequences: boolean; quote: 'none' | 'double' | 'single' } = editorYaml): string {
  const { indent_size: indent, indent_sequences: indentSeq, quote } = options;
  return stringify(data, null, {
    indent,
    indentSeq,
    lineWidth: 0,
    defaultKeyType: 'PLAIN',
    defaultStringType: quote === 'double' ? 'QUOTE_DOUBLE' : quote === 'single' ? 'QUOTE_SINGLE' : 'PLAIN',
    singleQuote: quote !== 'double',
  }).trim();
}

const isPlainObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const isEmpty = (value: unknown) => value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0) || (isPlainObject(value) && Object.keys(value).length === 0);
const isRequired = (field: OutputField) => field.required !== false;
const isList = (field: OutputField) => field.widget === 'list' || (field.widget === 'select' && field.multiple === true);

/** What the editor puts in a field the file leaves out: the field's default, false for a yes/no, else nothing. */
function defaultOf(field: OutputField): unknown {
  const given = field.default;
  if (field.widget === 'boolean') return typeof given === 'boolean' ? given : false;
  if (field.widget === 'object') return isPlainObject(given) ? given : isRequired(field) ? entry({}, field.fields ?? []) : null;
  if (isList(field)) return Array.isArray(given) ? given : [];
  if (field.widget === 'number') return given ?? null;
  if (field.widget === 'select') return given ?? '';
  return typeof given === 'string' ? given : '';
}

/** A value the file holds, as the editor reads it into a field and writes it back. */
function value(v: unknown, field: OutputField): unknown {
  if (field.widget === 'object') return isPlainObject(v) && Object.keys(v).length > 0 ? entry(v, field.fields ?? []) : v === null ? null : defaultOf(field);
  if (isList(field)) {
    if (!Array.isArray(v)) return v === null || v === undefined || isPlainObject(v) || field.fields ? defaultOf(field) : [v];
    if (field.fields) return v.map((item) => (isPlainObject(item) ? entry(item, field.fields!) : item));
    if (field.field) return v.map((item) => value(item, field.field!));
    return v;
  }
  if (field.widget === 'boolean') return typeof v === 'boolean' ? v : v === 'true' ? true : v === 'false' ? false : defaultOf(field);
  if (field.widget === 'number') return typeof v === 'number' || v === null ? v : Number.isNaN(Number(v)) || v === '' ? defaultOf(field) : Number(v);
  if (isPlainObject(v) || Array.isArray(v)) return defaultOf(field);
  return typeof v === 'string' ? v : String(v ?? '');
}

/**
 * An object as the editor saves it (Sveltia's draft normalisation and `finalizeContent`): keys in the
 * order of its fields, a field left out filled with its default (false for a yes/no), an empty
 * optional field left out, and keys it has no field for kept at the end, sorted.
 */
export function entry(data: Record<string, unknown>, fields: OutputField[]): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const field of fields) {
    const v = field.name in data && data[field.name] !== undefined ? value(data[field.name], field) : defaultOf(field);
    if (!isRequired(field) && isEmpty(v)) continue;
    out[field.name] = v;
  }
  // The editor sorts them (a map of free keys, such as a language's tag names, included).
  for (const key of Object.keys(data)
    .filter((k) => !fields.some((f) => f.name === k))
    .sort())
    out[key] = data[key];
  return out;
}

/** A YAML data file as the editor saves it. */
function normaliseYaml(text: string, fields: OutputField[]): string {
  const data = parse(text) as unknown;
  return `${formatYaml(isPlainObject(data) ? entry(data, fields) : data)}\n`;
}

const frontmatter = /^---\n([\s\S]*?)\n---(?:\n([\s\S]*))?$/;

/** An MDX file as the editor saves it: its frontmatter rewritten, its body as it was. */
function normaliseFrontmatter(text: string, fields: OutputField[]): string {
  const match = frontmatter.exec(text.trim().replace(/\r\n?/g, '\n'));
  if (!match) return text;
  const data = (parse(match[1] ?? '') ?? {}) as Record<string, unknown>;
  // The body is written below the frontmatter, as it was.
  const head = formatYaml(
    entry(
      data,
      fields.filter((f) => f.name !== 'body'),
    ),
  );
  const body = (match[2] ?? '').trim();
  return `---\n${head}\n---\n${body ? `\n${body}\n` : ''}`;
}

/** A collection of the editor's configuration, as far as where its files are and what they hold. */
interface OutputCollection {
  folder?: string;
  extension?: string;
  format?: string;
  fields?: OutputField[];
  files?: { file: string; fields: OutputField[] }[];
}

/** A file the editor saves: its path from the project folder, its fields, and whether it is YAML or frontmatter. */
export interface EditorFile {
  path: string;
  fields: OutputField[];
  kind: 'yaml' | 'frontmatter';
}

/** Every file the editor saves, from its configuration; `list(folder)` gives the files under a folder, from the project folder. */
export function editorFiles(config: { collections: OutputCollection[]; i18n?: { locales?: string[] } }, list: (folder: string) => string[]): EditorFile[] {
  const locales = config.i18n?.locales ?? [];
  return config.collections.flatMap((c): EditorFile[] => {
    if (c.files)
      return c.files.flatMap((f) =>
        (f.file.includes('{{locale}}') ? locales.map((l) => f.file.replace('{{locale}}', l)) : [f.file]).map((path) => ({ path, fields: f.fields, kind: 'yaml' as const })),
      );
    if (!c.folder) return [];
    const kind = c.format === 'frontmatter' ? 'frontmatter' : 'yaml';
    return list(c.folder.replace(/\/\{\{locale\}\}$/, ''))
      .filter((path) => path.endsWith(`.${c.extension}`))
      .map((path) => ({ path, fields: c.fields ?? [], kind }));
  });
}

/** A file's text as the editor would save it. */
export const normalised = (text: string, file: EditorFile) => (file.kind === 'yaml' ? normaliseYaml(text, file.fields) : normaliseFrontmatter(text, file.fields));
