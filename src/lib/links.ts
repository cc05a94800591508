import { mailtoHref, phoneHref } from '../config/contact';
import { pageHref } from './page-href';

export { pageHref } from './page-href';

/** Turns a content href into a real one: 'contact:phone' and 'contact:email' become the configured tel:/mailto: links, a site path its canonical address. */
export function resolveHref(href: string): string {
  if (href === 'contact:phone') return phoneHref;
  if (href === 'contact:email') return mailtoHref();
  return pageHref(href);
}

/** An id for a heading, from its text. */
export function slugify(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}
