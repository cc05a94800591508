import { z } from 'astro/zod';

/**
 * The address of a public web page: https:// (or http://) and a real domain name. Never `javascript:`,
 * `data:` or another scheme, which would run or open something other than a page when a visitor
 * follows the link (src/core/safety.ts says the same of links in a page's text).
 */
export const webAddress = () =>
  z.url({
    protocol: /^https?$/,
    hostname: z.regexes.domain,
    error: 'must be the address of a web page, starting with https:// (for example https://calendly.com/your-firm/30min)',
  });
