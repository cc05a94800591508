// Rewrites the field lists of the editors' guide (content/README.md, between its editor-fields
// markers) from the content schemas, as the editor's configuration is written at build time.
// `npm run editor:guide`; a unit test (tests/unit/editor-config.test.ts) fails while they disagree.
import { readFileSync, writeFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { runnerImport } from 'vite';

const root = pathToFileURL(`${process.cwd()}/`);
const { module: integration } = await runnerImport(new URL('src/integrations/editor.ts', root).pathname, { configFile: false, logLevel: 'error' });
const guide = await integration.importWithSchemas(root, 'src/lib/editor/guide.ts');
const path = new URL('content/README.md', root);
const before = readFileSync(path, 'utf8');
const after = guide.withGuideSection(before);
if (after === before) console.log('content/README.md: the field lists already match the schemas.');
else {
  writeFileSync(path, after);
  console.log('content/README.md: field lists rewritten from the schemas.');
}
