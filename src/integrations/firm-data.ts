import type { AstroIntegration } from 'astro';
import { firmDataDir, firmDataFiles } from '../config/data-file';

/**
 * The firm's facts in content/firm/*.yaml are read by src/config with readFileSync, not imported
 * through Vite, so `astro dev` would not see an editor save them. Each is added as a watch file:
 * saving one restarts the dev server, which reads it again (and stops with the schema's message,
 * naming the file and the key, if a value is wrong).
 */
export function firmDataWatch(): AstroIntegration {
  return {
    name: 'firm-data-watch',
    hooks: {
      'astro:config:setup': ({ addWatchFile, config }) => {
        for (const file of firmDataFiles) addWatchFile(new URL(`${firmDataDir}/${file}`, config.root));
      },
    },
  };
}
