import CMS from '@sveltia/cms';
import data from 'virtual:editor-data';
import site from 'virtual:editor-site';
import { sentenceCaser } from '../lib/sentence-case-rules';
import { faqHeadingShown } from './faq-heading';
import { htmlLang, sentenceCased, type Locale } from '../config/locale';

/*
 * The preview pane shows a page or a post as the site shows it: its hero, its text, its card
 * sections, its questions and its closing call to action, in the site's own stylesheet (written beside
 * the editor by the build) and with the site's classes, filled with today's prices and facts. It is a
 * likeness, not the page: no header, footer, pictures or forms.
 *
 * The editor renders preview templates with its own React; `window.h` is its createElement.
 */

type Child = unknown;
type H = (type: unknown, props?: Record<string, unknown> | null, ...children: Child[]) => unknown;
const h: H = (type, props, ...children) => (window as unknown as { h: H }).h(type, props ?? null, ...children);

interface Immutable {
  toJS(): unknown;
  get(key: string): unknown;
}

interface PreviewProps {
  entry: Immutable;
}

interface Action {
  label?: string;
  href?: string;
  variant?: string;
}

interface Card {
  title?: string;
  text?: string;
  price?: string;
  features?: string[];
  linkLabel?: string;
}

interface Section {
  heading?: string;
  intro?: string;
  variant?: string;
  cards?: Card[];
  placement?: string;
}

interface PageData {
  title?: string;
  description?: string;
  hero?: { heading?: string; lead?: string; actions?: Action[]; proof?: string[] };
  sections?: Section[];
  sectionsPosition?: string;
  faqHeading?: string;
  faqs?: { question?: string; answer?: string }[];
  cta?: { heading?: string; text?: string; actions?: Action[] };
  author?: string;
  date?: string;
}

/** A text with its {tokens} filled as the site fills them today (a token it does not know is left as typed). */
const filled = (text: string | undefined) => (text ?? '').replace(/\{([A-Za-z][\w-]*(?::[\w-]+)?)\}/g, (token, name: string) => site.tokenValues[name] ?? token);

/** English headings and button labels in sentence case, as the site shows them (src/lib/sentence-case.ts); Italian as typed. */
const caser = sentenceCaser(site.capitals, site.capitals.firm);
let previewLang: Locale = 'en';
const cased = (text: string | undefined) => (sentenceCased[previewLang] ? caser(filled(text)) : filled(text));

const buttons = (actions: Action[] | undefined, inverse = false) =>
  (actions ?? []).length > 0
    ? h(
        'div',
        { className: inverse ? 'mt-8 flex flex-wrap justify-center gap-3' : 'mt-7 flex flex-col gap-3 sm:flex-row sm:flex-wrap' },
        ...(actions ?? []).map((a, i) => h('span', { key: i, className: `btn ${inverse ? 'btn-inverse' : a.variant === 'secondary' ? 'btn-secondary' : 'btn-accent'}` }, cased(a.label))),
      )
    : null;

function hero(heading: string | undefined, lead: string | undefined, extra: unknown[]) {
  return h(
    'header',
    { className: 'page-header relative overflow-hidden border-b border-line bg-sand' },
    h(
      'div',
      { className: 'mx-auto max-w-7xl px-4 py-10 sm:px-6' },
      h('h1', { className: 'max-w-4xl text-display font-bold' }, cased(heading)),
      lead ? h('p', { className: 'mt-4 max-w-3xl text-lead text-muted' }, filled(lead)) : null,
      ...extra,
    ),
  );
}

function section(s: Section, i: number) {
  const cards = s.cards ?? [];
  return h(
    'section',
    { key: `section-${i}`, className: 'card-grid-wrap py-section' },
    h(
      'div',
      { className: 'mx-auto max-w-7xl px-4 sm:px-6' },
      h('h2', { className: 'text-h2 font-bold' }, cased(s.heading)),
      s.intro ? h('p', { className: 'mt-3 max-w-3xl text-lead text-muted' }, filled(s.intro)) : null,
      h(
        'ul',
        { className: 'card-grid mt-8', 'data-count': String(cards.length) },
        ...cards.map((c, j) =>
          h(
            'li',
            { key: j, className: 'relative flex flex-col rounded-card border border-line-strong bg-paper p-6 shadow-card' },
            s.variant === 'steps' ? h('span', { className: 'step-marker mb-4', 'aria-hidden': 'true' }, String(j + 1)) : null,
            h('h3', { className: 'text-h3 font-bold' }, cased(c.title)),
            c.price ? h('p', { className: 'mt-2 text-muted font-serif text-2xl font-bold text-brand-dark' }, filled(c.price)) : null,
            h('p', { className: 'mt-2 text-wrap text-muted' }, filled(c.text)),
            c.features?.length ? h('ul', { className: 'mt-3 list-disc space-y-1 pl-5 text-muted' }, ...c.features.map((f, k) => h('li', { key: k }, filled(f)))) : null,
            c.linkLabel ? h('p', { className: 'mt-4 font-semibold text-brand' }, cased(c.linkLabel)) : null,
          ),
        ),
      ),
    ),
  );
}

function faqs(data: PageData, lang: Locale) {
  if (!data.faqs?.length) return null;
  return h(
    'section',
    { className: 'py-12 md:py-16' },
    h(
      'div',
      { className: 'mx-auto max-w-7xl px-4 sm:px-6' },
      // Left empty, the page shows the usual heading in its language, cased as the site cases it.
      h('h2', { className: 'text-h2 font-bold' }, faqHeadingShown(data.faqHeading, site.faqHeadings, lang, cased)),
      h(
        'div',
        { className: 'mt-6 divide-y divide-line rounded-xl border border-line' },
        ...data.faqs.map((f, i) =>
          h(
            'details',
            { key: i, className: 'group', open: true },
            h('summary', { className: 'flex min-h-12 list-none items-center justify-between gap-4 px-5 py-4 text-lg font-semibold' }, filled(f.question)),
            h('p', { className: 'max-w-3xl px-5 pb-5 text-muted' }, filled(f.answer)),
          ),
        ),
      ),
    ),
  );
}

function closing(data: PageData) {
  if (!data.cta) return null;
  return h(
    'section',
    { className: 'closing-band relative isolate overflow-hidden bg-brand py-section text-white' },
    h(
      'div',
      { className: 'mx-auto max-w-3xl px-4 text-center sm:px-6' },
      h('h2', { className: 'text-h2 font-bold text-white' }, cased(data.cta.heading)),
      h('p', { className: 'mt-3 text-lead text-white/90' }, filled(data.cta.text)),
      buttons(data.cta.actions, true),
    ),
  );
}

/** The page's language: an Italian entry has English among its other languages (or lives in an it/ folder). */
const languageOf = (entry: Immutable): Locale => {
  const others = Object.keys(((entry.get('i18n') as Immutable | undefined)?.toJS() ?? {}) as object);
  return others.includes('en') || /(^|\/)it\//.test(String(entry.get('path') ?? '')) ? 'it' : 'en';
};

/** The site's components in a text, as their value today (a price, the phone number) or, for a block, its name. */
function withComponents(markdown: string): string {
  const chip = (text: string) => `<span class="editor-component">${text.replace(/&/g, '&amp;').replace(/</g, '&lt;')}</span>`;
  return markdown.replace(/<([A-Z][A-Za-z]*)((?:\s+[a-zA-Z]+="[^"]*")*)\s*\/?>(?:[\s\S]*?<\/\1>)?/g, (whole, name: string, attributes: string) => {
    const component = data.editorComponents.find((c) => c.name === name);
    if (!component) return chip(name.replace(/(?<=[a-z])(?=[A-Z])/g, ' '));
    if (!component.argument) return chip(component.preview ?? name);
    const value = new RegExp(`${component.argument.name}="([^"]*)"`).exec(attributes)?.[1];
    return chip(component.argument.options.find((o) => o.value === value)?.preview ?? whole);
  });
}

/** The text of the page (its MDX body), rendered by the editor, with its components and {tokens} filled, in the site's text styles. */
function body(markdown: string | undefined) {
  const text = withComponents(markdown ?? '').replace(/(?<!\\)\{([A-Za-z][\w-]*(?::[\w-]+)?)\}/g, (token, name: string) => site.tokenValues[name] ?? token);
  let unmount: (() => void) | undefined;
  const mount = (element: HTMLElement | null) => {
    unmount?.();
    unmount = undefined;
    if (!element) return;
    // The editor renders into an element of its own window; the rendering then moves into the preview's frame.
    const rendered = document.createElement('div');
    unmount = (CMS as unknown as { renderRichText: (target: Element, value: string) => () => void }).renderRichText(rendered, text);
    element.replaceChildren(rendered);
  };
  return h('div', { className: 'mx-auto max-w-7xl px-4 py-section sm:px-6' }, h('div', { className: 'prose-body', ref: mount }));
}

/** A page: hero, then card sections and text in the page's order, questions, closing call to action. */
export function PagePreview({ entry }: PreviewProps) {
  const page = ((entry.get('data') as Immutable).toJS() ?? {}) as PageData & { body?: string };
  // Sections placed under the hero (placement: after-hero) first, then the others where sectionsPosition puts them.
  const all = page.sections ?? [];
  const lead = all.filter((s) => s.placement === 'after-hero').map(section);
  const sections = all.filter((s) => s.placement !== 'after-hero').map((s, i) => section(s, lead.length + i));
  const before = page.sectionsPosition === 'before-body';
  const proof = page.hero?.proof?.length
    ? h(
        'ul',
        { className: 'mt-6 flex flex-wrap gap-x-5 gap-y-2 text-[0.9375rem] text-muted' },
        ...page.hero.proof.map((p, i) => h('li', { key: i, className: 'flex items-center gap-2' }, `✓ ${filled(p)}`)),
      )
    : null;
  const lang = languageOf(entry);
  // Read by `cased` while this template draws (synchronously).
  previewLang = lang;
  return h(
    'div',
    { lang: htmlLang[lang], className: 'page-preview font-sans text-ink' },
    hero(page.hero?.heading, page.hero?.lead, [buttons(page.hero?.actions), proof]),
    ...lead,
    ...(before ? sections : []),
    body(page.body),
    ...(before ? [] : sections),
    faqs(page, lang),
    closing(page),
  );
}

/** A blog post: its title and description as the hero, author and date, then its text. */
export function PostPreview({ entry }: PreviewProps) {
  const page = ((entry.get('data') as Immutable).toJS() ?? {}) as PageData & { body?: string };
  const lang = languageOf(entry);
  // Read by `cased` while this template draws (synchronously).
  previewLang = lang;
  const date =
    page.date && !Number.isNaN(Date.parse(page.date)) ? new Date(page.date).toLocaleDateString(htmlLang[lang], { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }) : page.date;
  const byline = [page.author, date].filter(Boolean).join(' · ');
  return h(
    'div',
    { lang: htmlLang[lang], className: 'page-preview font-sans text-ink' },
    hero(page.title, page.description, [byline ? h('p', { className: 'mt-4 text-muted' }, byline) : null]),
    body(page.body),
  );
}
