import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { glob } from 'astro/loaders';
import type { Loader, LoaderContext } from 'astro/loaders';
import { firmDataDir } from '../config/data-file';

/*
 * Astro keeps each parsed entry in its content store (node_modules/.astro, .astro/) and parses a file
 * again only when the file's own bytes change. Our schemas also fill tokens from content/firm/*.yaml
 * ({price:…}, {claim:…}, {mtd:…}), so an entry depends on those files too: with the plain glob loader a
 * changed price reached the pages whose files changed and no other (two prices for one service). Every
 * collection loads through `contentGlob`, whose digest of an entry covers the entry's file and every
 * file its parse reads, so any change there parses every entry again: no cache ever needs clearing.
 */

/** Folders whose files an entry's parse reads besides its own file (tokens come from content/firm/). */
const dependencyFolders = [firmDataDir];

/** One digest of every file in the folders entries depend on, read afresh at each content sync. */
export function dependencyDigest(root = process.cwd()): string {
  const hash = createHash('sha256');
  for (const folder of dependencyFolders) {
    const dir = join(root, folder);
    for (const name of readdirSync(dir).sort()) {
      hash.update(`${folder}/${name}\0`);
      hash.update(readFileSync(join(dir, name)));
    }
  }
  return hash.digest('hex');
}

/** The glob loader, with each entry's digest covering the files its schema reads. */
export function contentGlob(options: Parameters<typeof glob>[0]): Loader {
  const loader = glob(options);
  return {
    ...loader,
    load: (context: LoaderContext) => {
      const dependencies = dependencyDigest(fileURLToPath(context.config.root));
      return loader.load({
        ...context,
        generateDigest: (data) => context.generateDigest(typeof data === 'string' ? `${dependencies}\n${data}` : { dependencies, data }),
      });
    },
  };
}
