import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import { mtdDataSchema, type MtdData } from '../../src/content/schemas/mtd';
import type { Locale } from '../../src/config/locale';

/** The raw YAML of the Making Tax Digital data of a language (content/mtd-data/<locale>.yaml). */
export const mtdYaml = (locale: Locale) => readFileSync(join(process.cwd(), 'content', 'mtd-data', `${locale}.yaml`), 'utf8');

/** The same data as the build sees it: parsed and checked by the schema, tokens filled. */
export const mtdPageData = (locale: Locale): MtdData => mtdDataSchema.parse(parse(mtdYaml(locale)));
