import type { z } from 'astro/zod';

/*
 * The one reading of the content schemas for the firm's editor and the editors' guide: a schema is
 * walked into a tree of fields (name, a label an editor understands, the schema's description as the
 * hint, type, required, options, limits, lists of objects, references). The editor's configuration
 * (src/lib/editor/config.ts) and the field lists of docs/content-fields.md (src/lib/editor/guide.ts) are
 * both written from this tree, so nothing about a field is typed twice.
 *
 * It reads Zod 4's definitions (`schema._zod.def`), which Zod documents for library authors.
 */

export type FieldType = 'string' | 'number' | 'boolean' | 'date' | 'select' | 'object' | 'list' | 'image';

export interface FieldNode {
  /** The key in the file. */
  name: string;
  /** What the editor shows as the field's name. */
  label: string;
  /** The schema's description: the hint under the field in the editor and its line in the guide. */
  hint?: string;
  type: FieldType;
  /** False when the field may be left empty (optional, or it has a default). */
  required: boolean;
  /** The value the site uses when the field is left empty. */
  default?: unknown;
  /** Choices of a select. */
  options?: string[];
  /** A select of several values (a list of choices). */
  multiple?: boolean;
  /** Characters (text), value (number) or items (list) at least / at most, as the editor may check them. */
  min?: number;
  max?: number;
  /** At most this many characters once {tokens} are filled in: the build checks it, the editor cannot. */
  maxFilled?: number;
  /** A whole number. */
  integer?: boolean;
  /** A pattern the value must match and the schema's message when it does not. */
  pattern?: { source: string; message: string };
  /** A special kind of text: an email address, a web address, a date as text (YYYY-MM-DD). */
  format?: 'email' | 'url' | 'date';
  /** Fields of an object, or of each item of a list of objects. */
  fields?: FieldNode[];
  /** The item of a list of plain values. */
  item?: FieldNode;
  /** What the field's values name elsewhere (a page's address, a blog category), for a picker. */
  references?: string;
  /** The same in every language: set in the English file only (an icon, an illustration). */
  shared?: boolean;
}

/** Metadata a schema may carry for the editor, set with `.meta({ editor: … })`. */
export interface EditorMeta {
  /** A label when the key's words are not clear to an editor. */
  label?: string;
  /** Values name something elsewhere: 'site-paths' (the site's pages), 'english-site-paths' (its English pages), 'blog-categories', 'blog-tags'. */
  references?: string;
  /** An image from the media folder (the stand-in for Astro's image() helper). */
  image?: boolean;
  /** The same in every language: the Italian file leaves it out and shows the English file's. */
  shared?: boolean;
}

/** Labels for keys whose words alone would puzzle an editor; any other key is spelled out (faqHeading → "FAQ heading"). */
const labels: Record<string, string> = {
  href: 'Link to',
  cta: 'Closing call to action',
  faqs: 'Questions and answers',
  faqOneAtATime: 'Open one answer at a time',
  template: 'Page template',
  barLabel: 'Phone bar button text',
  headerCta: 'Header button',
  navGroup: 'List the pages of this menu group',
  navGroupHeading: 'Heading above that list',
  navGroupIntro: 'Sentence under that heading',
  linkLabel: 'Link text',
  src: 'Image',
  alt: 'Alternative text (what the image shows)',
  lead: 'Sentence under the heading',
  dayOfWeek: 'Days (for search engines)',
  regionIt: 'Region (Italian)',
  countryIt: 'Country (Italian)',
  en: 'English',
  it: 'Italian',
  consentGiven: 'Consent given on',
  sectionsPosition: 'Where the card sections go',
  aside: 'Panel of facts beside the text',
  whenEnded: 'Hero once the offer has ended',
  pricesConfirmed: 'Prices confirmed by the firm',
  mtdSetup: 'MTD software set-up fees',
  mtdPackages: 'MTD package prices',
  vat: 'VAT',
  url: 'Web address',
  id: 'Identifier',
};

/** "faqHeading" → "FAQ heading"; "sole-trader" → "Sole trader". */
export function labelOf(name: string): string {
  if (labels[name]) return labels[name];
  const words = name
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[-_]/g, ' ')
    .toLowerCase()
    .replace(/\b(faq|mtd|vat|cta|url|uk|hmrc)\b/g, (w) => w.toUpperCase());
  return words.charAt(0).toUpperCase() + words.slice(1);
}

// Zod 4's definitions, as far as this module reads them.
interface Def {
  type: string;
  innerType?: Schema;
  defaultValue?: unknown;
  in?: Schema;
  out?: Schema;
  shape?: Record<string, Schema>;
  element?: Schema;
  keyType?: Schema;
  valueType?: Schema;
  entries?: Record<string, string | number>;
  values?: unknown[];
  options?: Schema[];
  checks?: { _zod: { def: CheckDef } }[];
  format?: string;
  pattern?: RegExp;
  getter?: () => Schema;
}
interface CheckDef {
  check: string;
  value?: number | bigint | Date;
  minimum?: number;
  maximum?: number;
  length?: number;
  format?: string;
  pattern?: RegExp;
  error?: (issue: unknown) => unknown;
}
type Schema = z.ZodType & { _zod: { def: Def } };

const metaOf = (schema: Schema): { description?: string; editor?: EditorMeta } => (schema.meta?.() as { description?: string; editor?: EditorMeta } | undefined) ?? {};

/** What wraps a value's schema: optional, a default, a transform (a pipe's input is what an editor types). */
interface Unwrapped {
  core: Schema;
  required: boolean;
  default?: unknown;
  hint?: string;
  editor: EditorMeta;
  maxFilled?: number;
}

function unwrap(schema: Schema): Unwrapped {
  const out: Unwrapped = { core: schema, required: true, editor: {} };
  let current = schema;
  for (;;) {
    const meta = metaOf(current);
    out.hint ??= meta.description;
    out.editor = { ...meta.editor, ...out.editor };
    const def = current._zod.def;
    if (def.type === 'optional' || def.type === 'nullable') {
      out.required = false;
      current = def.innerType!;
    } else if (def.type === 'default' || def.type === 'prefault') {
      out.required = false;
      out.default ??= def.defaultValue;
      current = def.innerType!;
    } else if (def.type === 'readonly' || def.type === 'catch' || def.type === 'nonoptional') {
      current = def.innerType!;
    } else if (def.type === 'lazy') {
      current = def.getter!();
    } else if (def.type === 'pipe') {
      // z.preprocess(): the value typed is the output schema's.
      if (def.in!._zod.def.type === 'transform') current = def.out!;
      else {
        // text(…).pipe(z.string().max(70)): the limit applies after {tokens} are filled, so the editor
        // must not check it against what is typed; it is shown in the hint instead.
        const after = limitsOf(def.out!).max ?? (metaOf(def.out!) as { maxFilled?: number }).maxFilled;
        if (after !== undefined && containsTransform(def.in!)) out.maxFilled = after;
        current = def.in!;
      }
    } else break;
  }
  out.core = current;
  return out;
}

function containsTransform(schema: Schema): boolean {
  const def = schema._zod.def;
  if (def.type === 'transform') return true;
  if (def.type === 'pipe') return containsTransform(def.in!) || containsTransform(def.out!);
  return false;
}

function limitsOf(schema: Schema): { min?: number; max?: number; integer?: boolean; pattern?: FieldNode['pattern'] } {
  const out: ReturnType<typeof limitsOf> = {};
  const def = schema._zod.def;
  const checks = (def.checks ?? []).map((c) => c._zod.def as unknown as CheckDef);
  for (const check of checks) {
    switch (check.check) {
      case 'min_length':
        out.min = Math.max(out.min ?? 0, check.minimum!);
        break;
      case 'max_length':
        out.max = Math.min(out.max ?? Infinity, check.maximum!);
        break;
      case 'length_equals':
        out.min = out.max = check.length!;
        break;
      case 'greater_than':
        // positive() is "greater than 0": for whole numbers the least is 1.
        out.min = Number(check.value) + ((check as { inclusive?: boolean }).inclusive ? 0 : 1);
        break;
      case 'less_than':
        out.max = Number(check.value) - ((check as { inclusive?: boolean }).inclusive ? 0 : 1);
        break;
      case 'number_format':
        if (check.format === 'safeint' || check.format === 'int32') out.integer = true;
        break;
      case 'string_format':
        if (check.format === 'regex' && check.pattern) {
          const message = check.error?.({ code: 'invalid_format' });
          // A pattern without words is a developer's omission (tests/unit/editor-config.test.ts names it): never show an editor the pattern itself.
          out.pattern = { source: check.pattern.source, message: typeof message === 'string' ? message : 'is not written the way this field needs: see its description' };
        }
        break;
    }
  }
  return out;
}

/** The field tree of one value's schema, named `name`. */
export function fieldOf(name: string, schema: z.ZodType): FieldNode {
  const u = unwrap(schema as Schema);
  const def = u.core._zod.def;
  const base = {
    name,
    label: u.editor.label ?? labelOf(name),
    ...(u.hint ? { hint: u.hint } : {}),
    // A value the schema fills in itself when it is left out (z.preprocess((v) => v ?? [], …)) is not required either.
    required: u.required && !schema.safeParse(undefined).success,
    ...(u.default !== undefined ? { default: u.default } : {}),
    ...(u.editor.references ? { references: u.editor.references } : {}),
    ...(u.editor.shared ? { shared: true } : {}),
  };
  if (u.editor.image) return { ...base, type: 'image' };
  switch (def.type) {
    case 'string': {
      const limits = limitsOf(u.core);
      // Text that may be empty is not required in the editor (it saves nothing, and the schema's default applies).
      if (!limits.min && !limits.pattern && !def.format && u.default !== undefined) base.required = false;
      const format = def.format === 'email' || def.format === 'url' || def.format === 'date' ? def.format : undefined;
      return {
        ...base,
        type: 'string',
        ...(limits.min ? { min: limits.min } : {}),
        ...(limits.max !== undefined ? { max: limits.max } : {}),
        ...(u.maxFilled !== undefined ? { maxFilled: u.maxFilled } : {}),
        ...(limits.pattern ? { pattern: limits.pattern } : {}),
        ...(format ? { format } : {}),
      };
    }
    case 'number': {
      const limits = limitsOf(u.core);
      return {
        ...base,
        type: 'number',
        ...(limits.min !== undefined ? { min: limits.min } : {}),
        ...(limits.max !== undefined ? { max: limits.max } : {}),
        ...(limits.integer ? { integer: true } : {}),
      };
    }
    case 'boolean':
      return { ...base, type: 'boolean' };
    case 'date':
      return { ...base, type: 'date' };
    case 'enum':
      return { ...base, type: 'select', options: Object.values(def.entries!).map(String) };
    case 'literal':
      return { ...base, type: 'select', options: def.values!.map(String) };
    case 'object':
      return { ...base, type: 'object', fields: Object.entries(def.shape!).map(([key, value]) => fieldOf(key, value)) };
    case 'record': {
      // A record keyed by a fixed list (prices per service, claims by id) is an object with one field per key.
      const keys = u.core._zod.def.keyType!._zod.def;
      if (keys.type !== 'enum') throw new Error(`${name}: a record needs a fixed list of keys for the editor`);
      return { ...base, type: 'object', fields: Object.values(keys.entries!).map((key) => fieldOf(String(key), def.valueType!)) };
    }
    case 'array': {
      const limits = limitsOf(u.core);
      const item = fieldOf(name, def.element!);
      const counts = { ...(limits.min ? { min: limits.min } : {}), ...(limits.max !== undefined ? { max: limits.max } : {}) };
      if (item.type === 'select' || item.references)
        return { ...base, type: 'select', options: item.options, multiple: true, ...counts, ...(item.references && !base.references ? { references: item.references } : {}) };
      if (item.type === 'object') return { ...base, type: 'list', fields: item.fields, ...counts };
      return { ...base, type: 'list', item: { ...item, label: base.label }, ...counts, ...(item.references && !base.references ? { references: item.references } : {}) };
    }
    case 'union': {
      // A union of plain values is a select; anything else is not something the editor can offer.
      const options = def.options!.map((o) => unwrap(o as Schema).core._zod.def);
      // A day written as text or read as a date (src/content/schemas/day.ts) is a date.
      if (options.some((o) => o.type === 'date')) return { ...base, type: 'date' };
      if (options.every((o) => o.type === 'literal' || o.type === 'enum'))
        return { ...base, type: 'select', options: options.flatMap((o) => (o.type === 'literal' ? o.values!.map(String) : Object.values(o.entries!).map(String))) };
      // A list or a word that stands for "none" (content/firm/people.yaml): the editor edits the list; the word
      // is written in the file by hand.
      const lists = def.options!.filter((o) => unwrap(o as Schema).core._zod.def.type === 'array');
      if (lists.length === 1 && options.every((o) => o.type === 'array' || o.type === 'literal'))
        return { ...fieldOf(name, lists[0] as z.ZodType), label: base.label, required: base.required, ...('hint' in base ? { hint: base.hint } : {}) };
      throw new Error(`${name}: a union of ${options.map((o) => o.type).join(', ')} has no editor field`);
    }
    default:
      throw new Error(`${name}: a schema of type ${def.type} has no editor field`);
  }
}

/** The fields of an object schema, or of a record with a fixed list of keys (refinements and transforms around it are looked through). */
export function fieldsOf(schema: z.ZodType): FieldNode[] {
  const node = fieldOf('', schema);
  if (node.type !== 'object') throw new Error(`expected an object schema, got ${node.type}`);
  return node.fields!;
}

/** The description of a schema itself (a collection's or a file's), if any. */
export const descriptionOf = (schema: z.ZodType): string | undefined => unwrap(schema as Schema).hint;

/** Every field in a tree, depth first, with its path (`hero.actions.label`). */
export function* walkFields(fields: FieldNode[], prefix = ''): Generator<{ path: string; field: FieldNode }> {
  for (const field of fields) {
    const path = prefix ? `${prefix}.${field.name}` : field.name;
    yield { path, field };
    if (field.fields) yield* walkFields(field.fields, path);
  }
}
