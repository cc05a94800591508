import { fillText } from '../fill';
import { nearest } from '../../core/nearest';

/*
 * A title or description may quote the firm's facts as {figures} ({mtd:vat-threshold},
 * {claim:setup-time}), and its limit is for what the page shows: the build fills the figures in, then
 * counts (src/content.config.ts, text(…).pipe(shownAtMost(…))). The editor counts the same way
 * as an editor types (src/admin/fields.ts), so a 163-character text that shows as 150 is accepted and a
 * short one that grows past the limit is not. Pure: runs in the browser and in the tests.
 */

interface FiguresLimits {
  /** At least this many characters as typed (the schema's min applies before filling). */
  min?: number;
  /** At most this many characters as the page shows it. */
  max: number;
}

interface FiguresCheck {
  /** Characters as the page shows the text. */
  shown: number;
  /** What is wrong, in an editor's words, or undefined when nothing is. */
  problem?: string;
}

/** Counts `text` as the page shows it and says what is wrong with it: a figure the site lacks, too short, too long. */
export function checkFigures(text: string, values: Record<string, string>, limits: FiguresLimits): FiguresCheck {
  const unknown: string[] = [];
  const shown = [...fillText(text.trim(), values, (slot) => unknown.push(slot))].length;
  const [first] = unknown;
  if (first) {
    const near = nearest(first.slice(1, -1), Object.keys(values));
    return { shown, problem: `${first} is not a figure the site has.${near ? ` Did you mean {${near}}?` : ' Check its spelling, or write the words instead.'}` };
  }
  const typed = [...text.trim()].length;
  if (limits.min !== undefined && typed > 0 && typed < limits.min) return { shown, problem: `Too short: write at least ${limits.min} characters (now ${typed}).` };
  if (shown > limits.max)
    return {
      shown,
      problem: `Too long for the page: it shows ${shown} characters${shown !== typed ? ', with its figures filled in' : ''}, and at most ${limits.max} fit. Shorten it by ${shown - limits.max}.`,
    };
  return { shown };
}
