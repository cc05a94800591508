/*
 * What counts as an email address, in one place: the forms check what a visitor types with it (in
 * the browser, src/lib/form-logic.ts) and the firm's own address is checked with it when the site
 * builds (src/config/contact.ts, which is why it lives here: config never imports from lib). An address is `local@domain`, as mail servers accept it:
 *   - the part before @ is dot-separated words of letters, digits and ! # $ % & ' * + / = ? ^ _ ` { | } ~ -
 *     (so `+` tags and apostrophes pass), never starting or ending with a dot or holding two in a row;
 *   - the domain is two or more labels of letters, digits and inner hyphens, its last one letters
 *     (`.co.uk`, `mail.shop.it`). Letters may be any language's (`münchen.de`, `josé@…`): the
 *     browser's own URL parser turns the domain into its ASCII form (`xn--mnchen-3ya.de`) first.
 * Quoted local parts ("a b"@x.co) and addresses at an IP are refused: no visitor writes them.
 */

/** One word of the part before @: ASCII atext (RFC 5322) or any letter, mark or digit (RFC 6531). */
const localWord = String.raw`[\p{L}\p{M}\p{N}!#$%&'*+/=?^_\x60{|}~-]+`;
const localPart = new RegExp(`^${localWord}(?:\\.${localWord})*$`, 'u');
/** A domain label in ASCII form: letters, digits and hyphens, not at either end. */
const label = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/;
/** The last label: letters, or an internationalised one in its ASCII form. */
const topLabel = /^(?:[a-z]{2,63}|xn--[a-z0-9-]{1,59})$/;

/** The domain in its ASCII form (`münchen.de` → `xn--mnchen-3ya.de`), or undefined when it cannot be one. */
function asciiDomain(domain: string): string | undefined {
  // Characters the URL parser would quietly drop or change, so they are refused before it sees them.
  if (!domain || /[/\\?#@%:[\]]/.test(domain)) return undefined;
  try {
    return new URL(`http://${domain}/`).hostname;
  } catch {
    return undefined;
  }
}

/** True when `value` (already trimmed) is an email address a mail server would accept. */
export function isEmailAddress(value: string): boolean {
  // Spaces, and invisible characters (zero-width spaces, direction marks, controls) that a URL parser would drop.
  if (value.length > 254 || /[\s\p{C}]/u.test(value)) return false;
  const at = value.lastIndexOf('@');
  if (at < 1) return false;
  const local = value.slice(0, at);
  if (local.length > 64 || !localPart.test(local)) return false;
  const domain = asciiDomain(value.slice(at + 1));
  if (!domain || domain.length > 253) return false;
  const labels = domain.split('.');
  return labels.length >= 2 && labels.every((l) => label.test(l)) && topLabel.test(labels.at(-1) ?? '');
}
