import CMS from '@sveltia/cms';
import data from 'virtual:editor-data';
import { checkFigures } from '../lib/editor/figures';
import { routeOfFile } from '../lib/content-paths';
import { defaultLocale, locales } from '../config/locale';

/*
 * Two field types the editor adds to Sveltia's (CMS.registerFieldType), each built on Sveltia's own
 * select or text box (CMS.getFieldType), so they look and behave like the others:
 *   - figures-text: a title or description that may quote {figures}, counted as the page shows it
 *     (src/lib/editor/figures.ts), its limit shown as the editor types and enforced on saving, a
 *     misspelt figure named with the nearest right one;
 *   - site-page: a page of the site, picked from every page there was when the editor was built and
 *     every page saved since in this session (Sveltia's relation field reads one collection; the
 *     site's pages are seven, in two languages).
 * The config (src/lib/editor/config.ts) chooses them from the schemas.
 */

type Props = Record<string, unknown> & { value?: unknown; field: { get(key: string): unknown; toJS(): Record<string, unknown> } };
type CreateElement = (type: unknown, props?: Record<string, unknown> | null, ...children: unknown[]) => unknown;
/** Sveltia's own React (the package exposes it for custom field types), so no second copy is bundled. */
const react = () => window as unknown as { h: CreateElement; createClass: (spec: Record<string, unknown>) => unknown };
const builtIn = (name: string) => CMS.getFieldType(name) as unknown as { control: unknown; preview: unknown };

/** The field as Sveltia's own control gets it: the same, minus the options that are ours. */
function plainField(field: Props['field'], widget: string, drop: string[] = []): Record<string, unknown> {
  const config: Record<string, unknown> = { ...field.toJS(), widget };
  for (const key of drop) delete config[key];
  return config;
}

const limitsOf = (field: Props['field']) => ({ min: field.get('minlength') as number | undefined, max: field.get('maxlength') as number });

const FiguresText = react().createClass({
  /** Called by Sveltia on every change and before saving: a problem here is the field's error. */
  isValid(value: unknown, field: Props['field']) {
    // A text too long whatever its figures say is refused by the field's pattern (src/lib/editor/config.ts: filledLimit), on every tab: one message is enough.
    const rule = field.get('pattern') as unknown[] | { get?(i: number): unknown } | undefined;
    const pattern = Array.isArray(rule) ? rule[0] : rule?.get?.(0);
    if (typeof pattern === 'string' && !new RegExp(pattern).test(String(value ?? '').trim())) return true;
    const { problem } = checkFigures(String(value ?? ''), data.values, limitsOf(field));
    return problem ? { error: { message: problem } } : true;
  },
  render(this: { props: Props }) {
    const { h } = react();
    const { field, value } = this.props;
    const widget = field.get('multiline') ? 'text' : 'string';
    const limits = limitsOf(field);
    const text = String(value ?? '');
    const { shown } = checkFigures(text, data.values, limits);
    const over = shown > limits.max || (limits.min !== undefined && text.trim().length > 0 && text.trim().length < limits.min);
    return h(
      'div',
      null,
      h(builtIn(widget).control, { ...this.props, field: plainField(field, widget, ['minlength', 'maxlength', 'multiline']) }),
      h(
        'div',
        {
          className: 'figures-count',
          'aria-label': `${shown} characters as the page shows it, at most ${limits.max}`,
          style: { textAlign: 'end', fontSize: 'var(--sui-font-size-small)', marginTop: '4px', color: 'var(--sui-tertiary-foreground-color)' },
        },
        h('span', { style: { color: over ? 'var(--sui-error-foreground-color)' : 'var(--sui-success-foreground-color)' } }, String(shown)),
        ` / ${limits.max}`,
      ),
    );
  },
});

CMS.registerFieldType('figures-text', FiguresText as never, builtIn('string').preview as never);

/** The addresses of the pages saved in this session, added to every page picker at once. */
const savedThisSession = new Set<string>();

const isEnglish = (path: string) => !locales.some((l) => l !== defaultLocale && (path === `/${l}` || path.startsWith(`/${l}/`)));

function SitePage(props: Props) {
  const { h } = react();
  const current = ([] as unknown[]).concat(props.value ?? []).filter((v): v is string => typeof v === 'string' && v !== '');
  const englishOnly = Boolean(props.field.get('english_only'));
  const paths = [...new Set([...data.paths, ...savedThisSession])].filter((p) => !englishOnly || isEnglish(p));
  const options = [...new Set([...paths.sort(), ...current])].map((p) => ({ label: p, value: p }));
  return h(builtIn('select').control, { ...props, field: { ...plainField(props.field, 'select', ['english_only']), options } });
}

CMS.registerFieldType('site-page', SitePage as never, builtIn('select').preview as never);

/** A page saved now is a page the pickers offer from now on, in each language it was saved in. */
CMS.registerEventListener({
  name: 'postSave',
  handler: ({ entry }) => {
    const map = entry as unknown as { get(key: string): unknown };
    const path = map.get('path');
    if (typeof path !== 'string') return;
    const i18n = map.get('i18n') as { has?: (key: string) => boolean } | undefined;
    const files = [path, ...locales.filter((l) => l !== defaultLocale && i18n?.has?.(l)).map((l) => path.replace(/^(content\/[a-z]+\/)/, `$1${l}/`))];
    for (const file of files) {
      const route = routeOfFile(file);
      if (route) savedThisSession.add(route);
    }
  },
});
