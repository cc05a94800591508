import { describePlace, editorError } from '../core/editor-errors';

/*
 * Icons and illustrations are chosen once, on the English page: `illustration:` in the hero, the page's
 * own `icon:`, and `icon:` on each card of a grid (a card that links to a page of the site may leave it
 * out and show that page's icon). The Italian twin shows the same, card for card, so its file names none
 * of them. src/lib/content-routes.ts applies this to every Italian page that has an English twin.
 */

interface ArtCard {
  icon?: string | undefined;
  href?: string | undefined;
}
interface ArtSection {
  variant?: string | undefined;
  packages?: string | undefined;
  cards: ArtCard[];
}
/** The parts of a page's data that name a picture. */
export interface ArtData {
  icon?: string | undefined;
  hero: { illustration?: string | undefined };
  sections: ArtSection[];
}

/**
 * A section whose cards show their icons: a grid of cards, or the cards a people section shows until the firm's people are
 * confirmed (not a list, steps, a band, or the MTD packages).
 */
const showsIcons = (section: ArtSection) => ['cards', 'chooser', 'people'].includes(section.variant ?? 'cards') && !section.packages;

/**
 * Stops the build when a card of a grid has no icon: neither its own `icon:` nor, for a card that links
 * to a page of the site, that page's (`linkedIcon` looks it up by address).
 */
export function assertCardIcons(data: ArtData, file: string, linkedIcon: (href: string) => string | undefined): void {
  data.sections.forEach((section, i) => {
    if (!showsIcons(section)) return;
    section.cards.forEach((card, j) => {
      if (!card.icon && !(card.href && linkedIcon(card.href)))
        throw editorError(
          { file, field: ['sections', i, 'cards', j, 'title'] },
          card.href?.startsWith('/') ? `this card has no icon, and the page it links to (${card.href}) has none either.` : 'this card has no icon.',
          'Add a line `icon:` under its title with the name of a Lucide icon (https://lucide.dev/icons), e.g. `icon: receipt`.',
        );
    });
  });
}

/** The Italian page's data with the icons and illustration of its English twin; its own file must name none. */
export function withEnglishArt<T extends ArtData>(italian: T, english: ArtData, files: { italian: string; english: string }): T {
  const repeated = (field: (string | number)[], what: string) =>
    editorError(
      { file: files.italian, field },
      `an Italian page shows the ${what} of its English page (${describePlace({ file: files.english, field })}), so its own file does not name one.`,
      'Delete this line; to change the picture, change it on the English page.',
    );
  if (italian.icon) throw repeated(['icon'], 'icon');
  if (italian.hero.illustration) throw repeated(['hero', 'illustration'], 'illustration');
  const sections = italian.sections.map((section, i) => {
    section.cards.forEach((card, j) => {
      if (card.icon) throw repeated(['sections', i, 'cards', j, 'icon'], 'icons');
    });
    if (!showsIcons(section)) return section;
    const theirs = english.sections[i]?.cards ?? [];
    if (theirs.length !== section.cards.length)
      throw editorError(
        { file: files.italian, field: ['sections', i, 'cards'] },
        `this section has ${section.cards.length} cards and the same section of the English page (${describePlace({ file: files.english, field: ['sections', i, 'cards'] })}) has ${theirs.length}.`,
        'Each Italian card shows the icon of the English card in the same place: give both pages the same sections and cards, in the same order.',
      );
    return { ...section, cards: section.cards.map((card, j) => ({ ...card, icon: theirs[j]?.icon })) };
  });
  return { ...italian, icon: english.icon, hero: { ...italian.hero, illustration: english.hero.illustration }, sections };
}

/** Where a link of a header group sits in content/navigation/menus.yaml, as the menus are written there. */
interface MenuData {
  header: { groups: { href: string; children: { href: string }[] }[] }[];
}

/**
 * The icon of a card that lists a link of a header group (the services list, a hub's "In this section"): its page's
 * `icon:`, else the icon of its group's page (a page placed in a group from the editor alone needs no icon of its own;
 * a legal page has no Icon field at all). Only when neither has one does the build stop, naming the menu's line.
 */
export function menuCardIcon(href: string, menus: MenuData, iconOf: (href: string) => string | undefined): string {
  const own = iconOf(href);
  if (own) return own;
  for (const [i, entry] of menus.header.entries())
    for (const [j, group] of entry.groups.entries()) {
      const k = group.children.findIndex((child) => child.href === href);
      if (k === -1) continue;
      const groupIcon = iconOf(group.href);
      if (groupIcon) return groupIcon;
      throw editorError(
        { file: 'content/navigation/menus.yaml', field: ['header', i, 'groups', j, 'children', k, 'href'] },
        `the page ${href} has no icon, and neither has the page of its column (${group.href}), so its card would have none.`,
        `Open the page ${group.href} in the editor and pick an Icon on its English tab (or pick one for ${href}, if its kind of page has an Icon field).`,
      );
    }
  throw editorError(
    { file: 'content/navigation/menus.yaml' },
    `the page ${href} is listed as a card of a menu column but is in no column of the header.`,
    'Add it to a column of the header, or remove the card.',
  );
}
