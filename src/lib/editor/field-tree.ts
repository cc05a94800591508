import { z } from 'astro/zod';

/*
 * The one reading of the content schemas for the firm's editor and the editors' guide: a schema is
 * walked into a tree of fields (name, a label an editor understands, the schema's description as the
 * hint, type, required, options, limits, lists of objects, references). The editor's configuration
 * (src/lib/editor/config.ts) and the field lists of docs/content-fields.md (src/lib/editor/guide.ts) are
 * both written from this tree, so nothing about a field is typed twice.
 *
 * It reads each schema as Zod's own JSON Schema of what an editor types (`z.toJSONSchema`).
 */

type FieldType = 'string' | 'number' | 'boolean' | 'date' | 'select' | 'object' | 'list' | 'image';

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
interface EditorMeta {
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

/** A schema as JSON Schema of what an editor types (`z.toJSONSchema`, io: input), with the three things JSON Schema cannot say. */
interface Json {
  type?: string | string[];
  description?: string;
  default?: unknown;
  properties?: Record<string, Json>;
  required?: string[];
  propertyNames?: Json;
  additionalProperties?: Json | boolean;
  items?: Json;
  anyOf?: Json[];
  enum?: unknown[];
  const?: unknown;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  maxItems?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  format?: string;
  editor?: EditorMeta;
  /** At most this many characters once {tokens} are filled in (text(…).pipe(shownAtMost(…)) in src/content.config.ts). */
  maxFilled?: number;
  /** A pattern with the schema's own words for a value that does not match. */
  regex?: FieldNode['pattern'];
  /** A value the schema fills in itself when it is left out (z.preprocess((v) => v ?? [], …)). */
  fillsItself?: boolean;
}

/** The JSON Schema of a value's schema, with what the editor needs besides. */
const jsonOf = (schema: z.ZodType): Json =>
  z.toJSONSchema(schema, {
    io: 'input',
    unrepresentable: 'any',
    override: ({ zodSchema, jsonSchema }) => {
      const json = jsonSchema as Json;
      const schema = zodSchema as unknown as z.ZodType;
      // A day written as text or read as a date (src/content/schemas/day.ts).
      if (schema instanceof z.ZodDate) json.type = 'date';
      // Zod leaves out the default of a value with a transform inside (a list of texts with {tokens}): it is what the site uses all the same.
      if (schema instanceof z.ZodDefault) json.default = schema.def.defaultValue;
      // text(…).pipe(shownAtMost(…)) (src/content.config.ts): the limit applies after {tokens} are filled, so the
      // editor must not check it against what is typed; it is shown in the hint instead.
      const maxFilled = schema instanceof z.ZodPipe ? (z.globalRegistry.get(schema.out) as { maxFilled?: number } | undefined)?.maxFilled : undefined;
      if (maxFilled !== undefined) json.maxFilled = maxFilled;
      if (schema instanceof z.ZodPipe && schema.in instanceof z.ZodTransform) json.fillsItself = schema.safeParse(undefined).success;
      // JSON Schema keeps a pattern but not its words, which Zod keeps on the check.
      for (const check of (schema._zod.def as { checks?: { _zod: { def: { format?: string; pattern?: RegExp; error?: (issue: unknown) => unknown } } }[] }).checks ?? []) {
        const { format, pattern, error } = check._zod.def;
        if (format !== 'regex' || !pattern) continue;
        const message = error?.({ code: 'invalid_format' });
        // A pattern without words is a developer's omission (tests/unit/editor-config.test.ts names it): never show an editor the pattern itself.
        json.regex = { source: pattern.source, message: typeof message === 'string' ? message : 'is not written the way this field needs: see its description' };
      }
    },
  }) as Json;

/** The least and the most of a number: positive() is "greater than 0", so for whole numbers the least is 1; ±2^53 is only "a whole number". */
const least = (json: Json) => (json.exclusiveMinimum !== undefined ? json.exclusiveMinimum + 1 : json.minimum === Number.MIN_SAFE_INTEGER ? undefined : json.minimum);
const most = (json: Json) => (json.exclusiveMaximum !== undefined ? json.exclusiveMaximum - 1 : json.maximum === Number.MAX_SAFE_INTEGER ? undefined : json.maximum);

/** The field tree of one value's schema, named `name`. */
export function fieldOf(name: string, schema: z.ZodType): FieldNode {
  return fieldOfJson(name, jsonOf(schema), !schema.safeParse(undefined).success);
}

function fieldOfJson(name: string, json: Json, required: boolean): FieldNode {
  const editor = json.editor ?? {};
  const base = {
    name,
    label: editor.label ?? labelOf(name),
    ...(json.description ? { hint: json.description } : {}),
    required: required && json.default === undefined && !json.fillsItself,
    ...(json.default !== undefined ? { default: json.default } : {}),
    ...(editor.references ? { references: editor.references } : {}),
    ...(editor.shared ? { shared: true } : {}),
  };
  const counts = { ...(json.minItems ? { min: json.minItems } : {}), ...(json.maxItems !== undefined ? { max: json.maxItems } : {}) };
  const options = json.enum ?? (json.const !== undefined ? [json.const] : undefined);
  if (editor.image) return { ...base, type: 'image' };
  if (options) return { ...base, type: 'select', options: options.map(String) };
  // A day written as text or read as a date (src/content/schemas/day.ts) is a date.
  if ([json.type, json.anyOf?.map((o) => o.type)].flat().includes('date')) return { ...base, type: 'date' };
  switch (json.type) {
    case 'string': {
      const format = json.format === 'uri' ? 'url' : json.format === 'email' || json.format === 'date' ? json.format : undefined;
      return {
        ...base,
        type: 'string',
        ...(json.minLength ? { min: json.minLength } : {}),
        ...(json.maxLength !== undefined ? { max: json.maxLength } : {}),
        ...(json.maxFilled !== undefined ? { maxFilled: json.maxFilled } : {}),
        ...(json.regex ? { pattern: json.regex } : {}),
        ...(format ? { format } : {}),
      };
    }
    case 'number':
    case 'integer': {
      const [min, max] = [least(json), most(json)];
      return { ...base, type: 'number', ...(min !== undefined ? { min } : {}), ...(max !== undefined ? { max } : {}), ...(json.type === 'integer' ? { integer: true } : {}) };
    }
    case 'boolean':
      return { ...base, type: 'boolean' };
    case 'object': {
      if (json.properties) return { ...base, type: 'object', fields: Object.entries(json.properties).map(([key, value]) => fieldOfJson(key, value, json.required?.includes(key) ?? false)) };
      // A record keyed by a fixed list (prices per service, claims by id) is an object with one field per key.
      const keys = json.propertyNames?.enum;
      if (!keys) throw new Error(`${name}: a record needs a fixed list of keys for the editor`);
      return { ...base, type: 'object', fields: keys.map((key) => fieldOfJson(String(key), json.additionalProperties as Json, true)) };
    }
    case 'array': {
      const item = fieldOfJson(name, json.items!, true);
      if (item.type === 'select' || item.references)
        return { ...base, type: 'select', options: item.options, multiple: true, ...counts, ...(item.references && !base.references ? { references: item.references } : {}) };
      if (item.type === 'object') return { ...base, type: 'list', fields: item.fields, ...counts };
      return { ...base, type: 'list', item: { ...item, label: base.label }, ...counts, ...(item.references && !base.references ? { references: item.references } : {}) };
    }
  }
  if (json.anyOf) {
    const types = json.anyOf.map((o) => (o.enum || o.const !== undefined ? 'literal' : o.type));
    // A union of plain values is a select.
    if (types.every((t) => t === 'literal')) return { ...base, type: 'select', options: json.anyOf.flatMap((o) => (o.enum ?? [o.const]).map(String)) };
    // A list or a word that stands for "none" (content/firm/people.yaml): the editor edits the list; the word
    // is written in the file by hand.
    const lists = json.anyOf.filter((o) => o.type === 'array');
    if (lists.length === 1 && types.every((t) => t === 'array' || t === 'literal'))
      return { ...fieldOfJson(name, lists[0]!, true), label: base.label, required: base.required, ...('hint' in base ? { hint: base.hint } : {}) };
    throw new Error(`${name}: a union of ${types.join(', ')} has no editor field`);
  }
  throw new Error(`${name}: a schema of type ${json.type} has no editor field`);
}

/** The fields of an object schema, or of a record with a fixed list of keys (refinements and transforms around it are looked through). */
export function fieldsOf(schema: z.ZodType): FieldNode[] {
  const node = fieldOf('', schema);
  if (node.type !== 'object') throw new Error(`expected an object schema, got ${node.type}`);
  return node.fields!;
}

/** Every field in a tree, depth first, with its path (`hero.actions.label`). */
export function* walkFields(fields: FieldNode[], prefix = ''): Generator<{ path: string; field: FieldNode }> {
  for (const field of fields) {
    const path = prefix ? `${prefix}.${field.name}` : field.name;
    yield { path, field };
    if (field.fields) yield* walkFields(field.fields, path);
  }
}
