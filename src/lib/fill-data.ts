import { z } from 'astro/zod';
import { editorError, problemsError } from '../core/editor-errors';
import { afterFilling } from '../content/schemas/after-filling';
import { isPlain, typeset } from '../core/typeset';
import { fillText } from './fill';
import { unknownTokenMessage } from './token-errors';

/** True when `path` is the field a limit names ('*' stands for any list position). */
const matches = (pattern: readonly (string | number)[], path: readonly (string | number)[]) => pattern.length === path.length && pattern.every((part, i) => part === '*' || part === path[i]);

/** Each entry's data filled once per set of values. */
const filledMemo = new WeakMap<object, WeakMap<object, unknown>>();

/**
 * The one filler: a copy of an entry's data (`file` is its path from the project folder) with every
 * {token} in its text filled from `values`, and its apostrophes typeset (src/core/typeset.ts). An unknown token, or a field longer than its limit once
 * filled, stops the page with the file, the line and the field counted from 1.
 */
export function fillData<T>(data: T, values: Record<string, string>, file: string): T {
  if (typeof data !== 'object' || data === null) return data;
  let byData = filledMemo.get(values);
  if (!byData) filledMemo.set(values, (byData = new WeakMap()));
  if (byData.has(data)) return byData.get(data) as T;
  const walk = (value: unknown, path: (string | number)[]): unknown => {
    if (typeof value === 'string') {
      const text = typeset(value);
      if (!text.includes('{')) return text;
      const unknown: string[] = [];
      const filled = fillText(text, values, (token) => unknown.push(token));
      // A {name} the facts do not know is a slot a component fills ("{rating}" in a label); only a {group:key}
      // token can be unknown here (its key gone from content/firm/), as text fields refuse the rest as they load.
      const gone = unknown.find((token) => token.includes(':'));
      if (gone) throw editorError({ file, field: path }, unknownTokenMessage(gone, Object.keys(values)));
      const limit = afterFilling.find((l) => matches(l.field, path));
      const result = limit && z.string().max(limit.max, limit.message).safeParse(filled);
      if (result && !result.success) throw problemsError(file, [{ field: path, words: result.error.issues[0]!.message }]);
      return filled;
    }
    if (Array.isArray(value)) return value.map((item, i) => walk(item, [...path, i]));
    if (isPlain(value)) return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, walk(item, [...path, key])]));
    return value;
  };
  const filled = walk(data, []) as T;
  byData.set(data, filled);
  return filled;
}
