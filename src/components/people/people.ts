import { nameWithLetters, personByKey, shownFounder, shownTeam, type People, people as filled } from '../../config/people';
import { site } from '../../config/site';
import type { Locale } from '../../config/locale';

/** A person as a card shows them, in a page's language. */
interface ShownPerson {
  name: string;
  role: string;
  photo?: string | undefined;
  photoAlt?: string | undefined;
  qualifications: string[];
  bio?: string | undefined;
  /** The founder: shown large, photo beside the words. */
  featured: boolean;
}

/** The firm's confirmed people (content/firm/people.yaml): the founder first, then the team, as cards show them. */
export function shownPeople(locale: Locale, p: People = filled): ShownPerson[] {
  const founder = shownFounder(p);
  return [
    ...(founder
      ? [
          {
            name: founder.name,
            role: { en: site.founder.role, it: site.founder.roleIt }[locale],
            photo: founder.photo,
            photoAlt: founder.photoAlt,
            qualifications: [...founder.qualifications, ...(founder.professionalBody ? [founder.professionalBody] : [])],
            bio: founder.bio?.[locale],
            featured: true,
          },
        ]
      : []),
    ...shownTeam(p).map((m) => ({ name: m.name, role: m.role[locale], photo: m.photo, photoAlt: m.photoAlt, qualifications: m.qualifications, bio: m.bio?.[locale], featured: false })),
  ];
}

/**
 * A byline or a card naming a person by key (`founder`, or a team member's `key`): "Luca Ferraro, ATT" and their role
 * in the page's language, once confirmed in content/firm/people.yaml; undefined until then, so the page keeps its own words.
 */
export function namedByKey(key: string | undefined, locale: Locale, p: People = filled): { name: string; role: string } | undefined {
  const person = personByKey(key, p);
  if (!person) return undefined;
  return { name: nameWithLetters(person), role: person.role ? person.role[locale] : { en: site.founder.role, it: site.founder.roleIt }[locale] };
}
