import { z } from 'astro/zod';

/**
 * Parses a config object with its zod schema and, on failure, throws one error that names the
 * config file and every field that is wrong, so a typo stops the build with a clear message.
 */
export function parseConfig<T extends z.ZodType>(file: string, schema: T, value: unknown): z.infer<T> {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const problems = result.error.issues.map((issue) => `  - ${issue.path.length ? issue.path.join('.') : '(root)'}: ${issue.message}`).join('\n');
  throw new Error(`Invalid configuration in src/config/${file}:\n${problems}`);
}
