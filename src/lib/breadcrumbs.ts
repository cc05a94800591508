import { getCollection } from 'astro:content';
import { navigationFor } from '../config/navigation';
import { contentRoutes, routedCollections } from './content-routes';
import { normalisePath } from './published';

let labels: Promise<Map<string, string>> | undefined;

/** Short label of every page: its navigation label if it has one, else its title. */
function pageLabels(): Promise<Map<string, string>> {
  labels ??= (async () => {
    const map = new Map<string, string>();
    for (const collection of routedCollections) {
      for (const entry of await getCollection(collection, (e) => !e.data.draft)) {
        map.set(normalisePath(contentRoutes[collection](entry.id)), entry.data.title);
      }
    }
    for (const nav of [navigationFor('/'), navigationFor('/it')]) {
      for (const item of nav.header) {
        map.set(item.href, item.label);
        for (const group of item.groups) {
          map.set(group.href, group.label);
          for (const child of group.children) map.set(child.href, child.label);
        }
      }
    }
    map.set('/', 'Home');
    return map;
  })();
  return labels;
}

/**
 * The breadcrumb trail of a nested page: home, each ancestor that is a page, then the page.
 * Top-level pages get none (an empty trail).
 */
export async function breadcrumbTrail(path: string, currentLabel: string): Promise<{ label: string; href: string }[]> {
  const clean = normalisePath(path);
  // The Italian edition mirrors the English tree under /it: its home is /it, its sections /it/….
  const prefix = clean === '/it' || clean.startsWith('/it/') ? '/it' : '';
  const segments = clean.slice(prefix.length).split('/').filter(Boolean);
  if (segments.length < 2) return [];
  const map = await pageLabels();
  const trail = [{ label: 'Home', href: prefix || '/' }];
  for (let i = 1; i < segments.length; i++) {
    const href = `${prefix}/${segments.slice(0, i).join('/')}`;
    const label = map.get(href);
    if (label) trail.push({ label, href });
  }
  trail.push({ label: map.get(clean) && map.get(clean) !== '' ? (map.get(clean) as string) : currentLabel, href: clean });
  return trail;
}
