import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { describe, expect, test } from 'vitest';
import { parse } from 'yaml';
import type { z } from 'astro/zod';
import { editorCollections, sveltiaConfig } from '../../src/lib/editor/config';
import { editorFiles, entry, formatYaml, normalised, type EditorFile } from '../../src/lib/editor/normalise';

/*
 * `npm run editor:normalise` writes the files the editor saves as the editor writes them, so that a
 * save changes only what an editor changed (tests/e2e/editor.spec.ts saves one field through the editor
 * and finds one line changed). Here: the rules it follows, and that it changes nothing the site reads.
 */

const config = sveltiaConfig() as Parameters<typeof editorFiles>[0] & { output: { yaml: unknown } };
const list = (folder: string) =>
  readdirSync(folder, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => relative(process.cwd(), join(e.parentPath, e.name)).split(sep).join('/'));
const files = editorFiles(config, list);

describe('a file as the editor writes it', () => {
  test('YAML with every text in double quotes and list items indented, as the editor is told to write it', () => {
    expect(config.output.yaml).toEqual({ indent_size: 2, indent_sequences: true, quote: 'double' });
    expect(formatYaml({ phone: '01632 960111', hours: [{ days: ['Monday', 'Friday'], opens: '09:00' }], price: 195, open: true })).toBe(
      ['phone: "01632 960111"', 'hours:', '  - days:', '      - "Monday"', '      - "Friday"', '    opens: "09:00"', 'price: 195', 'open: true'].join('\n'),
    );
  });

  test("keys in the order of the editor's fields, a yes/no or a default it fills in, an empty optional field left out", () => {
    const fields = [
      { name: 'title', widget: 'string' },
      { name: 'draft', widget: 'boolean', required: false, default: false },
      { name: 'variant', widget: 'select', required: false, default: 'cards' },
      { name: 'intro', widget: 'string', required: false },
      {
        name: 'cards',
        widget: 'list',
        required: false,
        fields: [
          { name: 'title', widget: 'string' },
          { name: 'featured', widget: 'boolean' },
        ],
      },
    ];
    expect(entry({ intro: '', cards: [{ featured: true, title: 'A' }, { title: 'B' }], title: 'T', extra: 1 }, fields)).toEqual({
      title: 'T',
      draft: false,
      variant: 'cards',
      cards: [
        { title: 'A', featured: true },
        { title: 'B', featured: false },
      ],
      extra: 1,
    });
    expect(Object.keys(entry({ cards: [], title: 'T' }, fields))).toEqual(['title', 'draft', 'variant']);
    // Keys with no field of their own (an Italian page's tag names) follow, sorted as the editor sorts them:
    // saving one Italian word once moved six tag names.
    const tagNames = { name: 'tagNames', widget: 'object', fields: [{ name: 'vat', widget: 'string' }] };
    expect(Object.keys(entry({ tagNames: { software: 'Software', vat: 'IVA', landlords: 'Locatori' } }, [tagNames]).tagNames as object)).toEqual(['vat', 'landlords', 'software']);
  });

  test('a page keeps its text below the frontmatter exactly as it was', () => {
    const page = files.find((f) => f.path === 'content/pages/about.mdx')!;
    const text = readFileSync(page.path, 'utf8');
    const bodyOf = (t: string) => t.slice(t.indexOf('\n---\n', 4) + 5).trim();
    expect(bodyOf(normalised(text, page))).toBe(bodyOf(text));
    expect(normalised(text, page)).toMatch(/^---\ntitle: ".+"\n/);
  });
});

describe('npm run editor:normalise on content/', () => {
  test('covers every file the editor saves: pages and posts, testimonials, the firm’s facts, the menus, the words', () => {
    const folders = new Set(files.map((f) => f.path.split('/').slice(0, 2).join('/')));
    for (const folder of ['content/pages', 'content/services', 'content/blog', 'content/firm', 'content/navigation', 'content/i18n', 'content/mtd-data']) expect(folders).toContain(folder);
    expect(files.length).toBeGreaterThan(150);
  });

  /** The schema the site reads a file with. */
  const collections = editorCollections();
  const schemaOf = (file: EditorFile): z.ZodType => {
    for (const c of collections) {
      const f = c.files?.find((f) => f.file === file.path || f.file.replace('{{locale}}', file.path.split('/').at(-1)!.replace('.yaml', '')) === file.path);
      if (f) return f.schema;
      if (c.folder && file.path.startsWith(`${c.folder}/`)) return c.schema!;
    }
    throw new Error(`no schema for ${file.path}`);
  };
  const dataOf = (text: string, file: EditorFile) => parse(file.kind === 'yaml' ? text : /^---\n([\s\S]*?)\n---/.exec(text)![1]!) as unknown;

  test('changes nothing the site reads (every file means the same to its schema), and leaves a file in style as it is', { timeout: 120_000 }, () => {
    for (const file of files) {
      const text = readFileSync(file.path, 'utf8');
      const after = normalised(text, file);
      expect(normalised(after, file), file.path).toBe(after);
      const schema = schemaOf(file);
      const before = schema.safeParse(dataOf(text, file));
      const now = schema.safeParse(dataOf(after, file));
      expect(now.success, `${file.path}: ${JSON.stringify(now.error?.issues?.slice(0, 2))}`).toBe(before.success);
      expect(now.data, file.path).toEqual(before.data);
    }
  });
});
