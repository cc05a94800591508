/**
 * The one print helper. `prepare` marks the page for what should be printed (a class or data
 * attribute that the print styles in global.css look for) and returns how to undo it; the mark is
 * removed when the print dialog closes.
 */
export function printWith(prepare: () => () => void): void {
  window.addEventListener('afterprint', prepare(), { once: true });
  window.print();
}
