/// <reference types="astro/client" />

// A module (not a script), so the block below augments Astro's types instead of replacing them.
export {};

declare module 'astro' {
  interface AstroClientDirectives {
    /** Hydrate on the first pointer, touch, focus or key interaction inside the island ('visible': or when it scrolls into view). */
    'client:interaction'?: boolean | 'visible';
    /** The header's search entry: client:interaction, plus `/` anywhere on the page (src/directives/search.ts). */
    'client:search'?: boolean;
  }
}
