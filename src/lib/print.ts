/**
 * The one print helper. `prepare` marks the page for what should be printed (a class or data
 * attribute its print styles look for: global.css, CashFlowTool.astro) and returns how to undo it; the mark is
 * removed when the print dialog closes.
 */
export function printWith(prepare: () => () => void): void {
  window.addEventListener('afterprint', prepare(), { once: true });
  window.print();
}
