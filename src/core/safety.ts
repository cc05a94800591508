/*
 * Content can only be content: words, links to pages, and the site's own components. Never code (an
 * MDX `import`/`export` line runs on the computer that builds the site; `{…}` is a JavaScript
 * expression), never HTML that acts on a visitor (a script, a redirect, a frame, a form that sends
 * elsewhere, an `on…=` handler), never a link that runs something (`javascript:`, `data:`).
 *
 * These are the rules, pure (no Node, no parser): the build refuses a file that breaks one
 * (src/content/body-check.ts parses each body with the site's MDX parser and walks it with
 * `bodyRefusals`; the content loader and src/config check every field with `fieldRefusals`). Each
 * refusal says what is wrong and the fix, in an editor's words; the caller adds the file and the line
 * (src/core/editor-errors.ts).
 */

/** The HTML a page's text may hold, with the attributes each may have: what content uses today. */
const allowedHtml: Readonly<Record<string, readonly string[]>> = {
  details: ['open'],
  summary: [],
};

/** Why an element is never content: the harm it would do on a visitor's page. */
const harmful: Readonly<Record<string, string>> = {
  script: 'would run code on the visitor’s page',
  style: 'would change how the whole page looks and behaves',
  meta: 'would change how the page behaves (it can send visitors to another site)',
  link: 'would load something from elsewhere into the page',
  base: 'would send every link of the page somewhere else',
  iframe: 'would show another site inside the page',
  frame: 'would show another site inside the page',
  frameset: 'would show another site inside the page',
  object: 'would load a program into the page',
  embed: 'would load a program into the page',
  applet: 'would load a program into the page',
  form: 'would send what visitors type somewhere else',
  input: 'would ask visitors to type something the site never receives',
  button: 'would be a button that does nothing the site controls',
  img: 'would load a picture, possibly from another site (which then learns who reads the page)',
  svg: 'could run code on the visitor’s page',
  math: 'could run code on the visitor’s page',
  template: 'could run code on the visitor’s page',
  noscript: 'could hide markup from the site’s checks',
};

/** What to write instead of an element that has a Markdown form. */
const markdownFor: Readonly<Record<string, string>> = {
  a: 'Write the link in Markdown: [words](/page).',
  img: 'Put the picture in src/assets and write it in Markdown: ![What it shows](../../src/assets/uploads/photo.jpg).',
  b: 'Write **bold** in Markdown.',
  strong: 'Write **bold** in Markdown.',
  i: 'Write *italics* in Markdown.',
  em: 'Write *italics* in Markdown.',
  br: 'Leave an empty line between paragraphs instead.',
  p: 'Leave an empty line between paragraphs instead.',
};

/** The schemes a link in content may use. */
const linkSchemes: readonly string[] = ['http', 'https', 'mailto', 'tel'];

/** Attributes whose value is an address (of a link, an image, a form…). */
const addressAttributes = new Set(['href', 'src', 'srcset', 'action', 'formaction', 'poster', 'data', 'cite', 'background', 'xlink:href', 'ping', 'manifest', 'codebase', 'url']);

/** What is wrong and how to put it right, in an editor's words; `line` counted from 1 in the file. */
export interface Refusal {
  line?: number;
  problem: string;
  fix: string;
}

/** An address as a browser reads it: tabs and line breaks anywhere, and spaces around it, do not count ("java&#9;script:" is "javascript:"). */
function asBrowserReads(url: string): string {
  // eslint-disable-next-line no-control-regex
  return url.replace(/[\t\n\r]/g, '').replace(/^[\u0000-\u0020]+|[\u0000-\u0020]+$/g, '');
}

/** The scheme of an address, lower case ("javascript" of "JavaScript:alert(1)"), or undefined for a site path or a relative one. */
function schemeOf(url: string): string | undefined {
  return /^([a-zA-Z][a-zA-Z0-9+.-]*):/.exec(asBrowserReads(url))?.[1]?.toLowerCase();
}

const shown = (url: string) => (url.length > 60 ? `${url.slice(0, 57)}…` : url);

/** Why `url` may not be where a link leads, or undefined when it may: a site path, an #anchor, or an http(s), mailto: or tel: address. */
export function linkProblem(url: string): Refusal | undefined {
  const clean = asBrowserReads(url);
  const scheme = schemeOf(clean);
  const fix = 'Link to a page of the site (/contact), an https:// address, mailto: or tel:.';
  if (scheme === 'javascript' || scheme === 'vbscript') return { problem: `the link ${shown(url)} would run code in the visitor’s browser, not open a page.`, fix };
  if (scheme === 'data' || scheme === 'blob') return { problem: `the link ${shown(url)} would open something written into the link itself, not a page.`, fix };
  if (scheme && !linkSchemes.includes(scheme)) return { problem: `the link ${shown(url)} uses ${scheme}:, which the site does not link to.`, fix };
  if (!scheme && /^[\\/]{2}/.test(clean)) return { problem: `the link ${shown(url)} starts with two slashes, so it leads to another site.`, fix: 'Write the whole address, starting with https://.' };
  return undefined;
}

/** Why `url` may not be an image in a page's text, or undefined: images are files of the site, never loaded from elsewhere. */
function imageProblem(url: string): Refusal | undefined {
  const clean = asBrowserReads(url);
  const fix = 'Put the picture in src/assets and write its path, e.g. ![What it shows](../../src/assets/uploads/photo.jpg).';
  if (schemeOf(clean) === 'data') return { problem: 'the picture is written into the text itself (data:).', fix };
  if (schemeOf(clean) || /^[\\/]{2}/.test(clean)) return { problem: `the picture ${shown(url)} is on another site: every visit would load it from there, and tell that site who reads the page.`, fix };
  return undefined;
}

/** Why an attribute may not be on an element (a component or allowed HTML), or undefined. `value` is undefined for an expression ({…}). */
function attributeProblem(element: string, name: string, value: string | null | undefined, allowed?: readonly string[]): Refusal | undefined {
  if (/^on/i.test(name)) return { problem: `${name}= on <${element}> would run code when a visitor reaches it.`, fix: `Delete ${name}=… from the tag.` };
  if (value === undefined) return { problem: `the attribute ${name} of <${element}> is code ({…}), which a page’s text cannot hold.`, fix: 'Write its value in quotes: name="value".' };
  if (allowed && !allowed.includes(name.toLowerCase()))
    return { problem: `<${element}> may not have the attribute ${name}.`, fix: allowed.length ? `It may have only ${allowed.join(', ')}: delete ${name}.` : `Delete ${name} from the tag.` };
  if (value && addressAttributes.has(name.toLowerCase())) return linkProblem(value);
  return undefined;
}

/** Why a lower-case (HTML) element may not be in a page's text, or undefined when it is allowed. */
function htmlElementProblem(name: string): Refusal | undefined {
  const tag = name.toLowerCase();
  if (Object.hasOwn(allowedHtml, tag)) return undefined;
  const allowed = Object.keys(allowedHtml)
    .map((n) => `<${n}>`)
    .join(' and ');
  const why = harmful[tag];
  const fix =
    markdownFor[tag] ??
    (why
      ? 'Delete it. Forms, the booking calendar and the cash-flow tool are the site’s components (content/README.md, "Tokens and components").'
      : 'Write it in Markdown (**bold**, - a list, [words](/page)) or use one of the site’s components (content/README.md, "Tokens and components").');
  return { problem: why ? `<${name}> ${why}; a page’s text cannot hold it.` : `<${name}> is HTML, which a page’s text cannot hold (only ${allowed} may be used).`, fix };
}

const codeLine = (word: string): Refusal => ({
  problem: `a line starting with "${word}" is code, which would run on the computer that builds the site; a page’s text cannot hold it.`,
  fix: 'Delete the line: the site’s components need no import (write <Phone /> as it is). If it is a sentence, start it with another word or a capital letter.',
});

const expression: Refusal = { problem: 'text between curly brackets { } over several lines is code, which a page’s text cannot hold.', fix: 'To show curly brackets as they are, write \\{ and \\}.' };

/** A node of a Markdown or MDX syntax tree (mdast), as the site's MDX parser gives it. */
export interface TreeNode {
  type: string;
  children?: TreeNode[];
  position?: { start: { line: number } };
  name?: string | null;
  url?: string;
  value?: unknown;
  identifier?: string;
  attributes?: { type: string; name?: string; value?: unknown }[];
}

/** The HTML tags in raw HTML (a .md file's): each name with its attributes as written, or null where the markup is something else (a comment, <!DOCTYPE>…). */
function tagsIn(html: string): ({ name: string; attributes: string } | null)[] {
  return [...html.matchAll(/<(\/?)([A-Za-z][^\s/>]*)?([^>]*)>?|<[!?]/g)].map((m) => (m[2] === undefined ? null : { name: m[2], attributes: m[1] ? '' : (m[3] ?? '').replace(/\/$/, '').trim() }));
}

/**
 * Everything in a page's text (its syntax tree) that is not content, in the order it appears.
 * `components`: the names of the site's MDX components (src/core/mdx-names.ts).
 */
export function bodyRefusals(tree: TreeNode, components: readonly string[]): Refusal[] {
  const found: Refusal[] = [];
  const known = new Set(components);
  const definitions = new Map<string, string>();
  const walkDefinitions = (node: TreeNode) => {
    if (node.type === 'definition' && node.identifier && node.url !== undefined) definitions.set(node.identifier, node.url);
    node.children?.forEach(walkDefinitions);
  };
  walkDefinitions(tree);

  const walk = (node: TreeNode, line: number | undefined) => {
    const at = node.position?.start.line ?? line;
    const refuse = (refusal: Refusal | undefined) => refusal && found.push({ ...refusal, line: at });
    switch (node.type) {
      case 'mdxjsEsm':
        refuse(codeLine(/^\s*(\w+)/.exec(String(node.value))?.[1] ?? 'import'));
        break;
      case 'mdxFlowExpression':
      case 'mdxTextExpression':
        refuse(expression);
        break;
      case 'mdxJsxFlowElement':
      case 'mdxJsxTextElement': {
        const name = node.name ?? '';
        const component = /^[A-Z]/.test(name);
        if (!name) refuse({ problem: 'an empty tag <> is code, which a page’s text cannot hold.', fix: 'Delete <> and </>.' });
        else if (component && !known.has(name)) refuse({ problem: `<${name}> is not a component the site has.`, fix: 'The components are listed in content/README.md under "Tokens and components".' });
        else if (!component) refuse(htmlElementProblem(name));
        for (const attribute of node.attributes ?? []) {
          if (attribute.type !== 'mdxJsxAttribute' || !attribute.name) {
            refuse({ problem: `{…} in the tag <${name}> is code, which a page’s text cannot hold.`, fix: 'Write each attribute as name="value".' });
            continue;
          }
          const value = attribute.value === null || typeof attribute.value === 'string' ? attribute.value : undefined;
          refuse(attributeProblem(name, attribute.name, value, component ? undefined : allowedHtml[name.toLowerCase()]));
        }
        break;
      }
      case 'link':
      case 'definition':
        refuse(linkProblem(node.url ?? ''));
        break;
      case 'image':
        refuse(imageProblem(node.url ?? ''));
        break;
      case 'imageReference':
        refuse(imageProblem(definitions.get(node.identifier ?? '') ?? ''));
        break;
      case 'html':
        // Raw HTML of a Markdown (.md) file: only the allowed tags, with their allowed attributes.
        for (const tag of tagsIn(String(node.value))) {
          if (!tag) refuse({ problem: 'a comment or declaration (<!…>) is not text a page can hold.', fix: 'Delete it.' });
          else if (htmlElementProblem(tag.name)) refuse(htmlElementProblem(tag.name));
          else if (tag.attributes && !(allowedHtml[tag.name.toLowerCase()] ?? []).includes(tag.attributes.toLowerCase()))
            refuse({ problem: `<${tag.name}> may not have ${tag.attributes}.`, fix: `Write it as <${tag.name}>, with nothing else in the tag.` });
        }
        break;
    }
    for (const child of node.children ?? []) walk(child, at);
  };
  walk(tree, undefined);
  return found;
}

/** Each text of a field with its path: every string in the data, however deep. */
function* strings(value: unknown, path: (string | number)[] = []): Generator<{ text: string; field: (string | number)[] }> {
  if (typeof value === 'string') yield { text: value, field: path };
  else if (Array.isArray(value)) for (const [i, item] of value.entries()) yield* strings(item, [...path, i]);
  else if (value && typeof value === 'object' && !(value instanceof Date)) for (const [key, item] of Object.entries(value)) yield* strings(item, [...path, key]);
}

/**
 * HTML in the fields of a file (YAML, or an MDX file's frontmatter): a field shows its words as typed,
 * so a tag is never wanted there, and one that acts on a visitor (<script>, <meta>, on…=) is refused
 * wherever it is. Addresses are checked by their schemas (the `href` and URL fields).
 */
export function fieldRefusals(data: unknown): (Refusal & { field: (string | number)[] })[] {
  const found: (Refusal & { field: (string | number)[] })[] = [];
  for (const { text, field } of strings(data)) {
    const tag = /<\/?([A-Za-z][\w:.-]*)(?=[\s/>])/.exec(text);
    if (!tag) continue;
    const why = harmful[tag[1]!.toLowerCase()];
    found.push({
      field,
      problem: why ? `<${tag[1]}> ${why}; a field cannot hold it.` : `<${tag[1]}> is HTML, which a field cannot hold: the page shows a field’s words as they are typed.`,
      fix: 'Write plain words: a link goes in a field of its own (href), a price or a date as a token such as {price:payroll} (content/README.md, "Tokens and components").',
    });
  }
  return found;
}
