import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { parse, stringify } from 'yaml';
import { z } from 'astro/zod';
import { editorCollections, sveltiaConfig } from '../../src/lib/editor/config';
import { walkFields } from '../../src/lib/editor/field-tree';
import { currentGuideSection, guideSection } from '../../src/lib/editor/guide';

/*
 * The editor's configuration (/admin/config.yml) and the editors' guide are written from the content
 * schemas. Zod's own JSON Schema of each schema is the independent reading they are checked against.
 */

type Json = { type?: string; properties?: Record<string, Json>; items?: Json; propertyNames?: { enum?: string[] }; additionalProperties?: Json; anyOf?: Json[]; description?: string };
type Field = { name: string; widget: string; fields?: Field[]; field?: Field; hint?: string; maxlength?: number; minlength?: number; required?: boolean };

/** Every key path a schema accepts, as Zod's JSON Schema of its input says (`hero.actions.label`). */
function schemaPaths(json: Json, prefix = ''): string[] {
  const node = json.anyOf?.find((j) => j.type !== 'null') ?? json;
  const properties = node.properties ?? (node.propertyNames?.enum ? Object.fromEntries(node.propertyNames.enum.map((k) => [k, node.additionalProperties ?? {}])) : undefined);
  if (properties) return Object.entries(properties).flatMap(([key, value]) => [`${prefix}${key}`, ...schemaPaths(value, `${prefix}${key}.`)]);
  if (node.type === 'array' && node.items) return schemaPaths(node.items, prefix);
  return [];
}

/** Every key path the editor's fields write. */
function configPaths(fields: Field[], prefix = ''): string[] {
  return fields.flatMap((f) => [`${prefix}${f.name}`, ...(f.fields ? configPaths(f.fields, `${prefix}${f.name}.`) : [])]);
}

/** The paths one side has and the other lacks: empty when the schema and the configuration agree. */
function disagreements(schema: z.ZodType, fields: Field[], extra: string[] = []): { missing: string[]; unknown: string[] } {
  const want = schemaPaths(z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as Json);
  const have = configPaths(fields);
  return {
    missing: want.filter((p) => !have.includes(p)),
    unknown: have.filter((p) => !want.includes(p) && !extra.includes(p) && !want.some((w) => p.startsWith(`${w}.`) && !want.some((x) => x.startsWith(`${w}.`)))),
  };
}

const config = sveltiaConfig() as { collections: { name: string; fields?: Field[]; files?: { name: string; fields: Field[] }[] }[] };
const fieldsOfCollection = (name: string) => config.collections.find((c) => c.name === name)!.fields!;
const fieldsOfFile = (collection: string) => config.collections.find((c) => c.name === collection)!.files![0]!.fields;

describe('the editor configuration generated from the schemas', () => {
  const collections = editorCollections();

  test('every field of every schema maps to an editor field, and the editor has no field the schema lacks', () => {
    let checked = 0;
    for (const c of collections) {
      if (c.kind === 'files') {
        for (const file of c.files!) {
          expect(disagreements(file.schema, fieldsOfFile(`${c.name}-${file.name}`)), `${c.name}/${file.name}`).toEqual({ missing: [], unknown: [] });
          checked += 1;
        }
      } else {
        expect(disagreements(c.schema!, fieldsOfCollection(c.name), c.kind === 'pages' ? ['body'] : []), c.name).toEqual({ missing: [], unknown: [] });
        checked += 1;
      }
    }
    // Seven page folders, the blog, testimonials, six files of facts, the menus, four of words.
    expect(checked).toBe(20);
  });

  test('a disagreement is reported: a field the editor lacks, and one the schema does not know', () => {
    const contact = collections.find((c) => c.name === 'firm')!.files!.find((f) => f.name === 'contact')!;
    const fields = fieldsOfFile('firm-contact').filter((f) => f.name !== 'phone');
    fields.push({ name: 'fax', widget: 'string' });
    expect(disagreements(contact.schema, fields)).toEqual({ missing: ['phone'], unknown: ['fax'] });
  });

  test("each field's description is its hint in the editor", () => {
    let hints = 0;
    for (const c of collections) {
      const trees = c.kind === 'files' ? c.files!.map((f) => ({ tree: f.fields, fields: fieldsOfFile(`${c.name}-${f.name}`) })) : [{ tree: c.fields, fields: fieldsOfCollection(c.name) }];
      for (const { tree, fields } of trees) {
        for (const { path, field } of walkFields(tree)) {
          if (!field.hint) continue;
          const configField = path.split('.').reduce<Field | undefined>((list, name) => (list ? (list.fields ?? []) : fields).find((f) => f.name === name), undefined as unknown as Field);
          expect(configField?.hint, `${c.name}: ${path}`).toContain(field.hint);
          hints += 1;
        }
      }
    }
    expect(hints).toBeGreaterThan(300);
    const phone = fieldsOfFile('firm-contact').find((f) => f.name === 'phone');
    expect(phone).toMatchObject({ widget: 'string', hint: expect.stringMatching(/^Phone number as shown/) });
  });

  test('rules come across: required, choices, numbers, dates, lists of objects and references', () => {
    const blog = fieldsOfCollection('blog');
    expect(blog.find((f) => f.name === 'title')).toMatchObject({ widget: 'string', minlength: 3 });
    expect(blog.find((f) => f.name === 'category')).toMatchObject({ widget: 'select', options: expect.arrayContaining([{ label: 'Software', value: 'software' }]) });
    expect(blog.find((f) => f.name === 'date')).toMatchObject({ widget: 'datetime', time_format: false, format: 'YYYY-MM-DD' });
    expect(blog.find((f) => f.name === 'featured')).toMatchObject({ widget: 'boolean', required: false, default: false });
    const pages = fieldsOfCollection('testimonials').find((f) => f.name === 'pages');
    expect(pages).toMatchObject({
      widget: 'select',
      multiple: true,
      min: 1,
      options: expect.arrayContaining([
        { label: '/restaurant', value: '/restaurant' },
        { label: '/it/about', value: '/it/about' },
      ]),
    });
    const sections = fieldsOfCollection('pages').find((f) => f.name === 'sections');
    expect(sections).toMatchObject({ widget: 'list', fields: expect.arrayContaining([expect.objectContaining({ name: 'cards', widget: 'list' })]) });
    const prices = fieldsOfFile('firm-prices').find((f) => f.name === 'startingPrices');
    expect(prices?.fields?.find((f) => f.name === 'cloud-accounting')).toMatchObject({ widget: 'number', value_type: 'int', min: 1 });
  });

  test('a limit that applies once {tokens} are filled does not block the editor below it', () => {
    const description = fieldsOfCollection('mtd').find((f) => f.name === 'description')!;
    // The build checks 160 characters after filling; the editor must accept a longer raw text.
    expect(description.maxlength).toBeUndefined();
    expect(description.hint).toMatch(/At most 160 characters once \{tokens\} are filled in/);
    const title = fieldsOfCollection('pages').find((f) => f.name === 'title')!;
    expect(title.maxlength).toBeUndefined();
    // A limit on the text as typed stays a limit in the editor.
    expect(fieldsOfCollection('testimonials').find((f) => f.name === 'quote')).toMatchObject({ maxlength: 600 });
  });
});

describe("the editors' guide", () => {
  test('its field lists in docs/content-fields.md are the ones the schemas give (npm run editor:guide rewrites them)', () => {
    const readme = readFileSync('docs/content-fields.md', 'utf8');
    expect(currentGuideSection(readme), 'run `npm run editor:guide`').toBe(guideSection());
  });
});

describe('what the editor rewrites', () => {
  // The editor rewrites a YAML file whole on its first save, without comments: so no explanation
  // may live in a comment, and what it writes must read back as the same data.
  const yamlFiles = editorCollections()
    .flatMap((c) => c.files ?? [])
    .flatMap((f) => (f.file.includes('{{locale}}') ? ['en', 'it'].map((l) => f.file.replace('{{locale}}', l)) : [f.file]));

  test('no file the editor saves explains anything in a comment: every explanation is a schema description, shown in the editor', () => {
    expect(yamlFiles.length).toBe(15);
    for (const file of yamlFiles) {
      const comments = readFileSync(file, 'utf8')
        .split('\n')
        .filter((line) => /^\s*#/.test(line));
      expect(comments, file).toEqual([]);
    }
    // Every group of the firm's facts says what it is for.
    for (const file of editorCollections().find((c) => c.name === 'firm')!.files!) {
      expect(file.description.length, file.file).toBeGreaterThan(40);
      for (const field of file.fields) if (field.type !== 'object' || file.name !== 'claims') expect(field.hint, `${file.file}: ${field.name}`).toBeTruthy();
    }
  });

  test('a file saved as the editor writes it (no comments, double quotes) holds the same data', () => {
    for (const file of yamlFiles) {
      const data = parse(readFileSync(file, 'utf8'));
      const saved = stringify(data, { defaultStringType: 'QUOTE_DOUBLE', defaultKeyType: 'PLAIN' });
      expect(parse(saved), file).toEqual(data);
    }
  });
});
