import { nameWithLetters, people as filled, personByKey, shownReviews, type People } from '../../config/people';
import { htmlLang, type Locale } from '../../config/locale';
import { fill } from '../../lib/fill';

/** One line of the firm's own proof: its public rating, or its founder by name. */
export interface ProofItem {
  kind: 'rating' | 'founder';
  text: string;
  /** Where a visitor checks it: the review page, or the About page. */
  href: string;
  /** Lucide icon beside it. */
  icon: string;
}

/**
 * The firm's proof where a visitor decides (heroes' proof lines, under an offer form's button): its first public
 * rating and its founder's name and letters, each only once confirmed in content/firm/people.yaml, so until then
 * nothing at all. `words` are the interface words reviewSummary and founderProof of the page's language.
 */
export function firmProof(locale: Locale, words: { reviewSummary: string; founderProof: string }, aboutHref: string, p: People = filled): ProofItem[] {
  const number = (n: number) => n.toLocaleString(htmlLang[locale]);
  const review = shownReviews(p)[0];
  const founder = personByKey('founder', p);
  return [
    ...(review
      ? [{ kind: 'rating' as const, text: fill(words.reviewSummary, { rating: number(review.rating), count: number(review.count), source: review.source }), href: review.url, icon: 'star' }]
      : []),
    ...(founder ? [{ kind: 'founder' as const, text: fill(words.founderProof, { who: nameWithLetters(founder) }), href: aboutHref, icon: 'user-round' }] : []),
  ];
}

/**
 * The tick with the founder's years of experience that a hero asks for (`hero.showFounderExperience`), only while
 * content/firm/people.yaml does not confirm the founder: from then the firm's proof names them, and a page says it once.
 */
export function founderExperienceTick(show: boolean, words: { trustExperience: string }, years: number, p: People = filled): string[] {
  return show && !personByKey('founder', p) ? [fill(words.trustExperience, { years })] : [];
}
