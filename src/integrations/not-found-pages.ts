import { access, rename, rmdir } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { defaultLocale, locales } from '../config/locale';

/**
 * Static hosts serve a folder's `404.html` for an unknown address inside it (Cloudflare Pages by
 * itself, Netlify through the rule in public/_redirects). Astro writes only the root 404 page as
 * `dist/404.html`; the page of each other language, `src/pages/<locale>/404.astro`, comes out as
 * `dist/<locale>/404/index.html`. After the build this moves it to `dist/<locale>/404.html`, and stops
 * the build if it is missing, so every language keeps its own error page.
 */
export function notFoundPages(): AstroIntegration {
  return {
    name: 'not-found-pages',
    hooks: {
      'astro:build:done': async ({ dir, logger }) => {
        for (const locale of locales.filter((l) => l !== defaultLocale)) {
          const from = fileURLToPath(new URL(`${locale}/404/index.html`, dir));
          const to = fileURLToPath(new URL(`${locale}/404.html`, dir));
          try {
            await access(from);
          } catch {
            throw new Error(`[404] ${from} was not built: src/pages/${locale}/404.astro must render the ${locale} 404 page.`);
          }
          await rename(from, to);
          await rmdir(fileURLToPath(new URL(`${locale}/404/`, dir)));
          logger.info(`/${locale}/404.html written`);
        }
      },
    },
  };
}
