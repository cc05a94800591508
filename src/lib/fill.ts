/**
 * The one placeholder filler. `{name}` slots in `text` take `values[name]`; an unknown slot is left
 * as it is. The replacer is a function, so `$&`, `$'` and `` $` `` in a value are written literally
 * (a string replacement would expand them). No imports: config, lib and components may all use it.
 */
/** `{name}`, or `{group:key}` as in the content tokens `{price:payroll}`. */
const slotPattern = /\{([a-zA-Z]\w*(?::[a-z0-9-]+)?)\}/g;

export function fill(text: string, values: Record<string, string | number>, onUnknown?: (slot: string) => void): string {
  return text.replace(slotPattern, (match, name: string) => {
    if (Object.hasOwn(values, name)) return String(values[name]);
    onUnknown?.(match);
    return match;
  });
}

/** `fill` for content text: a token that is empty (a claim left out) leaves no double space. */
export function fillText(text: string, values: Record<string, string | number>, onUnknown?: (slot: string) => void): string {
  const filled = fill(text, values, onUnknown);
  return filled === text ? filled : filled.replace(/ {2,}/g, ' ').trim();
}

/**
 * The same slots, for markup: splits `text` into plain strings and `{ slot }` parts, so a template
 * can put a link (or any element) where `{name}` stands.
 */
export function fillParts(text: string): (string | { slot: string })[] {
  return text
    .split(/\{([a-zA-Z]\w*)\}/g)
    .map((part, i) => (i % 2 === 1 ? { slot: part } : part))
    .filter((part) => part !== '');
}
