import { contentRoutes } from './content-routes';
import { normalisePath } from './published';
import { defaultLocale } from '../config/locale';

interface CardLike {
  title: string;
  href?: string | undefined;
}
interface SectionLike {
  heading: string;
  cards?: CardLike[] | undefined;
}

const sectionsOf = (data: object): SectionLike[] => ('sections' in data && Array.isArray(data.sections) ? (data.sections as SectionLike[]) : []);

/**
 * The English cards of the section headed `heading` on the Italian page at `path`: a card's icon
 * follows what its title says (src/components/ui/card-icons.ts), and the English title decides, so an
 * Italian page always shows the icons of its English twin. Undefined on an English page, or when the
 * twin's section has a different number of cards (then each title decides for itself).
 */
export async function englishCards(path: string, heading: string): Promise<CardLike[] | undefined> {
  const routes = await contentRoutes();
  const here = routes.find((r) => r.route === normalisePath(path));
  if (!here || here.locale === defaultLocale || !here.twin) return undefined;
  const twin = routes.find((r) => r.route === here.twin);
  if (!twin) return undefined;
  const mine = sectionsOf(here.entry.data);
  const index = mine.findIndex((s) => s.heading === heading);
  const theirs = sectionsOf(twin.entry.data)[index]?.cards;
  return theirs && theirs.length === (mine[index]?.cards?.length ?? -1) ? theirs : undefined;
}
