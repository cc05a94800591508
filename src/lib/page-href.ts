/**
 * A site path as a page links it: the page's canonical address, which ends with a slash (/contact →
 * /contact/), so following the link costs no redirect on the host (Cloudflare Pages answers /contact
 * with a 308 to /contact/). Anchors and queries stay after the slash (/contact/#form); files
 * (/rss.xml, /og/x.png), in-page anchors and other addresses (https:, mailto:, tel:) are left as they are.
 * Paths keep no slash everywhere else (normalisePath): this is for the href a visitor follows.
 */
export function pageHref(href: string): string {
  if (!href.startsWith('/') || href.startsWith('//')) return href;
  const [, path = '', rest = ''] = /^([^?#]*)(.*)$/s.exec(href) ?? [];
  if (path.endsWith('/') || /\.[a-z0-9]+$/i.test(path)) return href;
  return `${path}/${rest}`;
}

/** Text with Markdown links to site paths ("see our [privacy policy](/privacy)"), each leading to its page's canonical address. */
export const withPageHrefs = (text: string): string => text.replace(/\]\((\/[^)\s]*)\)/g, (_, href: string) => `](${pageHref(href)})`);
