import { z } from 'astro/zod';

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
 * `content/firm/contact.yaml`): the error names that file and every key path that is wrong.
 */
export function parseDataFile<T extends z.ZodType>(file: string, schema: T, value: unknown): z.infer<T> {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  throw new Error(`Invalid data in ${file}:\n${problemsOf(result.error)}`);
}
