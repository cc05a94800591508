/*
 * The shapes of the site's menus as pages show them. The menus themselves are content, in
 * content/navigation/menus.yaml (schema: src/content/schemas/navigation.ts); src/lib/navigation.ts
 * reads them in a page's language.
 */

/** A link as a page shows it, in the page's language. */
export interface NavLink {
  label: string;
  href: string;
  /** The English page's path, the same in both languages (content's `navGroup` names it). */
  page: string;
  summary?: string | undefined;
}
export interface NavGroup extends NavLink {
  children: NavLink[];
}
export interface NavEntry extends NavLink {
  groups: NavGroup[];
}
export interface Navigation {
  header: NavEntry[];
  footer: NavLink[];
}

/** Every group (hub and its pages) of a navigation, across all header entries. */
export function groupsOf(nav: Navigation): NavGroup[] {
  return nav.header.flatMap((entry) => entry.groups);
}
