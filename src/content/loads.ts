/*
 * How many times the content configuration has been loaded, and a collection has loaded, in this
 * process: `npm run dev` waits on them after a save in content/firm/ (src/integrations/firm-data.ts).
 * Shared through globalThis: the loader and the integrations live in separate module graphs.
 */
const configKey = Symbol.for('ponte.contentConfigLoads');
const loadKey = Symbol.for('ponte.contentLoads');
const global = globalThis as Record<symbol, number>;

export const contentLoads = {
  configs: () => global[configKey] ?? 0,
  count: () => global[loadKey] ?? 0,
  add: () => void (global[loadKey] = (global[loadKey] ?? 0) + 1),
  /** Called once each time src/content/loader.ts is evaluated, i.e. each time the content configuration loads. */
  configLoaded: () => void (global[configKey] = (global[configKey] ?? 0) + 1),
};
