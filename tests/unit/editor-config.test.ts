import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { parse, stringify } from 'yaml';
import { z } from 'astro/zod';
import { editorCollections, sveltiaConfig } from '../../src/lib/editor/config';
import { walkFields } from '../../src/lib/editor/field-tree';
import { currentGuideSection, guideSection } from '../../src/lib/editor/guide';
import { editorData } from '../../src/lib/editor/components';
import { checkFigures } from '../../src/lib/editor/figures';
import { fillTokens } from '../../src/lib/tokens';

/*
 * The editor's configuration (/admin/config.yml) and the editors' guide are written from the content
 * schemas. Zod's own JSON Schema of each schema is the independent reading they are checked against.
 */

type Json = { type?: string; properties?: Record<string, Json>; items?: Json; propertyNames?: { enum?: string[] }; additionalProperties?: Json; anyOf?: Json[]; description?: string };
type Field = {
  name: string;
  widget: string;
  fields?: Field[];
  field?: Field;
  hint?: string;
  maxlength?: number;
  minlength?: number;
  required?: boolean;
  pattern?: [string, string];
  default?: unknown;
};

/** Every field of the editor's configuration, depth first, with its path. */
function* walkConfig(fields: Field[], prefix = ''): Generator<{ path: string; field: Field }> {
  for (const field of fields) {
    const path = prefix ? `${prefix}.${field.name}` : field.name;
    yield { path, field };
    yield* walkConfig([...(field.fields ?? []), ...(field.field ? [field.field] : [])], path);
  }
}

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
    // Seven page folders, the blog, testimonials, six files of facts, the menus, five of words.
    expect(checked).toBe(21);
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
    expect(blog.find((f) => f.name === 'title')).toMatchObject({ widget: 'figures-text', minlength: 3, maxlength: 70 });
    expect(blog.find((f) => f.name === 'author')).toMatchObject({ widget: 'string', pattern: ['^[\\s\\S]{2,}$', 'Too short: write at least 2 characters.'] });
    expect(blog.find((f) => f.name === 'category')).toMatchObject({ widget: 'select', options: expect.arrayContaining([{ label: 'Software', value: 'software' }]) });
    expect(blog.find((f) => f.name === 'date')).toMatchObject({ widget: 'datetime', time_format: false, format: 'YYYY-MM-DD' });
    expect(blog.find((f) => f.name === 'featured')).toMatchObject({ widget: 'boolean', required: false, default: false });
    // Page pickers: every page there is (the editor adds those saved since, src/admin/fields.ts); the menus link English pages.
    expect(fieldsOfCollection('testimonials').find((f) => f.name === 'pages')).toMatchObject({ widget: 'list', min: 1, field: { widget: 'site-page' } });
    expect(
      fieldsOfFile('navigation-menus')
        .find((f) => f.name === 'footer')
        ?.fields?.find((f) => f.name === 'href'),
    ).toMatchObject({ widget: 'site-page', english_only: true });
    expect(editorData().paths).toEqual(expect.arrayContaining(['/', '/restaurant', '/services/cloud-accounting', '/it/about', '/it']));
    const sections = fieldsOfCollection('pages').find((f) => f.name === 'sections');
    expect(sections).toMatchObject({ widget: 'list', fields: expect.arrayContaining([expect.objectContaining({ name: 'cards', widget: 'list' })]) });
    const prices = fieldsOfFile('firm-prices').find((f) => f.name === 'startingPrices');
    const cloud = prices?.fields?.find((f) => f.name === 'cloud-accounting');
    expect(cloud).toMatchObject({ widget: 'number', min: 1, pattern: [expect.any(String), expect.stringMatching(/whole number only, with no pence/)] });
    // Whole pounds: "195.50" is kept as typed (not rounded by the box) and refused by the pattern, in words; an empty optional box passes.
    expect(cloud).not.toMatchObject({ value_type: 'int' });
    const whole = new RegExp(cloud!.pattern![0]);
    expect([195, 195.5, null].map((v) => whole.test(String(v)))).toEqual([true, false, true]);
  });

  test('a limit on what the page shows is counted as the page shows it: {figures} filled in', () => {
    const description = fieldsOfCollection('mtd').find((f) => f.name === 'description')!;
    // The build checks 160 characters after filling: the editor counts the same way (src/lib/editor/figures.ts).
    expect(description).toMatchObject({ widget: 'figures-text', multiline: true, minlength: 50, maxlength: 160 });
    expect(description.hint).toMatch(/At most 160 characters as the page shows it/);
    const title = fieldsOfCollection('pages').find((f) => f.name === 'title')!;
    expect(title).toMatchObject({ widget: 'figures-text', maxlength: 70, i18n: true });
    // On every tab (the Italian one included), a title too long whatever its figures say is refused by the pattern, in words.
    const [source, message] = title.pattern!;
    const limit = new RegExp(source);
    expect(limit.test('Chi siamo: consulenti contabili ad Alloa, in Scozia, con competenze italiane e britanniche')).toBe(false);
    expect(message).toBe('Too long for the page: at most 70 characters. Shorten it.');
    expect([`${'a'.repeat(70)}`, `${'a'.repeat(60)} {mtd:quarterly-deadlines} {firm}`, 'Privacy at {firmm}'].map((t) => limit.test(t))).toEqual([true, true, true]);
    expect(limit.test('a'.repeat(71))).toBe(false);
    // A limit on the text as typed stays Sveltia's own.
    expect(fieldsOfCollection('testimonials').find((f) => f.name === 'quote')).toMatchObject({ widget: 'text', minlength: 10, maxlength: 600 });

    const { values } = editorData();
    const limits = { min: 50, max: 160 };
    // 167 characters typed, 153 shown: accepted, as the build accepts it.
    const typed = 'MTD for VAT covers every VAT-registered business, whatever its turnover: what it means for records, digital links and returns, and the {mtd:vat-threshold} threshold.';
    expect(typed.length).toBeGreaterThan(160);
    expect(checkFigures(typed, values, limits)).toEqual({ shown: fillTokens(typed).text.length });
    expect(fillTokens(typed).text.length).toBeLessThanOrEqual(160);
    // Longer than the page allows once filled: refused, in words.
    const long = `${typed} It also covers what changes when you register for VAT later.`;
    expect(checkFigures(long, values, limits).problem).toMatch(/^Too long for the page: it shows \d+ characters, with its figures filled in, and at most 160 fit\./);
    // A misspelt figure: named, with the right one.
    expect(checkFigures('Prices from {price:cloud-acounting} a month for every small business in Scotland and beyond.', values, limits).problem).toBe(
      '{price:cloud-acounting} is not a figure the site has. Did you mean {price:cloud-accounting}?',
    );
    expect(checkFigures('Too short.', values, limits).problem).toBe('Too short: write at least 50 characters (now 10).');
  });

  test('blog posts are in both languages: English in content/blog/, Italian in content/blog/it/, date, category and tags kept in step', () => {
    const blog = config.collections.find((c) => c.name === 'blog') as unknown as { folder: string; i18n: boolean; fields: (Field & { i18n?: unknown })[] };
    expect(blog).toMatchObject({ folder: 'content/blog/{{locale}}', i18n: true });
    const i18n = Object.fromEntries(blog.fields.map((f) => [f.name, f.i18n]));
    expect(i18n).toMatchObject({ title: true, description: true, author: true, body: true, date: 'duplicate', category: 'duplicate', tags: 'duplicate' });
  });

  test('a post’s tags are picked from the tags named in Italian, so an Italian post never shows a tag in English', () => {
    const blog = config.collections.find((c) => c.name === 'blog') as unknown as { fields: (Field & { options?: { label: string; value: string }[]; multiple?: boolean })[] };
    const tags = blog.fields.find((f) => f.name === 'tags')!;
    const italian = (parse(readFileSync('content/i18n/interface/it.yaml', 'utf8')) as { blog: { tagNames: Record<string, string> } }).blog.tagNames;
    expect(tags).toMatchObject({ widget: 'select', multiple: true });
    expect(tags.options!.map((o) => o.value).sort()).toEqual(Object.keys(italian).sort());
    // Offered by their English names (the English tab), as the English pages show them.
    expect(tags.options).toContainEqual({ value: 'vat', label: 'VAT' });
    expect(tags.options).toContainEqual({ value: 'record-keeping', label: 'Record keeping' });
  });

  test('no field of a page in two languages starts with English words: the Italian twin starts empty', () => {
    const english: string[] = [];
    for (const c of config.collections as { name: string; i18n?: unknown; fields?: Field[] }[]) {
      if (!c.i18n || !c.fields) continue;
      for (const { path, field } of walkConfig(c.fields)) if (typeof field.default === 'string' && field.default && field.widget !== 'select') english.push(`${c.name}: ${path} = ${field.default}`);
    }
    expect(english).toEqual([]);
  });

  test('every hint reads whole in the editor, which shows it as Markdown and drops any markup (<Phone /> would vanish)', () => {
    const texts: string[] = [];
    for (const c of config.collections as { name: string; description?: string; fields?: Field[]; files?: { fields: Field[] }[] }[]) {
      if (c.description) texts.push(`${c.name}: ${c.description}`);
      for (const fields of [c.fields ?? [], ...(c.files ?? []).map((f) => f.fields)]) for (const { path, field } of walkConfig(fields)) if (field.hint) texts.push(`${c.name}.${path}: ${field.hint}`);
    }
    expect(texts.length).toBeGreaterThan(300);
    // Markup outside `code`: the editor's sanitiser removes it with its words.
    expect(texts.filter((t) => /<[A-Za-z/]/.test(t.replace(/`[^`]*`/g, '')))).toEqual([]);
  });

  test('every rule on a pattern is described in words, never by the pattern', () => {
    const messages = new Set<string>();
    for (const c of config.collections as { fields?: Field[]; files?: { fields: Field[] }[] }[])
      for (const fields of [c.fields ?? [], ...(c.files ?? []).map((f) => f.fields)]) for (const { field } of walkConfig(fields)) if (field.pattern) messages.add(field.pattern[1]);
    expect(messages.size).toBeGreaterThan(10);
    expect([...messages].filter((m) => /\^|\\d|\[a-z|\$$|must match|this field needs/.test(m))).toEqual([]);
    const due = fieldsOfFile('firm-mtd-facts')
      .find((f) => f.name === 'quarters')!
      .fields!.find((f) => f.name === 'periods')!
      .fields!.find((f) => f.name === 'due')!;
    expect(due.pattern![1]).toBe('must be a day of the year that exists, written month-day, like 07-05 for 5 July');
    const day = new RegExp(due.pattern![0]);
    expect(['08-07', '02-29', '12-31'].filter((d) => day.test(d))).toHaveLength(3);
    expect(['02-30', '04-31', '13-01', '8 Aug'].filter((d) => day.test(d))).toEqual([]);
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
    expect(yamlFiles.length).toBe(17);
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

  test('no word starts or ends with a space: the editor trims every value it saves, so the site adds its own spaces', () => {
    const edged: string[] = [];
    const walk = (value: unknown, path: string) => {
      if (typeof value === 'string' && value !== value.trim()) edged.push(`${path}: ${JSON.stringify(value)}`);
      else if (value && typeof value === 'object') for (const [key, inner] of Object.entries(value)) walk(inner, `${path}.${key}`);
    };
    for (const file of yamlFiles) walk(parse(readFileSync(file, 'utf8')), file);
    expect(edged).toEqual([]);
  });

  test('a file saved as the editor writes it (no comments, double quotes) holds the same data', () => {
    for (const file of yamlFiles) {
      const data = parse(readFileSync(file, 'utf8'));
      const saved = stringify(data, { defaultStringType: 'QUOTE_DOUBLE', defaultKeyType: 'PLAIN' });
      expect(parse(saved), file).toEqual(data);
    }
  });
});

describe('the words files keep their {names} in the form', () => {
  test('an Italian word with a translated {name} is refused on its tab, in words; every word as saved today passes', () => {
    const interfaceFields = fieldsOfFile('words-interface');
    const field = interfaceFields.find((f) => f.name === 'fromPerMonth')!;
    const [source, message] = field.pattern!;
    const rule = new RegExp(source);
    expect(['Da {price} al mese', 'From {price} per month', 'Da {mtdIt:x} e {price}', ''].map((v) => rule.test(v))).toEqual([true, true, true, true]);
    expect(['Da {prezzo} al mese', 'Da {price} o {prezzo}'].map((v) => rule.test(v))).toEqual([false, false]);
    expect(message).toBe('Keep the names in curly brackets as the English words have them, untranslated: {price}. The site fills in only those.');
    // Every word of every words file, in both languages, passes its field's rule as it is written today.
    for (const kind of ['interface', 'forms', 'cash-flow', 'mtd-tools', 'mtd-data']) {
      const fields = fieldsOfFile(`words-${kind}`);
      for (const language of ['en', 'it']) {
        const data = parse(readFileSync(kind === 'mtd-data' ? `content/mtd-data/${language}.yaml` : `content/i18n/${kind}/${language}.yaml`, 'utf8')) as Record<string, unknown>;
        const refused: string[] = [];
        const check = (fs: Field[], values: unknown, path: string) => {
          for (const f of fs) {
            const value = (values as Record<string, unknown> | undefined)?.[f.name];
            if (f.fields) check(f.fields, value, `${path}${f.name}.`);
            else if (f.pattern && typeof value === 'string' && !new RegExp(f.pattern[0]).test(value)) refused.push(`${path}${f.name}`);
          }
        };
        check(fields, data, '');
        expect(refused, `${kind}/${language}.yaml`).toEqual([]);
      }
    }
  });
});
