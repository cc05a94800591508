import { z } from 'astro/zod';
import { fillTokens } from '../../lib/tokens';
import { unknownTokenMessage } from '../../lib/token-errors';

/**
 * Limits that apply to a field's text once its {tokens} are filled (a title quoting a price is as long
 * as the price it shows). The content schemas check them while content loads, with the facts of that
 * moment; src/lib/facts.ts checks them again as the page renders, with the facts it shows.
 */
export const afterFilling: { field: readonly (string | number)[]; max: number; message?: string }[] = [
  { field: ['title'], max: 70 },
  { field: ['description'], max: 160 },
  { field: ['hero', 'proof', '*'], max: 60, message: 'A line of proof is at most 60 characters, so the lines fit beside each other.' },
];

/** The limit of a field by its name in the schema, for the content schemas. */
export const limitOf = (...field: (string | number)[]) => afterFilling.find((l) => l.field.join('.') === field.join('.'))!;

/**
 * Text that may quote a figure of content/firm/ as {token}, e.g. "From {price:cloud-accounting} a month".
 * Kept as written: pages fill it as they render (src/lib/facts.ts). An unknown token is refused here
 * already, so an editor hears of it when the file loads.
 */
export const text = (min = 1) =>
  z
    .string()
    .min(min)
    .transform((value, ctx) => {
      for (const token of fillTokens(value).unknown) ctx.addIssue({ code: 'custom', message: unknownTokenMessage(token) });
      return value;
    });
