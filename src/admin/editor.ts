import CMS from '@sveltia/cms';
import data from 'virtual:editor-data';
import site from 'virtual:editor-site';
import { escapeBody } from '../lib/editor/body-rule';
import { startBuildStatus } from './build-status';
// The editor's own field types: texts counted as the page shows them, page pickers (src/admin/fields.ts).
import './fields';
import { PagePreview, PostPreview } from './preview';

/*
 * The firm's editor: Sveltia CMS, bundled from node_modules (with its fonts and icons) and configured
 * by config.yml beside it, which the build generates from the content schemas. Here: what the editor
 * adds to the package (a body that cannot break a page, the site's components in the + menu, the
 * site's styles in the preview).
 */

/**
 * Before sign-in, Sveltia asks GitHub's status page (another host than the API) whether GitHub is
 * up. The editor talks to no host but its own and the git host's API (its CSP says so), so that question is
 * answered here as "status unknown", which the editor treats as no news, instead of a blocked request.
 */
const statusPage = 'https://www.githubstatus.com/';
const fetchFromNetwork = window.fetch.bind(window);
window.fetch = (input, init) => {
  const url = input instanceof Request ? input.url : String(input);
  if (url.startsWith(statusPage)) return Promise.resolve(new Response('{}', { status: 503, headers: { 'Content-Type': 'application/json' } }));
  return fetchFromNetwork(input, init);
};

type Entry = { getIn(path: string[]): unknown; setIn(path: string[], value: unknown): Entry; get(key: string): unknown };

/** A body an editor typed "{approx} <5%" into is saved as "\{approx\} <5%", which the page shows as typed (src/lib/editor/body-rule.ts). */
CMS.registerEventListener({
  name: 'preSave',
  handler: ({ entry }) => {
    let next = entry as unknown as Entry;
    const i18n = next.get('i18n') as { keySeq?: () => { toArray(): string[] } } | undefined;
    const locales = i18n?.keySeq?.().toArray() ?? [];
    const paths = [
      ['data', 'body'],
      ...locales.flatMap((l) => [
        ['i18n', l, 'data', 'body'],
        ['i18n', l, 'body'],
      ]),
    ];
    for (const path of paths) {
      const body = next.getIn(path);
      if (typeof body === 'string') next = next.setIn(path, escapeBody(body, data.components, data.tokens));
    }
    return next as unknown as typeof entry;
  },
});

const attribute = (name: string) => new RegExp(`\\s${name}="([^"]*)"`);

/**
 * The site's components in the body's Insert menu, their argument a field, their preview the filled value.
 * Each sits inside a sentence ("starts at <Price service="payroll" /> a month"): its pattern has no
 * anchors and no `m` flag, which Sveltia reads as an inline component. (A multi-line pattern made each a
 * block that split its paragraph, and its line-start rule ate a one-letter word typed first on a line.)
 */
for (const component of data.editorComponents) {
  const { name, argument } = component;
  CMS.registerEditorComponent({
    id: name,
    label: component.label,
    mode: 'dialog',
    summary: argument ? `${component.label}: {{${argument.name}}}` : component.label,
    fields: argument ? [{ name: argument.name, label: argument.label, hint: argument.hint, widget: 'select', options: argument.options.map(({ value, label }) => ({ value, label })) }] : [],
    pattern: new RegExp(`<${name}((?:\\s+[a-zA-Z]+="[^"]*")*)\\s*/>`),
    fromBlock: (match) => (argument ? { [argument.name]: attribute(argument.name).exec(match[1] ?? '')?.[1] ?? '' } : {}),
    toBlock: (props) => (argument ? `<${name} ${argument.name}="${String(props[argument.name] ?? '')}" />` : `<${name} />`),
    toPreview: (props) => {
      const text = argument ? (argument.options.find((o) => o.value === props[argument.name])?.preview ?? '') : (component.preview ?? '');
      const span = document.createElement('span');
      span.className = 'editor-component';
      span.textContent = text;
      return span;
    },
  });
}

// The site's own stylesheet, written beside the editor by the build, for the preview pane; pages and
// posts previewed as the site lays them out (src/admin/preview.ts).
CMS.registerPreviewStyle(site.previewStyle);
for (const [name, where] of Object.entries(site.entries)) {
  if (where.extension === 'mdx') CMS.registerPreviewTemplate(name, (name === 'blog' ? PostPreview : PagePreview) as unknown as Parameters<typeof CMS.registerPreviewTemplate>[1]);
}

// Whether the site is live with the latest change, or why not (src/admin/build-status.ts).
startBuildStatus((handler) => CMS.registerEventListener({ name: 'postSave', handler }));

CMS.init();
