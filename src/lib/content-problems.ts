/*
 * The content mistakes the last content sync found, by file. `npm run dev` keeps running when an editor
 * saves a mistake; src/middleware.ts then shows the first one in the page instead of the old page, in
 * the same words as the build. Shared through globalThis: the content loader and the page renderer are
 * separate module graphs in one process.
 */
const key = Symbol.for('ponte.contentProblems');
const registry: Map<string, Error> = ((globalThis as Record<symbol, unknown>)[key] as Map<string, Error> | undefined) ?? new Map<string, Error>();
(globalThis as Record<symbol, unknown>)[key] = registry;

export const contentProblems = {
  set: (file: string, problem: Error) => void registry.set(file, problem),
  /** Forgets the file's mistake; true when it had one. */
  clear: (file: string): boolean => registry.delete(file),
  /** The first mistake still in content/, if any. */
  first: (): Error | undefined => registry.values().next().value,
};
