/// <reference types="astro/client" />

declare module 'astro' {
  interface AstroClientDirectives {
    /** Hydrate on the first pointer, touch, focus or key interaction inside the island ('visible': or when it scrolls into view). */
    'client:interaction'?: boolean | 'visible';
  }
}
