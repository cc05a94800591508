import { peopleSchema } from '../../config/people';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { parse } from 'yaml';
import { z } from 'astro/zod';
import { collections } from '../../content.config';
import { contactSchema } from '../../config/contact';
import { offersSchema, vatWordingSchema } from '../../config/offers';
import { claimsSchema } from '../../config/claims';
import { site, siteSchema } from '../../config/site';
import { mtdFactsSchema, mtdSentencesSchema } from '../../config/mtd-facts';
import { defaultLocale, locales } from '../../config/locale';
import { routedCollections, routeOfFile } from '../content-paths';
import { fieldsOf, type FieldNode } from './field-tree';
import { editorYaml } from './normalise';
import { placeholderRepository } from './settings';
import { iconNames } from '../../content/schemas/art';
import { tokenPattern } from './body-rule';
import { tokenValues } from '../tokens';
import { namesIn } from '../word-names';

/*
 * The firm's editor (Sveltia CMS, dist-admin/) is configured from the content schemas: this module lists
 * what the editor offers (every collection of src/content.config.ts, the firm's facts in
 * content/firm/, the words of the interface, forms and cash-flow tool) and turns each schema's field
 * tree into the editor's fields. The build writes the result to dist-admin/config.yml
 * (src/integrations/editor.ts); nobody types the configuration.
 */

/** The stand-in for Astro's image() helper: an image picked from the media folder. */
const schemaContext = { image: () => z.string().meta({ editor: { image: true } }) };

/** Where uploaded images go, used in frontmatter through astro:assets (optimised, width and height set). */
const mediaFolder = 'src/assets/uploads';

/** A collection as the editor lists it: its schema's fields plus where its files are. */
export interface EditorCollection {
  name: string;
  label: string;
  labelSingular: string;
  description: string;
  fields: FieldNode[];
  /** The schema the fields come from (of a folder's entries). */
  schema?: z.ZodType;
  /** A folder of pages (MDX with a body) or of YAML entries; or one file per entry ("files"). */
  kind: 'pages' | 'entries' | 'files';
  folder?: string;
  /** English at the folder's root, Italian in it/ beside it: one entry with a tab per language. */
  twins?: boolean;
  /** Fields of twins that are the same in both languages (a post's date, category and tags): typed once, in English. */
  sameInBothLanguages?: string[];
  /** The files of a "files" collection: one per language when `{{locale}}` is in the path. */
  files?: { name: string; label: string; file: string; description: string; fields: FieldNode[]; schema: z.ZodType }[];
}

type SchemaOf = (ctx: typeof schemaContext) => z.ZodType;
const schemaOf = (name: keyof typeof collections): z.ZodType => {
  const schema = (collections[name] as unknown as { schema: SchemaOf | z.ZodType }).schema;
  return typeof schema === 'function' ? schema(schemaContext) : schema;
};

/** The page-like collections (English and Italian twins): what an editor calls each, and what the folder holds. */
const pageCollections = [
  { name: 'pages', label: 'Main pages', labelSingular: 'Page', description: 'Home, About, Contact, hub pages and offers. The file name is the address: about is /about, home is /.' },
  { name: 'services', label: 'Services', labelSingular: 'Service page', description: 'Service pages: accounting/bookkeeping is /services/accounting/bookkeeping.' },
  { name: 'industries', label: 'Industries', labelSingular: 'Industry page', description: 'Industry pages: ecommerce is /industries/ecommerce.' },
  {
    name: 'landings',
    label: 'Landing pages',
    labelSingular: 'Landing page',
    description:
      "Landing pages with a quote form beside the opening text and the price (a 'band' section placed first); the other sections and the FAQs run the full width below it. services/cloud-accounting is /services/cloud-accounting.",
  },
  { name: 'mtd', label: 'Making Tax Digital pages', labelSingular: 'MTD page', description: 'Making Tax Digital pages: making-tax-digital-uk is /making-tax-digital-uk.' },
  { name: 'legal', label: 'Legal pages', labelSingular: 'Legal page', description: 'The privacy notice and the terms.' },
  { name: 'resources', label: 'Guides and resources', labelSingular: 'Resource', description: 'Guides, articles and downloads under /resources.' },
  {
    name: 'blog',
    label: 'Blog posts',
    labelSingular: 'Blog post',
    description: 'Posts of the Making Tax Digital blog, each in English and Italian: a post is at /blog/making-tax-digital/ followed by its file name, and at /it/blog/making-tax-digital/ in Italian.',
    sameInBothLanguages: ['date', 'category', 'tags', 'featured'],
  },
] as const;

/** The firm's facts: one YAML file each in content/firm/, read by src/config. */
const firmFiles = [
  {
    name: 'contact',
    label: 'Contact details',
    file: 'content/firm/contact.yaml',
    schema: contactSchema,
    description:
      "The only place the address, phone, email and hours are written; pages show them through the Insert menu of their text (Phone number, Email address, Address, Opening hours, Contact details block). The address, email and booking page the site ships with are examples, and the phone number is in Ofcom's range reserved for drama (01632 960xxx): the release check lists each one until the firm's own details replace it.",
  },
  {
    name: 'prices',
    label: 'Prices and offers',
    file: 'content/firm/prices.yaml',
    schema: z.object({
      ...offersSchema.shape,
      vatWording: vatWordingSchema.describe(
        'The words shown with prices for each VAT setting, in English and Italian: afterPrice follows every price (e.g. "plus VAT"; empty when no VAT is charged), statement is the one sentence about VAT shown beside lists of prices ({vatStatement} in pages).',
      ),
    }),
    description:
      'The only place prices are written. Pages quote them with tokens ({price:cloud-accounting}, {package:essential}, {promoEnds} …), never typed out. Amounts are whole pounds, plain numbers such as 1250 (no pound sign, no comma). The names of the services and packages are their keys: change only the numbers.',
  },
  {
    name: 'claims',
    label: 'Claims about the firm',
    file: 'content/firm/claims.yaml',
    schema: claimsSchema,
    description:
      "Every statement about the firm's record, speed, savings, certifications or guarantees that a visitor would take as a fact. Pages never type a claim: their text inserts it (Insert › Claim about the firm), and their other fields write {claim:id} or, in Italian, {claimIt:id}. A confirmed claim shows its statement; an unconfirmed one shows its fallback, or nothing without one. A certification or guarantee has no fallback and can be confirmed only with its evidence. A withdrawn claim stays off the site and the release check stops asking; a claim cannot be both confirmed and withdrawn. Confirm mtd-package-timelines together with setup-time: the packages' timelines and the general set-up time must not contradict each other. The release check lists every claim neither confirmed nor withdrawn.",
  },
  {
    name: 'mtd-facts',
    label: 'Making Tax Digital facts',
    file: 'content/firm/mtd-facts.yaml',
    schema: z.object({
      ...(mtdFactsSchema as unknown as z.ZodObject).shape,
      sentences: mtdSentencesSchema.describe(
        'Sentences the site builds from the facts above, in English and Italian. Change the words freely, but keep every {slot}: the site fills it from the facts (the build stops naming the sentence if one is lost).',
      ),
    }),
    description:
      "The only place HMRC's thresholds, dates and penalties are written; pages quote them with tokens ({mtd:q1-due}, {mtd:itsa-threshold-2}, {mtdIt:penalty} …). Each group of facts names the gov.uk page that states the rule (source), the rule as that page words it (rule), and the day it was last checked (checked). Recheck every fact at least once a tax year and whenever HMRC announces a change: open the source, compare the rule, then update checked (and reviewed). Amounts are whole pounds, plain numbers such as 90000 (no pound sign, no comma); dates are year-month-day; quarter days are month-day, e.g. 08-07 for the seventh of August.",
  },
  {
    name: 'people',
    label: 'People, partners and reviews',
    file: 'content/firm/people.yaml',
    schema: peopleSchema,
    description:
      'The people and public proof behind the firm: the founder, software partner programmes and reviews on public sites. Each is shown on the site only once it is filled in and confirmed (confirmed: true, after the firm has checked every line); until then the About page leads with what is already true, and `npm run check:release` lists each slot still empty or unconfirmed. Never add a person, badge or review the firm cannot show to be real.',
  },
  {
    name: 'site',
    label: 'Firm name and site',
    file: 'content/firm/site.yaml',
    schema: siteSchema,
    description: "The firm's name, tagline, description, languages, founder and statutory disclosures.",
  },
] as const;

/** The words of the interface, forms and cash-flow tool: one file per language, side by side. */
const wordFiles = [
  {
    name: 'interface',
    label: 'Interface words',
    collection: 'interfaceWords',
    folder: 'content/i18n/interface',
    description:
      'Labels, headings and fixed phrases of the header, footer, navigation, breadcrumbs, search, the Making Tax Digital tools and the 404 page, in English and Italian (formal register, Lei): every key in both. {name} marks a value filled in where the words are shown.',
  },
  {
    name: 'forms',
    label: 'Form words',
    collection: 'formWords',
    folder: 'content/i18n/forms',
    description:
      "Labels, messages and buttons of the enquiry forms, in English and Italian: every key in both. The forms themselves (which fields, what is sent to the firm) are code (src/config/forms.ts). {name} in a text is filled in where it is shown: {email} and {phone} are the firm's details, {count} and {max} numbers, {label} a field's label.",
  },
  {
    name: 'cash-flow',
    label: 'Cash-flow tool words',
    collection: 'cashFlowWords',
    folder: 'content/i18n/cash-flow',
    description:
      'Words of the cash-flow tool (/tools/cash-flow-analysis), in English and Italian (formal register, Lei): every key in both. Keep each {slot}: the tool puts a label, a figure or a date there.',
  },
  {
    name: 'mtd-tools',
    label: 'MTD checker and deadline calendar words',
    collection: 'mtdToolsWords',
    folder: 'content/i18n/mtd-tools',
    description:
      'Words of the MTD checker (/tools/mtd-checker) and the tax deadline calendar (/tax-deadlines) with its calendar feeds, in English and Italian (formal register, lei): every key in both. Never type a threshold, date or amount: keep each {slot}, which the tools fill from the Making Tax Digital facts.',
  },
  {
    name: 'mtd-data',
    label: 'Making Tax Digital page data',
    collection: 'mtdData',
    folder: 'content/mtd-data',
    description:
      'Tabs, software cards, packages, checklists, questions and stories of the Making Tax Digital pages, in English and Italian, with the same keys and the same number of items in every list (the build names any difference). Never type an MTD date, threshold, penalty or price here: write a token such as {mtd:quarterly-deadlines} (Italian: {mtdIt:…}); package prices come from the prices by package id. Italian in the formal register (Lei).',
  },
] as const;

/** Every collection the editor offers, with its fields from the schemas. */
export function editorCollections(): EditorCollection[] {
  const pages: EditorCollection[] = pageCollections.map((c) => ({
    ...c,
    kind: 'pages',
    folder: `content/${c.name}`,
    twins: true,
    sameInBothLanguages: 'sameInBothLanguages' in c ? [...c.sameInBothLanguages] : undefined,
    schema: schemaOf(c.name),
    fields: fieldsOf(schemaOf(c.name)),
  }));
  return [
    ...pages,
    {
      name: 'testimonials',
      label: 'Testimonials',
      labelSingular: 'Testimonial',
      description: "Clients' words, only from real clients who agreed in writing. A page shows them when its address is among the testimonial's pages.",
      kind: 'entries',
      folder: 'content/testimonials',
      schema: schemaOf('testimonials'),
      fields: fieldsOf(schemaOf('testimonials')),
    },
    {
      name: 'firm',
      label: "The firm's facts",
      labelSingular: 'Facts',
      description: 'Contact details, prices and offers, claims, Making Tax Digital facts and the firm’s name: each is written once here and quoted by every page.',
      kind: 'files',
      fields: [],
      files: firmFiles.map((f) => ({ name: f.name, label: f.label, file: f.file, description: f.description, schema: f.schema, fields: fieldsOf(f.schema) })),
    },
    {
      name: 'navigation',
      label: 'Menus',
      labelSingular: 'Menus',
      description: 'The header and footer menus, in both languages.',
      kind: 'files',
      fields: [],
      files: [
        {
          name: 'menus',
          label: 'Menus (header and footer)',
          file: 'content/navigation/menus.yaml',
          description:
            'The header (its entries, each with columns of a hub page and its pages) and the footer. Each link has the address of its English page, its words in English and Italian and, for hub pages and their pages, a sentence shown on the hub page and the 404 page. Italian pages lead to the Italian twin of each page by themselves. A link to a page the site does not publish stops the build, naming the entry.',
          schema: schemaOf('navigation'),
          fields: fieldsOf(schemaOf('navigation')),
        },
      ],
    },
    {
      name: 'words',
      label: 'Words of the site',
      labelSingular: 'Words',
      description: 'Interface, form, cash-flow and Making Tax Digital words, English and Italian side by side.',
      kind: 'files',
      twins: true,
      fields: [],
      files: wordFiles.map((w) => ({
        name: w.name,
        label: w.label,
        file: `${w.folder}/{{locale}}.yaml`,
        description: w.description,
        schema: schemaOf(w.collection),
        fields: fieldsOf(schemaOf(w.collection)),
      })),
    },
  ];
}

// ── Values an editor picks from, read from the content itself ──────────────────────────────────

/** The address of every page under content/ (English and Italian), for the editor's page pickers. */
export function sitePaths(root = process.cwd()): string[] {
  const paths = new Set<string>();
  for (const collection of routedCollections) {
    const dir = join(root, 'content', collection);
    for (const file of existsSync(dir) ? readdirSync(dir, { recursive: true, encoding: 'utf8' }) : []) {
      const route = routeOfFile(relative(root, join(dir, file)).split(sep).join('/'));
      if (route) paths.add(route);
    }
  }
  return [...paths].sort();
}

/** The blog's categories with their English names, from content/i18n/interface/en.yaml. */
function categoryNames(root = process.cwd()): Record<string, string> {
  const words = parse(readFileSync(join(root, 'content/i18n/interface/en.yaml'), 'utf8')) as { blog?: { categoryNames?: Record<string, string> } };
  return words.blog?.categoryNames ?? {};
}

/**
 * The blog's tags, the ones with an Italian name (content/i18n/interface/it.yaml, blog › tag names), with their English names:
 * a tag typed freely had none, and the Italian post showed it in English.
 */
function tagChoices(root = process.cwd()): { label: string; value: string }[] {
  const names = (locale: string) => (parse(readFileSync(join(root, `content/i18n/interface/${locale}.yaml`), 'utf8')) as { blog?: { tagNames?: Record<string, string> } }).blog?.tagNames ?? {};
  const english = names('en');
  return Object.keys(names('it'))
    .sort()
    .map((value) => ({ label: english[value] ?? value.replace(/-/g, ' ').replace(/^./, (c) => c.toUpperCase()), value }));
}

// ── The Sveltia configuration ────────────────────────────────────────────────────────────────────

/** Fields typed as a paragraph rather than a line. */
const paragraphNames = /^(lead|text|intro|answer|description|quote|statement|fallback|summary|note|evidence|newsletterIntro)$/;

type SveltiaField = Record<string, unknown>;

/** A whole number (pounds, a count): anything with a decimal point is refused in the form. */
const wholeNumber = { source: '^[^.]*$', message: 'A whole number only, with no pence or decimals: write 195, not 195.50.' };

interface Context {
  i18n: boolean;
  options: (references: string) => { label: string; value: string }[] | undefined;
}

/**
 * The limit of a text with {figures} as a pattern, which Sveltia checks on every tab: the field type's own check (src/admin/fields.ts)
 * runs only on the tab the form was opened on (Sveltia keeps one instance per field when the tab changes), so a title typed
 * too long on the Italian tab was saved. The pattern counts each figure as nothing, so it refuses only a text too long
 * whatever the figures say; the field type, where it runs, counts them filled in.
 */
export function filledLimit(max: number): [string, string] {
  const figure = '\\{[A-Za-z][\\w-]*(?::[\\w-]+)?\\}';
  return [`^(?:${figure})*(?:[\\s\\S](?:${figure})*){0,${max}}$`, `Too long for the page: at most ${max} characters. Shorten it.`];
}

/** One field of the editor from a node of the field tree. */
function sveltiaField(node: FieldNode, ctx: Context): SveltiaField {
  const hint = [node.hint, node.maxFilled !== undefined ? `At most ${node.maxFilled} characters as the page shows it: a figure in curly brackets counts as the words it stands for.` : undefined]
    .filter(Boolean)
    .join(' ');
  const field: SveltiaField = { name: node.name, label: node.label, ...(hint ? { hint } : {}), ...(node.required ? {} : { required: false }) };
  // A shared field (an icon, an illustration) is edited on the English page only; the Italian file leaves it out.
  if (ctx.i18n && !node.shared) field.i18n = true;
  if (node.default !== undefined && !(Array.isArray(node.default) && node.default.length === 0)) field.default = node.default;
  // A page of the site, picked from every page there is, those saved in this session included (src/admin/fields.ts).
  // Several pages are a list of such pickers: Sveltia's own select of several values writes to the entry itself, not through a picker.
  if (node.references === 'site-paths' || node.references === 'english-site-paths') {
    const picker = { widget: 'site-page', ...(node.references === 'english-site-paths' ? { english_only: true } : {}) };
    if (!node.multiple) return { ...field, ...picker };
    return { ...field, widget: 'list', ...(node.min ? { min: node.min } : {}), ...(node.max !== undefined ? { max: node.max } : {}), field: { name: node.name, label: node.label, ...picker } };
  }
  const referenced = node.references ? ctx.options(node.references) : undefined;
  switch (node.type) {
    case 'string':
      if (referenced) return { ...field, widget: 'select', options: referenced };
      // Text with {figures}, whose limit is for what the page shows: the editor counts it filled in (src/admin/fields.ts).
      if (node.maxFilled !== undefined)
        return {
          ...field,
          widget: 'figures-text',
          ...(paragraphNames.test(node.name) ? { multiline: true } : {}),
          ...(node.min && node.min > 1 ? { minlength: node.min } : {}),
          maxlength: node.maxFilled,
          pattern: filledLimit(node.maxFilled),
        };
      if (node.format === 'date') return { ...field, widget: 'datetime', time_format: false, format: 'YYYY-MM-DD', picker_utc: true };
      return {
        ...field,
        widget: paragraphNames.test(node.name) || (node.max ?? 0) > 200 ? 'text' : 'string',
        ...(node.format === 'email' || node.format === 'url' ? { type: node.format } : {}),
        ...(node.max !== undefined ? { maxlength: node.max, ...(node.min && node.min > 1 ? { minlength: node.min } : {}) } : {}),
        ...(node.pattern ? { pattern: [node.pattern.source, node.pattern.message] } : {}),
        // A minimum alone is a rule, not a limit: Sveltia's counter would read "2 / 0" or "50 / 194" as if it were one.
        ...(node.max === undefined && node.min && node.min > 1
          ? node.pattern
            ? { minlength: node.min }
            : { pattern: [`^[\\s\\S]{${node.min},}$`, `Too short: write at least ${node.min} characters.`] }
          : {}),
      };
    case 'number':
      // A whole number is kept as typed and refused with words when it has a decimal part: Sveltia's own `int` would save
      // "195.50" as 195 without a word. (An empty box's value reads "null", which the pattern lets through.)
      return {
        ...field,
        widget: 'number',
        value_type: 'float',
        ...(node.integer ? { pattern: [wholeNumber.source, wholeNumber.message] } : {}),
        ...(node.min !== undefined ? { min: node.min } : {}),
        ...(node.max !== undefined ? { max: node.max } : {}),
      };
    case 'boolean':
      return { ...field, widget: 'boolean' };
    case 'date':
      return { ...field, widget: 'datetime', time_format: false, format: 'YYYY-MM-DD', picker_utc: true };
    case 'image':
      return { ...field, widget: 'image', choose_url: false };
    case 'select':
      return {
        ...field,
        widget: 'select',
        options: referenced ?? node.options,
        // Several picked from a short list (a post's tags): every choice shown as a box to tick, not a dropdown.
        ...(node.multiple ? { multiple: true, dropdown_threshold: 12 } : {}),
        ...(node.multiple && node.min ? { min: node.min } : {}),
        ...(node.multiple && node.max !== undefined ? { max: node.max } : {}),
      };
    case 'object':
      return { ...field, widget: 'object', collapsed: false, fields: node.fields!.map((f) => sveltiaField(f, ctx)) };
    case 'list': {
      const counts = { ...(node.min ? { min: node.min } : {}), ...(node.max !== undefined ? { max: node.max } : {}) };
      if (node.fields) {
        const first = node.fields.find((f) => f.type === 'string');
        return { ...field, widget: 'list', ...counts, ...(first ? { summary: `{{fields.${first.name}}}` } : {}), fields: node.fields.map((f) => sveltiaField(f, ctx)) };
      }
      const item = sveltiaField({ ...node.item!, required: true }, { ...ctx, i18n: false });
      return { ...field, widget: 'list', ...counts, field: item };
    }
  }
}

/** A token typed with a name the site lacks would stop the build: refused in the form, before saving. One array, so the YAML names it once. */
let tokenCheck: [string, string] | undefined;
const bodyTokenCheck = () =>
  (tokenCheck ??= [
    tokenPattern(Object.keys(tokenValues())),
    'A figure in curly brackets here is not one the site has (a misspelt {price:…} or {mtd:…}?): delete it and insert the figure from the Insert menu, or correct its spelling.',
  ]);

/** A field, and each field inside it (a list's items: Sveltia copies an item only when it is marked too), the same in both languages. */
const duplicated = (field: SveltiaField): SveltiaField => ({
  ...field,
  i18n: 'duplicate',
  ...(field.field ? { field: duplicated(field.field as SveltiaField) } : {}),
  ...(Array.isArray(field.fields) ? { fields: (field.fields as SveltiaField[]).map(duplicated) } : {}),
});

/** The body of a page: the text under its hero, in Markdown with the site's components. */
const bodyField = (i18n: boolean): SveltiaField => ({
  name: 'body',
  label: 'Text of the page',
  widget: 'richtext',
  hint: 'The page’s main text. Insert prices, facts, the phone number or a claim from the Insert menu, inside a sentence where they belong (never type them): they stay true when the firm’s facts change.',
  pattern: bodyTokenCheck(),
  ...(i18n ? { i18n: true } : {}),
});

interface EditorConfigOptions {
  /** The firm's repository on GitHub, owner/name (EDITOR_REPOSITORY at build time). */
  repository?: string;
  /** The branch the site is built from. */
  branch?: string;
  /** The firm's sign-in helper for "Sign in with GitHub" (EDITOR_AUTH_URL); without it, sign-in with a token only. */
  authUrl?: string;
  root?: string;
}

/**
 * Each word of a words file (content/i18n/<kind>/{{locale}}.yaml) refuses in the form, on either tab, a {name} its English
 * word lacks ({prezzo} for {price}): the site fills in only the English names (src/lib/word-names.ts; the build refuses the same).
 */
function keepEnglishNames(fields: SveltiaField[], english: unknown): SveltiaField[] {
  if (!english || typeof english !== 'object' || Array.isArray(english)) return fields;
  return fields.map((field) => {
    const value = (english as Record<string, unknown>)[field.name as string];
    if (field.widget === 'object' && Array.isArray(field.fields)) return { ...field, fields: keepEnglishNames(field.fields as SveltiaField[], value) };
    if (typeof value !== 'string' || field.pattern || !['string', 'text'].includes(field.widget as string)) return field;
    const names = [...new Set(namesIn(value))];
    // No {name} but the English word's ({price:…}-style figures are the Insert menu's, checked elsewhere).
    const pattern = `^(?![\\s\\S]*\\{${names.length ? `(?!(?:${names.join('|')})\\})` : ''}[a-zA-Z]\\w*\\})`;
    const message = names.length
      ? `Keep the names in curly brackets as the English words have them, untranslated: ${names.map((n) => `{${n}}`).join(', ')}. The site fills in only those.`
      : 'No name in curly brackets here: the English words have none to fill in, so the page would show it as typed.';
    return { ...field, pattern: [pattern, message] };
  });
}

/** The whole configuration the editor loads from its config.yml. */
export function sveltiaConfig(options: EditorConfigOptions = {}): Record<string, unknown> {
  const root = options.root ?? process.cwd();
  const categories = categoryNames(root);
  // One list per kind, shared by every field that uses it: the YAML writer then names it once (an anchor).
  const choices: Record<string, { label: string; value: string }[]> = {
    'blog-categories': Object.entries(categories).map(([value, label]) => ({ label, value })),
    'blog-tags': tagChoices(root),
    icons: iconNames.map((name) => ({ label: name, value: name })),
  };
  const choose = (references: string) => choices[references];
  const collectionsOut = editorCollections().flatMap((c): Record<string, unknown> | Record<string, unknown>[] => {
    const ctx: Context = { i18n: Boolean(c.twins), options: choose };
    const common = { name: c.name, label: c.label, label_singular: c.labelSingular, description: c.description };
    // Each file of facts or words is a collection of its own, so the editor shows its description.
    if (c.kind === 'files')
      return c.files!.map((f) => ({
        name: `${c.name}-${f.name}`,
        label: f.label,
        description: f.description,
        ...(c.twins ? { i18n: { structure: 'multiple_files', omit_default_locale_from_file_path: false } } : {}),
        files: [
          {
            name: f.name,
            label: f.label,
            file: f.file,
            ...(c.twins ? { i18n: true } : {}),
            fields: keepEnglishNames(
              f.fields.map((n) => sveltiaField(n, ctx)),
              f.file.includes('{{locale}}') ? parse(readFileSync(join(root, f.file.replace('{{locale}}', 'en')), 'utf8')) : undefined,
            ),
          },
        ],
      }));
    const fields = c.fields.map((n) => {
      const field = sveltiaField(n, ctx);
      // Kept in step by the editor: the Italian file gets the English value, shown but not editable there.
      return c.sameInBothLanguages?.includes(n.name) ? duplicated(field) : field;
    });
    if (c.kind === 'entries') return { ...common, folder: c.folder, extension: 'yaml', format: 'yaml', create: true, identifier_field: 'name', slug: '{{name}}', fields };
    return {
      ...common,
      folder: c.twins ? `${c.folder}/{{locale}}` : c.folder,
      extension: 'mdx',
      format: 'frontmatter',
      create: true,
      identifier_field: 'title',
      slug: '{{title}}',
      nested: { depth: 4, subfolders: false },
      ...(c.twins ? { i18n: true } : {}),
      fields: [...fields, bodyField(Boolean(c.twins))],
    };
  });
  return {
    backend: {
      name: 'github',
      repo: options.repository || placeholderRepository,
      branch: options.branch || 'main',
      // "Sign in with GitHub" goes through the firm's own helper (the Sveltia authenticator worker) or is
      // not offered: without base_url the editor would send staff to a sign-in host of someone else's.
      ...(options.authUrl ? { base_url: options.authUrl, auth_methods: ['oauth', 'token'] } : { auth_methods: ['token'] }),
    },
    publish_mode: 'editorial_workflow',
    media_folder: mediaFolder,
    // Frontmatter names an upload as @uploads/photo.jpg (the alias in tsconfig.json), which Astro's
    // image() resolves from any page's folder depth.
    public_folder: '@uploads',
    site_url: site.url,
    display_url: site.url,
    i18n: { structure: 'multiple_folders', locales: [...locales], default_locale: defaultLocale, omit_default_locale_from_file_path: true },
    slug: { encoding: 'ascii', clean_accents: true },
    // Files are kept in this style (npm run editor:normalise), so a save changes only the lines an editor changed.
    output: { omit_empty_optional_fields: true, yaml: { ...editorYaml } },
    collections: collectionsOut,
  };
}
