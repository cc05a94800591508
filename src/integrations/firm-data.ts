import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { firmDataDir } from '../config/data-file';
import { capitalsFile } from '../components/ui/sentence-case';
import { contentLoads } from '../content/loads';
import { contentProblems } from '../lib/content-problems';

/*
 * The firm's facts in content/firm/*.yaml are read by src/config with readFileSync when a module
 * loads, not imported through Vite, so `astro dev` would not see an editor save them. When one is
 * saved, this integration drops every module the dev server has loaded, has Astro load the content
 * configuration again (whose schemas fill tokens from the new facts), syncs the content (every
 * entry's digest covers content/firm/, so every entry is parsed again) and reloads the open pages.
 * No restart: a restarted dev server loses Astro's watch on the other content files.
 *
 * A save anywhere in content/ that the content loader refuses reloads the open pages too, so the
 * editor sees the mistake in the page (src/middleware.ts) instead of the page as it was.
 */

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export function firmDataWatch(): AstroIntegration {
  let root = '';
  return {
    name: 'firm-data-watch',
    hooks: {
      'astro:config:done': ({ config }) => {
        root = fileURLToPath(config.root);
      },
      'astro:server:setup': ({ server, refreshContent, logger }) => {
        const folder = join(root, firmDataDir);
        // Files read by modules rather than loaded as content: the firm's facts, and the words that keep their capitals.
        const moduleData = (file: string) => file.startsWith(`${folder}/`) || file === join(root, capitalsFile);
        const contentConfig = join(root, 'src/content.config.ts');
        server.watcher.add([folder, join(root, capitalsFile)]);
        let queue = Promise.resolve();
        const content = join(root, 'content');
        server.watcher.on('all', async (event, file) => {
          if (!file.startsWith(`${content}/`) || moduleData(file)) return;
          // The file's old mistake goes with the change: the loader names it again if it is still there. (A file put
          // back as it last was is not parsed again at all: Astro still holds that version.)
          const reads = contentProblems.reads(file);
          const hadProblem = contentProblems.clear(file);
          // Astro reloads the page after a change it accepts; after one it refuses, the page must show why,
          // and once the mistake is gone, the page itself again. Wait for the loader to read the file (a busy
          // machine can take seconds); a file put back as Astro last held it is not read again, hence the limit.
          for (let wait = 0; wait < 300 && contentProblems.reads(file) === reads && !contentProblems.first(); wait++) await sleep(50);
          if (contentProblems.first() || hadProblem) server.environments.client.hot.send({ type: 'full-reload' });
        });
        server.watcher.on('all', (event, file) => {
          if (!moduleData(file) || !['add', 'change', 'unlink'].includes(event)) return;
          queue = queue.then(async () => {
            for (const environment of Object.values(server.environments)) {
              environment.moduleGraph.invalidateAll();
              (environment as { runner?: { clearCache(): void } }).runner?.clearCache();
            }
            const configLoads = contentLoads.configs();
            server.watcher.emit('change', contentConfig);
            for (let wait = 0; wait < 100 && contentLoads.configs() === configLoads; wait++) await sleep(50);
            // Astro marks the configuration loaded a moment after it runs: sync once it has.
            const loads = contentLoads.count();
            for (let wait = 0; wait < 100 && contentLoads.count() === loads; wait++) {
              await refreshContent?.({});
              if (contentLoads.count() === loads) await sleep(50);
            }
            logger.info(`${file.slice(root.length + 1)} changed: the pages now show it.`);
            server.environments.client.hot.send({ type: 'full-reload' });
          });
        });
      },
    },
  };
}
