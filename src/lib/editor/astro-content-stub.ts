/*
 * What src/content.config.ts needs of `astro:content` when it is read outside an Astro build (by the
 * editor's configuration step and by Vitest): a collection is its definition, as Astro keeps it.
 */
export const defineCollection = <T>(config: T): T => config;
export type SchemaContext = { image: () => unknown };
