/**
 * A heading's one- and two-letter words ("in", "or", "a", "di", "e", "o") bound to the word after them with a no-break
 * space, so a balanced heading (global.css) never ends a line on one: "Accounts for Italian restaurants, / in Italian
 * or English", not "restaurants, in / Italian or English". One byte more per bound word.
 */
export const keepShortWords = (text: string): string => text.replace(/(?<=^|\s)(\p{L}{1,2}) (?=\S)/gu, '$1\u00a0');
