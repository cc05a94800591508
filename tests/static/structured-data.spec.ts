import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { isDeepStrictEqual } from 'node:util';
import { test, expect } from '@playwright/test';
import { parse } from 'yaml';
import { builtPages, contentPages as allContentPages, distDir, type BuiltPage } from '../support/dist';
import { wordsByLocale } from '../support/words';

/**
 * Structured data must say what the page shows, in the page's language: search engines and
 * assistants read it. These checks cover every JSON-LD block of every page (the editors' CMS under
 * /admin is a separate tool and is left out).
 */

type Node = Record<string, unknown>;
const contentPages = () => allContentPages().filter((p) => !p.route.startsWith('/admin'));
/** Every JSON-LD node of a page: the top-level blocks and the members of a block's @graph. */
const nodesOf = (page: BuiltPage): Node[] =>
  page.doc.querySelectorAll('script[type="application/ld+json"]').flatMap((s) => {
    const data = JSON.parse(s.text) as Node;
    return Array.isArray(data['@graph']) ? (data['@graph'] as Node[]) : [data];
  });
const blocks = nodesOf;

test('every FAQPage block matches the visible questions and answers', () => {
  let checked = 0;
  // Collected and compared once: an expect per page costs more than the check.
  const problems: string[] = [];
  for (const page of contentPages()) {
    const faq = blocks(page).find((b) => b['@type'] === 'FAQPage') as { mainEntity: { name: string; acceptedAnswer: { text: string } }[] } | undefined;
    const visible = page.doc.querySelectorAll('[data-faq] details').map((d) => ({
      question: d.querySelector('summary')?.text.trim() ?? '',
      answer: d.querySelector('p')?.text.trim() ?? '',
    }));
    if (!faq) {
      if (visible.length > 0) problems.push(`${page.route} shows FAQs without FAQPage data: ${JSON.stringify(visible)}`);
      continue;
    }
    checked++;
    const decode = (s: string) =>
      s
        .replace(/&amp;/g, '&')
        .replace(/&#39;|&#x27;/g, "'")
        .replace(/&quot;/g, '"')
        .replace(/&lt;/g, '<')
        .replace(/&gt;/g, '>');
    const data = faq.mainEntity.map((q) => ({ question: q.name, answer: q.acceptedAnswer.text }));
    const shown = visible.map((v) => ({ question: decode(v.question), answer: decode(v.answer) }));
    if (!isDeepStrictEqual(data, shown)) problems.push(`${page.route}: FAQPage ${JSON.stringify(data)} is not what the page shows, ${JSON.stringify(shown)}`);
  }
  expect(problems).toEqual([]);
  expect(checked, 'pages with FAQs').toBeGreaterThan(10);
});

test('nested pages show breadcrumbs and a BreadcrumbList that ends at the page', () => {
  let checked = 0;
  const problems: string[] = [];
  for (const page of contentPages()) {
    // The Italian edition mirrors the English tree under /it (its home is /it).
    if (
      page.route
        .replace(/^\/it(?=\/|$)/, '')
        .split('/')
        .filter(Boolean).length < 2
    )
      continue;
    checked++;
    const list = blocks(page).find((b) => b['@type'] === 'BreadcrumbList') as { itemListElement: { position: number; name: string; item: string }[] } | undefined;
    const wrong = (what: string) => problems.push(`${page.route}: ${what}`);
    if (!list) wrong('no BreadcrumbList');
    const items = list?.itemListElement ?? [];
    // The trail starts at the home page of the page's language, named in that language (never "Home" in Italian).
    const italian = page.route.startsWith('/it/');
    const home = wordsByLocale[italian ? 'it' : 'en'].breadcrumbHome;
    if (items[0]?.name !== home) wrong(`the trail starts at "${items[0]?.name}", not "${home}"`);
    if (italian && items[0]?.name === wordsByLocale.en.breadcrumbHome) wrong(`the Italian trail starts at "${items[0]?.name}"`);
    const first = items[0]?.item ? new URL(items[0].item).pathname : undefined;
    if (first !== (italian ? '/it/' : '/')) wrong(`the trail starts at ${first}`);
    const last = items.at(-1)?.item ? new URL(items.at(-1)!.item).pathname.replace(/\/$/, '') : undefined;
    if (last !== page.route) wrong(`the trail ends at ${last}`);
    const positions = items.map((i) => i.position);
    if (
      !isDeepStrictEqual(
        positions,
        items.map((_, i) => i + 1),
      )
    )
      wrong(`positions ${positions.join(', ')}`);
    // A trail is shown when it has more than the home page above the page (GOV.UK: "Home" alone leads nowhere new).
    const nav = page.doc.querySelector('nav[aria-label="Breadcrumb"], nav[aria-label="Percorso"]');
    if (items.length <= 2) {
      if (nav) wrong('a trail of the home page alone');
      continue;
    }
    // The visible trail is where the page sits (GOV.UK): its ancestors, each a link; the heading right below names the page.
    if (nav?.querySelectorAll('li').length !== items.length - 1) wrong(`the visible trail has ${nav?.querySelectorAll('li').length} items, not ${items.length - 1}`);
    if (nav?.querySelectorAll('li a').length !== items.length - 1) wrong(`${nav?.querySelectorAll('li a').length} of its ${items.length - 1} ancestors are links`);
  }
  expect(problems).toEqual([]);
  expect(checked).toBeGreaterThan(30);
});

/** The schema.org types this site writes; a new one is added here once its required properties are checked below. */
const knownTypes = new Set([
  'AccountingService',
  'WebSite',
  'WebPage',
  'BreadcrumbList',
  'ListItem',
  'BlogPosting',
  'FAQPage',
  'Question',
  'Answer',
  'ImageObject',
  'Organization',
  'PostalAddress',
  'AdministrativeArea',
  'Country',
  'OpeningHoursSpecification',
]);

/** Every object with an @type inside a node, the node included. */
function typedObjects(value: unknown, out: Node[] = []): Node[] {
  if (Array.isArray(value)) for (const item of value) typedObjects(item, out);
  else if (value && typeof value === 'object') {
    if ('@type' in value) out.push(value as Node);
    for (const inner of Object.values(value)) typedObjects(inner, out);
  }
  return out;
}

const present = (value: unknown) => value !== undefined && value !== null && value !== '' && !(Array.isArray(value) && value.length === 0);
/** A file of dist/ named by an absolute address on the site. */
const builtFile = (url: string) => join(distDir, decodeURI(new URL(url).pathname));
/** Width and height of a PNG, from its IHDR chunk. */
function pngSize(file: string): { width: number; height: number } {
  const head = readFileSync(file).subarray(0, 24);
  expect(head.subarray(1, 4).toString(), `${file} is a PNG`).toBe('PNG');
  return { width: head.readUInt32BE(16), height: head.readUInt32BE(20) };
}

/** Properties each type must carry (Google's required and recommended ones for the rich results they give). */
const required: Record<string, string[]> = {
  AccountingService: ['@id', 'name', 'url', 'logo', 'image', 'telephone', 'email', 'address', 'openingHoursSpecification', 'priceRange', 'description'],
  WebSite: ['@id', 'url', 'name', 'inLanguage', 'publisher'],
  WebPage: ['@id', 'url', 'name', 'inLanguage', 'isPartOf', 'publisher'],
  BreadcrumbList: ['itemListElement'],
  BlogPosting: ['headline', 'description', 'datePublished', 'dateModified', 'author', 'publisher', 'mainEntityOfPage', 'image', 'inLanguage'],
  FAQPage: ['mainEntity'],
};

test('every JSON-LD block parses, its types are known and carry their required properties', () => {
  // Problems are collected and compared once: an expect per property of every node of 189 pages takes seconds.
  const problems: string[] = [];
  const seen = new Set<string>();
  for (const page of builtPages().filter((p) => !p.route.startsWith('/admin'))) {
    for (const script of page.doc.querySelectorAll('script[type="application/ld+json"]')) {
      let data: Node;
      try {
        data = JSON.parse(script.text) as Node;
      } catch (error) {
        problems.push(`${page.route}: a JSON-LD block does not parse: ${String(error)}`);
        continue;
      }
      if (data['@context'] !== 'https://schema.org') problems.push(`${page.route}: @context ${String(data['@context'])}`);
      for (const node of typedObjects(data)) {
        const types = ([] as unknown[]).concat(node['@type']).map(String);
        for (const type of types) {
          if (!knownTypes.has(type)) problems.push(`${page.route}: unknown type ${type}`);
          seen.add(type);
          for (const property of required[type] ?? []) if (!present(node[property])) problems.push(`${page.route}: ${type} without ${property}`);
        }
        if (types.includes('ListItem')) for (const property of ['position', 'name', 'item']) if (!present(node[property])) problems.push(`${page.route}: ListItem without ${property}`);
        if (types.includes('Question') && !present((node.acceptedAnswer as Node | undefined)?.text)) problems.push(`${page.route}: Question without acceptedAnswer.text`);
      }
    }
  }
  expect(problems).toEqual([]);
  for (const type of Object.keys(required)) expect(seen, `some page has ${type}`).toContain(type);
});

test('every page has the firm as one node with an @id that its WebPage, the WebSite and every post point at', () => {
  const pages = contentPages();
  const firmIds = new Set<string>();
  // Collected and compared once: an expect per page costs more than the check.
  const problems: string[] = [];
  for (const page of pages) {
    const wrong = (what: string) => problems.push(`${page.route}: ${what}`);
    const nodes = nodesOf(page);
    const firm = nodes.filter((n) => n['@type'] === 'AccountingService');
    if (firm.length !== 1) {
      wrong(`${firm.length} AccountingService nodes, not one`);
      continue;
    }
    const firmId = String(firm[0]!['@id']);
    firmIds.add(firmId);
    const logo = firm[0]!.logo as Node;
    if (!existsSync(builtFile(String(logo.url)))) wrong(`logo ${logo.url} is not built`);
    const idOf = (node: unknown) => (node as Node | undefined)?.['@id'];
    const website = nodes.find((n) => n['@type'] === 'WebSite');
    const webPage = nodes.find((n) => n['@type'] === 'WebPage');
    if (idOf(website?.publisher) !== firmId) wrong(`WebSite.publisher is ${String(idOf(website?.publisher))}, not ${firmId}`);
    if (idOf(webPage?.publisher) !== firmId) wrong(`WebPage.publisher is ${String(idOf(webPage?.publisher))}, not ${firmId}`);
    if (idOf(webPage?.isPartOf) !== idOf(website)) wrong(`WebPage.isPartOf is ${String(idOf(webPage?.isPartOf))}, not ${String(idOf(website))}`);
    const url = new URL(String(webPage?.url)).pathname.replace(/\/$/, '') || '/';
    if (url !== page.route) wrong(`WebPage.url is ${url}`);
  }
  expect(problems).toEqual([]);
  expect(firmIds.size, 'the same @id on every page').toBe(1);
});

test("structured data is in the page's language", () => {
  const englishDescription = (parse(readFileSync(join(process.cwd(), 'content/firm/site.yaml'), 'utf8')) as { description: string }).description;
  let italian = 0;
  const problems: string[] = [];
  for (const page of contentPages()) {
    const lang = page.doc.querySelector('html')?.getAttribute('lang');
    const nodes = nodesOf(page);
    for (const node of nodes.filter((n) => n.inLanguage !== undefined))
      if (node.inLanguage !== lang) problems.push(`${page.route}: ${String(node['@type'])}.inLanguage is ${String(node.inLanguage)}, not ${lang}`);
    const firm = nodes.find((n) => n['@type'] === 'AccountingService')!;
    if (lang === 'it') {
      italian++;
      if (firm.description === englishDescription) problems.push(`${page.route}: the firm is described in English`);
    } else if (firm.description !== englishDescription) problems.push(`${page.route}: the firm is described as "${String(firm.description)}", not as in content/firm/site.yaml`);
    const tagline = wordsByLocale[lang === 'it' ? 'it' : 'en'].tagline;
    if (firm.slogan !== tagline) problems.push(`${page.route}: slogan "${String(firm.slogan)}", not "${tagline}"`);
  }
  expect(problems).toEqual([]);
  expect(italian, 'Italian pages').toBeGreaterThan(30);
});

test('every page but the home pages has a BreadcrumbList ending at the page; a visible trail shows the items above it', () => {
  const problems: string[] = [];
  for (const page of contentPages()) {
    const list = blocks(page).find((b) => b['@type'] === 'BreadcrumbList') as { itemListElement: { name: string; item: string }[] } | undefined;
    if (page.route === '/' || page.route === '/it') {
      if (list) problems.push(`${page.route} is the top of the trail, yet has a BreadcrumbList`);
      continue;
    }
    if (!list) {
      problems.push(`${page.route} has no BreadcrumbList`);
      continue;
    }
    const items = list.itemListElement;
    const last = new URL(items.at(-1)!.item).pathname.replace(/\/$/, '');
    if (last !== page.route) problems.push(`${page.route}: the BreadcrumbList ends at ${last}`);
    const visible = page.doc.querySelectorAll('nav[aria-label="Breadcrumb"] li, nav[aria-label="Percorso"] li').map((li) =>
      li.text
        .replace(/\s+/g, ' ')
        .trim()
        .replace(/^\/\s*/, '')
        .replace(/\s*\/$/, ''),
    );
    // The trail shown is the page's ancestors; the heading right below it names the page itself. The tools hub names
    // itself too ("Home / Free tools"), as each of its tools' trails does.
    const hub = page.route === '/tools' || page.route === '/it/tools';
    const names = (hub ? items : items.slice(0, -1)).map((i) => i.name);
    if (visible.length > 0 && !isDeepStrictEqual(names, visible)) problems.push(`${page.route}: the trail shown is ${JSON.stringify(visible)}, the BreadcrumbList's ${JSON.stringify(names)}`);
  }
  expect(problems).toEqual([]);
});

test('every post has a BlogPosting whose publisher has a logo and whose image is its own card', () => {
  const posts = contentPages().filter((p) => /^\/blog\/making-tax-digital\/(?!page\/|category\/|tag\/)[^/]+$/.test(p.route));
  expect(posts.length, 'posts').toBeGreaterThan(0);
  for (const page of posts) {
    const post = nodesOf(page).find((n) => n['@type'] === 'BlogPosting');
    expect(post, `${page.route} has BlogPosting`).toBeTruthy();
    const publisher = post!.publisher as Node;
    expect(publisher.name, page.route).toBeTruthy();
    const logo = publisher.logo as Node;
    expect(existsSync(builtFile(String(logo.url))), `${page.route}: publisher logo ${logo.url}`).toBe(true);
    expect(pngSize(builtFile(String(logo.url))).width, 'logo at least 112 px').toBeGreaterThanOrEqual(112);
    expect(String(post!.datePublished)).toMatch(/^\d{4}-\d{2}-\d{2}/);
    expect(String(post!.dateModified) >= String(post!.datePublished), page.route).toBe(true);
    const image = String((post!.image as Node).url);
    expect(image, `${page.route}: the post's image is its social card`).toBe(page.doc.querySelector('meta[property="og:image"]')?.getAttribute('content'));
  }
});

test("every page has its own 1200 × 630 social card; an Italian page's card is not its English twin's", () => {
  const owners = new Map<string, string>();
  const problems: string[] = [];
  for (const page of contentPages()) {
    const image = page.doc.querySelector('meta[property="og:image"]')?.getAttribute('content') ?? '';
    if (!/\.png$/.test(image)) problems.push(`${page.route}: og:image "${image}" is not a PNG`);
    if (owners.has(image)) problems.push(`${page.route} shares its card with ${owners.get(image)}`);
    owners.set(image, page.route);
    const file = builtFile(image);
    if (!existsSync(file)) problems.push(`${page.route}: ${image} is not built`);
    else {
      const { width, height } = pngSize(file);
      if (width !== 1200 || height !== 630) problems.push(`${page.route}: ${image} is ${width} × ${height}`);
    }
    const twitter = page.doc.querySelector('meta[name="twitter:image"]')?.getAttribute('content');
    if (twitter !== image) problems.push(`${page.route}: twitter:image ${twitter}, not ${image}`);
  }
  expect(problems).toEqual([]);
});
