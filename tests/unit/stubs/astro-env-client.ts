/**
 * Stand-in for Astro's generated `astro:env/client` module under Vitest (Astro generates the real
 * one at build time). Values come from the test's environment, like the real build.
 */
export const PUBLIC_EMAILJS_PUBLIC_KEY = process.env.PUBLIC_EMAILJS_PUBLIC_KEY;
export const PUBLIC_EMAILJS_SERVICE_ID = process.env.PUBLIC_EMAILJS_SERVICE_ID;
export const PUBLIC_EMAILJS_TEMPLATE_ENQUIRY = process.env.PUBLIC_EMAILJS_TEMPLATE_ENQUIRY;
export const PUBLIC_EMAILJS_TEMPLATE_NEWSLETTER = process.env.PUBLIC_EMAILJS_TEMPLATE_NEWSLETTER;
export const PUBLIC_EMAILJS_TEMPLATE_CONTACT = process.env.PUBLIC_EMAILJS_TEMPLATE_CONTACT;
