// Rewrites the reference of every field (docs/content-fields.md, between its editor-fields markers)
// from the content schemas, as the editor's configuration (its hints) is written at build time.
// `npm run editor:guide`; a unit test (tests/unit/editor-config.test.ts) fails while they disagree.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { runnerImport } from 'vite';

const root = pathToFileURL(`${process.cwd()}/`);
const { module: integration } = await runnerImport(new URL('src/integrations/editor.ts', root).pathname, { configFile: false, logLevel: 'error' });
const guide = await integration.importWithSchemas(root, 'src/lib/editor/guide.ts');
const path = new URL('docs/content-fields.md', root);
const intro =
  "# Every field of the content, for reference\n\nWritten from the content schemas by `npm run editor:guide`: the same words the editor shows under each field. The guide for the firm's staff is `content/README.md`.\n";
const before = existsSync(path) ? readFileSync(path, 'utf8') : intro;
const after = guide.withGuideSection(before);
if (after === before) console.log('docs/content-fields.md: the field lists already match the schemas.');
else {
  writeFileSync(path, after);
  console.log('docs/content-fields.md: field lists rewritten from the schemas.');
}
