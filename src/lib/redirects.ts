/** Old or alias addresses and where they lead (built as redirect pages; also set in astro.config.mjs). */
export const redirects: Record<string, string> = {
  '/resources/blog/making-tax-digital': '/blog/making-tax-digital',
  // The Italian word for search, for visitors who type it (the Italian pages keep the English address).
  '/it/cerca': '/it/search',
  // The services overview was a second list of services and prices beside the hub; one list now (issue 34).
  '/services/overview': '/services',
  '/it/services/overview': '/it/services',
};
