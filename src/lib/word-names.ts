/*
 * The {names} in the words of a language (content/i18n/…): the site fills each one in where the words are shown
 * (src/lib/fill.ts), by the English name. A translated name ({prezzo} for {price}) is filled by nothing, so the
 * page would show it in braces: the content sync refuses it (src/content/loader.ts) and the editor's form too
 * (src/lib/editor/config.ts).
 */
import { editorError, type EditorError } from '../core/editor-errors';

/** The {names} a text has, as `fill` reads them. */
export const namesIn = (text: string): string[] => [...text.matchAll(/\{([a-zA-Z]\w*)\}/g)].map((m) => m[1]!);

/** A word of another language with a {name} its English word lacks: where, which, and the names the English has. */
interface ForeignName {
  field: (string | number)[];
  unknown: string[];
  expected: string[];
}

/** Each word of `other` (the Italian file's data) that has a {name} the English word in the same place lacks. */
export function foreignNames(english: unknown, other: unknown, field: (string | number)[] = []): ForeignName[] {
  if (typeof english === 'string' && typeof other === 'string') {
    const expected = [...new Set(namesIn(english))];
    const unknown = [...new Set(namesIn(other))].filter((name) => !expected.includes(name));
    return unknown.length ? [{ field, unknown, expected }] : [];
  }
  if (english && other && typeof english === 'object' && typeof other === 'object')
    return Object.entries(other as Record<string, unknown>).flatMap(([key, value]) =>
      Object.hasOwn(english, key) ? foreignNames((english as Record<string, unknown>)[key], value, [...field, Array.isArray(other) ? Number(key) : key]) : [],
    );
  return [];
}

/** The problem and the fix, in an editor's words. */
function foreignNameWords({ unknown, expected }: ForeignName): { problem: string; fix: string } {
  const list = (names: string[]) => names.map((n) => `{${n}}`).join(', ');
  return {
    problem: `${list(unknown)} is not a name the site fills in here, so the page would show it in curly brackets.`,
    fix: expected.length
      ? `Keep the names in curly brackets as the English words have them, untranslated: ${list(expected)}.`
      : 'The English words here have no name in curly brackets: delete it, or write the words it stood for.',
  };
}

/** The refusal of the first word of `data` (the file of another language) with a {name} its English word lacks, if any. */
export function foreignNameError(file: string, english: unknown, data: unknown): EditorError | undefined {
  const [first] = foreignNames(english, data);
  if (!first) return undefined;
  const { problem, fix } = foreignNameWords(first);
  return editorError({ file, field: first.field }, problem, fix);
}
