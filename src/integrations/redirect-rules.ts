import { appendFile, readFile, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { redirects } from '../lib/redirects';
import { site } from '../config/site';
import { defaultLocale, htmlLang, locales } from '../config/locale';

/** The address a redirect lands on as the host serves it: the folder, with its trailing slash (no extra hop). */
const finalAddress = (to: string) => (to.endsWith('/') ? to : `${to}/`);

/** The fallback page for a host that ignores `_redirects`: valid HTML, the page's language, the site's icon. */
function stubPage(to: string): string {
  const target = finalAddress(to);
  const lang = htmlLang[locales.find((l) => target.startsWith(`/${l}/`)) ?? defaultLocale];
  return `<!doctype html>
<html lang="${lang}">
<head>
<meta charset="utf-8">
<title>${target}</title>
<meta http-equiv="refresh" content="0; url=${target}">
<meta name="robots" content="noindex">
<link rel="canonical" href="${new URL(target, site.url).href}">
<link rel="icon" href="/favicon.svg" type="image/svg+xml">
</head>
<body><p><a href="${target}">${target}</a></p></body>
</html>
`;
}

/**
 * Old and alias addresses (`src/lib/redirects.ts`) answer with a real 301 straight to the final
 * address: after the build this appends one rule per address, with and without its trailing slash,
 * to `dist/_redirects` (Cloudflare Pages and Netlify read it), and rewrites Astro's stub page at each
 * old address as a valid fallback for hosts without `_redirects`.
 *
 * On Netlify (which sets NETLIFY=true while it builds) the rules are forced (`301!`, else a stub file
 * would shadow them) and unknown addresses under /it/ get the Italian 404 page; Cloudflare Pages does
 * that by itself and rejects a 404 rule, so the line is written only for Netlify.
 */
export function redirectRules(): AstroIntegration {
  return {
    name: 'redirect-rules',
    hooks: {
      'astro:build:done': async ({ dir, logger }) => {
        const netlify = process.env.NETLIFY === 'true';
        const code = netlify ? '301!' : '301';
        const lines = Object.entries(redirects).flatMap(([from, to]) => [`${from}  ${finalAddress(to)}  ${code}`, `${from}/  ${finalAddress(to)}  ${code}`]);
        if (netlify) for (const l of locales.filter((l) => l !== defaultLocale)) lines.push(`/${l}/*  /${l}/404.html  404`);
        await appendFile(new URL('_redirects', dir), `\n# Written by src/integrations/redirect-rules.ts from src/lib/redirects.ts\n${lines.join('\n')}\n`);
        for (const [from, to] of Object.entries(redirects)) {
          const file = fileURLToPath(new URL(`.${from}/index.html`, dir));
          // Astro writes the stub; a missing one means the redirect left astro.config.mjs.
          await readFile(file);
          await writeFile(file, stubPage(to));
        }
        logger.info(`${lines.length} rules appended to _redirects${netlify ? ' (Netlify)' : ''}`);
      },
    },
  };
}
