/** The folder of dist/ that holds the pages' social cards. */
export const cardDir = 'og';

/**
 * The address of a page's own social card: `/og/about.png` for /about, `/og/it/about.png` for
 * /it/about, `/og/home.png` for the home page. src/integrations/social-cards.ts draws each one the
 * built pages name.
 */
export function cardPathFor(path: string): string {
  // Read by the build step in astro.config.mjs too, so it imports nothing that needs astro:content.
  const clean = path.split(/[?#]/)[0]!.replace(/\/+$/, '') || '/';
  return `/${cardDir}/${clean === '/' ? 'home' : clean.slice(1)}.png`;
}
