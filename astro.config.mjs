// @ts-check
import { defineConfig, envField } from 'astro/config';
import mdx from '@astrojs/mdx';
import react from '@astrojs/react';
import sitemap from '@astrojs/sitemap';
import tailwindcss from '@tailwindcss/vite';
import { loadEnv } from 'vite';
import { searchIndex } from './src/integrations/search-index.ts';
import { notFoundPages } from './src/integrations/not-found-pages.ts';
import { editor } from './src/integrations/editor.ts';
import { redirectRules } from './src/integrations/redirect-rules.ts';
import { socialCards } from './src/integrations/social-cards.ts';
import { contentBodies } from './src/integrations/content-bodies.ts';
import { moduleDataReload } from './src/integrations/module-data.ts';

// SITE_URL may come from .env as well as the shell; load it before the site config reads it
// (src/config/site.ts reads content/firm/site.yaml, and SITE_URL overrides its url).
const fileEnv = loadEnv(process.env.NODE_ENV ?? 'production', process.cwd(), '');
if (!process.env.SITE_URL && fileEnv.SITE_URL) process.env.SITE_URL = fileEnv.SITE_URL;
const { site, missingDisclosures } = await import('./src/config/site.ts');
const { redirects } = await import('./src/lib/redirects.ts');
// The languages are declared once, in src/config/locale.ts: the routing, the sitemap and the pages read them there.
const { locales, defaultLocale, htmlLang } = await import('./src/config/locale.ts');

/**
 * Hydrates an island on the visitor's first interaction with it (pointer, touch or focus),
 * so pages whose only island is the header load no JavaScript until someone reaches for it.
 * @returns {import('astro').AstroIntegration}
 */
function interactionDirective() {
  return {
    name: 'client-interaction',
    hooks: {
      'astro:config:setup': ({ addClientDirective }) => {
        addClientDirective({ name: 'interaction', entrypoint: './src/directives/interaction.ts' });
      },
    },
  };
}

/**
 * Prints one warning listing the statutory disclosures a UK firm must publish that are not yet
 * set in content/firm/site.yaml, so the gap is seen at every build until the firm supplies them.
 * @returns {import('astro').AstroIntegration}
 */
function disclosureWarning() {
  return {
    name: 'statutory-disclosures',
    hooks: {
      'astro:build:start': ({ logger }) => {
        const missing = missingDisclosures();
        if (missing.length > 0) {
          logger.warn(`Statutory disclosures not set in content/firm/site.yaml (footer and legal pages omit them): ${missing.join(', ')}.`);
        }
      },
    },
  };
}

export default defineConfig({
  site: site.url,
  trailingSlash: 'ignore',
  // English at the root, Italian under /it/: Astro.currentLocale gives every page its language.
  i18n: {
    defaultLocale,
    locales: [...locales],
    routing: { prefixDefaultLocale: false },
  },
  redirects,
  build: {
    format: 'directory',
    // The whole stylesheet is small: inlining it removes the render-blocking request.
    inlineStylesheets: 'always',
  },
  // No code blocks on the site; Shiki's inline styles would also break the CSP.
  markdown: { syntaxHighlight: false },
  // Links are plain anchors between static pages; no client router.
  prefetch: false,
  security: {
    csp: {
      // Site search runs Pagefind's WebAssembly, which needs exactly 'wasm-unsafe-eval' (not 'unsafe-eval').
      scriptDirective: { resources: ["'self'", "'wasm-unsafe-eval'"] },
      directives: [
        "default-src 'self'",
        "img-src 'self' data:",
        "font-src 'self'",
        // The email service's API is the only third party the page itself talks to (forms issue).
        "connect-src 'self' https://api.emailjs.com",
        "object-src 'none'",
        "base-uri 'self'",
        "form-action 'self'",
      ],
    },
  },
  env: {
    // EmailJS ids are public by design (they ship to the browser); all optional, so a fresh clone
    // builds and its forms offer email and phone instead. See .env.example.
    schema: {
      PUBLIC_EMAILJS_PUBLIC_KEY: envField.string({ context: 'client', access: 'public', optional: true }),
      PUBLIC_EMAILJS_SERVICE_ID: envField.string({ context: 'client', access: 'public', optional: true }),
      PUBLIC_EMAILJS_TEMPLATE_ENQUIRY: envField.string({ context: 'client', access: 'public', optional: true }),
      PUBLIC_EMAILJS_TEMPLATE_NEWSLETTER: envField.string({ context: 'client', access: 'public', optional: true }),
      PUBLIC_EMAILJS_TEMPLATE_CONTACT: envField.string({ context: 'client', access: 'public', optional: true }),
    },
  },
  integrations: [
    interactionDirective(),
    // npm run dev: modules that read content/firm/ when they load are evaluated afresh after a save there.
    moduleDataReload(),
    disclosureWarning(),
    react(),
    // Tokens as <Fact /> and mistakes named in MDX bodies, before MDX reads them.
    contentBodies(),
    mdx(),
    // The Italian 404 page as dist/it/404.html, where static hosts look for it (before the search index reads dist/).
    notFoundPages(),
    // Old and alias addresses as 301s in dist/_redirects, their stub pages valid HTML (fallback for other hosts).
    redirectRules(),
    // Each page's own social card, /og/<page>.png, drawn from its title (cached between builds).
    socialCards(),
    // Site search: Pagefind indexes dist/ after every build (and the header's client:search directive).
    searchIndex(),
    // Italian pages under /it/ are listed with reciprocal hreflang alternates (en-GB, it).
    // A translated pair also names its English page as x-default (for visitors in any other language), as the pages' head does.
    sitemap({
      filter: (page) => !/\/404\/?$/.test(page),
      i18n: { defaultLocale, locales: htmlLang },
      serialize: (item) => {
        const english = item.links?.find((link) => link.lang === htmlLang[defaultLocale]);
        if (english) item.links = [...(item.links ?? []), { lang: 'x-default', url: english.url }];
        return item;
      },
    }),
    // The firm's editor at /admin, after the search index has read dist/ (so it is never indexed).
    editor(),
  ],
  vite: {
    plugins: [tailwindcss()],
    build: {
      rollupOptions: {
        // Astro marks every MDX module "use astro:head-inject" on purpose; the bundler's note that it may drop
        // the directive is about Astro's internals, nothing anyone editing the site can act on.
        onwarn(warning, warn) {
          if (warning.code !== 'MODULE_LEVEL_DIRECTIVE') warn(warning);
        },
      },
    },
  },
});
