import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import { mtdDataSchema, type MtdData } from '../../src/content/schemas/mtd';
import type { Locale } from '../../src/config/locale';
import { fillData } from '../../src/lib/fill-data';
import { tokenValues } from '../../src/lib/tokens';

/** The raw YAML of the Making Tax Digital data of a language (content/mtd-data/<locale>.yaml). */
export const mtdYaml = (locale: Locale) => readFileSync(join(process.cwd(), 'content', 'mtd-data', `${locale}.yaml`), 'utf8');

/** The same data as pages show it: parsed and checked by the schema, then its tokens filled by the pages' filler. */
export const mtdPageData = (locale: Locale): MtdData => fillData(mtdDataSchema.parse(parse(mtdYaml(locale))), tokenValues(), `content/mtd-data/${locale}.yaml`);
