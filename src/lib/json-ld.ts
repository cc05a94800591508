/**
 * Serialises structured data for a `<script type="application/ld+json">` block. `<` is escaped so
 * no string from content can close the script element early.
 */
export function jsonLd(data: unknown): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}
