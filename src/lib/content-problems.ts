/*
 * The content mistakes the last content sync found, by file. `npm run dev` keeps running when an editor
 * saves a mistake; src/middleware.ts then shows the first one in the page instead of the old page, in
 * the same words as the build. Shared through globalThis: the content loader and the page renderer are
 * separate module graphs in one process.
 */
const key = Symbol.for('ponte.contentProblems');
const registry: Map<string, Error> = ((globalThis as Record<symbol, unknown>)[key] as Map<string, Error> | undefined) ?? new Map<string, Error>();
(globalThis as Record<symbol, unknown>)[key] = registry;
const readsKey = Symbol.for('ponte.contentReads');
/** How many times the loader has read each file (accepted or refused), so a save can be followed to its outcome. */
const reads: Map<string, number> = ((globalThis as Record<symbol, unknown>)[readsKey] as Map<string, number> | undefined) ?? new Map<string, number>();
(globalThis as Record<symbol, unknown>)[readsKey] = reads;

export const contentProblems = {
  set: (file: string, problem: Error) => void registry.set(file, problem),
  /** Forgets the file's mistake; true when it had one. */
  clear: (file: string): boolean => registry.delete(file),
  /** The loader has read the file: called once per read, whatever the outcome. */
  read: (file: string) => void reads.set(file, (reads.get(file) ?? 0) + 1),
  /** How many times the loader has read the file. */
  reads: (file: string): number => reads.get(file) ?? 0,
  /** The first mistake still in content/, if any. */
  first: (): Error | undefined => registry.values().next().value,
};
