/** Old or alias addresses and where they lead (built as redirect pages; also set in astro.config.mjs). */
export const redirects: Record<string, string> = {
  '/resources/blog/making-tax-digital': '/blog/making-tax-digital',
  // The Italian word for search, for visitors who type it (the Italian pages keep the English address).
  '/it/cerca': '/it/search',
};
