import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { icons } from '@iconify-json/lucide';
import { z } from 'astro/zod';
import { nearest } from '../../core/nearest';

/*
 * The pictures a page names in its frontmatter: an icon on a card (`icon: receipt`, one of the Lucide
 * icons src/components/ui/Icon.astro draws) and the illustration of a page's hero
 * (`illustration: shopfront`, a file src/assets/illustrations/shopfront.svg). Each is checked against
 * the set that exists, so a mistyped name stops the build with the nearest names that do.
 */

/** Every Lucide icon name (its current names; Lucide's old names are refused with the new one). */
export const iconNames = Object.keys(icons.icons).sort() as [string, ...string[]];

/** Every illustration drawn for the site: the files in src/assets/illustrations/, without .svg. */
const illustrationNames = readdirSync(join(process.cwd(), 'src/assets/illustrations'))
  .filter((file) => file.endsWith('.svg'))
  .map((file) => file.slice(0, -4))
  .sort() as [string, ...string[]];

/** Up to three names close to `word`, nearest first. */
function nearestNames(word: string, names: readonly string[]): string[] {
  const found: string[] = [];
  let left = [...names];
  for (let near = nearest(word, left); near && found.length < 3; near = nearest(word, left)) {
    found.push(near);
    left = left.filter((name) => name !== near);
  }
  return found;
}

/** "a, b or c" */
const either = (names: string[]) => (names.length > 1 ? `${names.slice(0, -1).join(', ')} or ${names.at(-1)}` : (names[0] ?? ''));

/** What an editor reads for a name that is not in the set. */
function unknownName(value: unknown, names: readonly string[], what: string, where: string): string {
  const word = String(value);
  const renamed = what === 'icon' ? icons.aliases?.[word]?.parent : undefined;
  if (renamed) return `"${word}" is the old name of the icon "${renamed}": write ${renamed}.`;
  const near = nearestNames(word, names);
  return `"${word}" is not the name of an ${what}. ${near.length ? `Did you mean ${either(near)}? ` : ''}${where}`;
}

/** A card's icon: a Lucide icon name. */
export const iconName = z
  .enum(iconNames, { error: (issue) => unknownName(issue.input, iconNames, 'icon', 'The names are those of https://lucide.dev/icons.') })
  .meta({ editor: { references: 'icons', shared: true } });

/** A hero's illustration: the name of a file in src/assets/illustrations/. */
export const illustrationName = z
  .enum(illustrationNames, { error: (issue) => unknownName(issue.input, illustrationNames, 'illustration', `The illustrations are the files in src/assets/illustrations/: ${illustrationNames.join(', ')}.`) })
  .meta({ editor: { shared: true } });
