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
