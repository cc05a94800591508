import { z } from 'astro/zod';
import { editorError, problemsError } from '../core/editor-errors';
import { fieldRefusals } from '../core/safety';
import { typesetData } from '../core/typeset';

/** One line per problem: the key path (e.g. `address.postcode`) and what is wrong with it. */
function problemsOf(error: z.ZodError): string {
  return error.issues.map((issue) => `  - ${issue.path.length ? issue.path.join('.') : '(root)'}: ${issue.message}`).join('\n');
}

/**
 * Parses a config object with its zod schema and, on failure, throws one error that names the
 * config file and every field that is wrong, so a typo stops the build with a clear message.
 */
export function parseConfig<T extends z.ZodType>(file: string, schema: T, value: unknown): z.infer<T> {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  throw new Error(`Invalid configuration in src/config/${file}:\n${problemsOf(result.error)}`);
}

/**
 * The same for the firm's data an editor writes in content/firm/ (`file` is a path such as
 * `content/firm/contact.yaml`): the error names that file, the line and the field of each problem, in
 * an editor's words ("content/firm/prices.yaml, line 40 (startingPrices, cloud-accounting): …").
 */
export function parseDataFile<T extends z.ZodType>(file: string, schema: T, value: unknown): z.infer<T> {
  // HTML in a field is never the firm's data (src/core/safety.ts).
  const [html] = fieldRefusals(value);
  if (html) throw editorError({ file, field: html.field }, html.problem, html.fix);
  const result = schema.safeParse(value);
  // Its words with typographic apostrophes, as the pages show them (src/core/typeset.ts).
  if (result.success) return typesetData(result.data);
  throw problemsError(
    file,
    result.error.issues.map((issue) => ({ field: issue.path.map((p) => (typeof p === 'number' ? p : String(p))), words: issue.message })),
  );
}
