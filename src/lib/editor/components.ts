import { offers, formatPrice, pricedServices } from '../../config/offers';
import { claimIds, claimText } from '../../config/claims';
import { contact, addressLineFor } from '../../config/contact';
import { site } from '../../config/site';
import { tokenValues } from '../tokens';
import { mdxComponentNames } from '../../core/mdx-names';
import { labelOf } from './field-tree';
import { sitePaths } from './config';

/*
 * What the editor's page bodies offer from its + menu: the site's MDX components that an editor
 * places in prose, each with its arguments as fields and a preview filled with today's value (a
 * price with its VAT words, a fact, a claim's current wording). Written into the editor's bundle at
 * build time (src/integrations/editor.ts) from the same modules the pages read.
 */

interface EditorComponent {
  /** The component's name in MDX, e.g. Price. */
  name: string;
  label: string;
  /** Its one argument, if any: the attribute and its choices, with each choice's filled value for the preview. */
  argument?: { name: string; label: string; hint: string; options: { value: string; label: string; preview: string }[] };
  /** What the preview shows when there is no argument. */
  preview?: string;
}

export interface EditorData {
  /** Every component a body may use (src/core/mdx-names.ts): left as is when a body is escaped. */
  components: string[];
  /** Every token a body may use ({yearsExperience}, {price:payroll}): left as is when a body is escaped. */
  tokens: string[];
  /** Each token's value today, to count a text as the page shows it. */
  values: Record<string, string>;
  /** The address of every page (English and Italian) when /admin was built; the editor adds those saved since. */
  paths: string[];
  /** The ones the editor offers from its menu. */
  editorComponents: EditorComponent[];
}

export function editorData(): EditorData {
  const facts = tokenValues();
  const components: string[] = [...mdxComponentNames];
  const editorComponents: EditorComponent[] = [
    {
      name: 'Price',
      label: 'Price (from the prices)',
      argument: {
        name: 'service',
        label: 'Service',
        hint: 'The starting price of this service, with the VAT words, as written in the prices.',
        options: pricedServices.map((s) => ({ value: s, label: labelOf(s), preview: formatPrice(offers.startingPrices[s]) })),
      },
    },
    {
      name: 'Fact',
      label: 'Making Tax Digital fact or figure',
      argument: {
        name: 'name',
        label: 'Fact',
        hint: 'A date, threshold, penalty or price as the firm’s facts state it (mtdIt: is the Italian wording).',
        options: Object.entries(facts).map(([value, filled]) => ({ value, label: `${value} (${filled})`, preview: filled })),
      },
    },
    {
      name: 'Claim',
      label: 'Claim about the firm',
      argument: {
        name: 'id',
        label: 'Claim',
        hint: 'Shown only once the firm has confirmed it; until then its fallback wording, or nothing.',
        options: claimIds.map((id) => ({ value: id, label: labelOf(id), preview: claimText(id) || '(not shown until confirmed)' })),
      },
    },
    { name: 'Phone', label: 'Phone number', preview: contact.phone },
    { name: 'Email', label: 'Email address', preview: contact.email },
    { name: 'Address', label: 'Address', preview: addressLineFor('en') },
    { name: 'Hours', label: 'Opening hours', preview: contact.hours.map((h) => `${h.days} ${h.opens}–${h.closes}`).join('; ') },
    { name: 'FirmName', label: 'Firm name', preview: site.name },
    { name: 'ContactDetails', label: 'Contact details block', preview: `${contact.phone} · ${contact.email} · ${addressLineFor('en')}` },
  ].filter((c) => components.includes(c.name));
  return { components, tokens: Object.keys(facts), values: facts, paths: sitePaths(), editorComponents };
}
