import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';

/*
 * The firm's facts (name, contact details, prices and offers, Making Tax Digital facts, claims) are
 * YAML files an editor changes in content/firm/; the modules of src/config read them here, with
 * their schemas, and export them as before. They are read synchronously from the project folder:
 * content schemas fill tokens from them while content loads, and astro.config.mjs reads site.yaml
 * before Vite starts. Build time and Node only: no island imports these modules.
 */

/** The folder of the firm's facts, from the project root. */
export const firmDataDir = 'content/firm';

/** Every file of content/firm/: each is read by one module of src/config (a test checks none is left unread). */
export const firmDataFiles = ['site.yaml', 'contact.yaml', 'prices.yaml', 'mtd-facts.yaml', 'claims.yaml', 'people.yaml'] as const;
export type FirmDataFile = (typeof firmDataFiles)[number];

/** The path of a file of content/firm/ as error messages name it, e.g. `content/firm/contact.yaml`. */
export const firmDataPath = (name: FirmDataFile) => `${firmDataDir}/${name}`;

/** Reads and parses one YAML file of content/firm/; a file that is missing or not YAML stops the build naming it. */
export function readFirmData(name: FirmDataFile): unknown {
  const path = join(process.cwd(), firmDataDir, name);
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch (error) {
    throw new Error(`${firmDataPath(name)} could not be read (${(error as Error).message}).`);
  }
  try {
    return parse(text);
  } catch (error) {
    throw new Error(`${firmDataPath(name)} is not valid YAML: ${(error as Error).message}`);
  }
}

/** The keys of a file whose top level is a mapping, to split off one part; anything else gives none (its schema then names what is missing). */
export function recordOf(value: unknown): Record<string, unknown> {
  return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
}
