import { join } from 'node:path';
import type { AstroIntegration } from 'astro';
import { firmDataDir } from '../config/data-file';
import { capitalsFile } from '../lib/sentence-case';

/*
 * Pages fill tokens from the firm collections, which Astro reloads itself when a file of content/firm/
 * is saved in `npm run dev`. Some modules still read those files (and content/i18n/capitals.yaml) with
 * readFileSync when they load (src/config, the sentence case): a save there marks every server module
 * stale, so the page Astro reloads after its content sync evaluates them afresh. No timer, no restart.
 */
export function moduleDataReload(): AstroIntegration {
  return {
    name: 'module-data-reload',
    hooks: {
      'astro:server:setup': ({ server }) => {
        const root = server.config.root;
        const read = (file: string) => file.startsWith(join(root, firmDataDir, '/')) || file === join(root, capitalsFile);
        server.watcher.add(join(root, capitalsFile));
        server.watcher.on('change', (file) => {
          if (!read(file)) return;
          for (const environment of Object.values(server.environments)) {
            environment.moduleGraph.invalidateAll();
            // Forget the evaluated modules but keep their HMR listeners (clearCache() would drop them, and with them
            // Astro's own reloads of the middleware and the route cache after a content change).
            (environment as { runner?: { evaluatedModules: { clear(): void } } }).runner?.evaluatedModules.clear();
            // Astro's dev app keeps the middleware it loaded, and the content store it read: load it afresh too.
            environment.hot.send('astro:middleware-updated', {});
          }
          // The capitals are no content: Astro reloads nothing for them.
          if (file === join(root, capitalsFile)) server.environments.client.hot.send({ type: 'full-reload' });
        });
      },
    },
  };
}
