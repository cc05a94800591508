// `npm run editor:normalise`: rewrites the files the editor saves (content/ YAML and the frontmatter
// of MDX pages) exactly as the editor writes them (src/lib/editor/normalise.ts), so that an editor's
// next save changes only the lines they changed. Run it once after editing content files by hand.
// `-- --check` lists the files not in the editor's style and exits 1; `-- --dir <folder>` works on
// another copy of the project (a folder holding content/).
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative, resolve, sep } from 'node:path';
import { pathToFileURL } from 'node:url';
import { runnerImport } from 'vite';

const args = process.argv.slice(2);
const check = args.includes('--check');
const dir = resolve(args.includes('--dir') ? args[args.indexOf('--dir') + 1] : '.');
const root = pathToFileURL(`${process.cwd()}/`);
const { module: integration } = await runnerImport(new URL('src/integrations/editor.ts', root).pathname, { configFile: false, logLevel: 'error' });
const config = await integration.editorConfig(root);
const { editorFiles, normalised } = await integration.importWithSchemas(root, 'src/lib/editor/normalise.ts');

const list = (folder) => {
  try {
    return readdirSync(join(dir, folder), { recursive: true, withFileTypes: true })
      .filter((e) => e.isFile())
      .map((e) => relative(dir, join(e.parentPath, e.name)).split(sep).join('/'));
  } catch {
    return [];
  }
};

const changed = [];
for (const file of editorFiles(config, list)) {
  const path = join(dir, file.path);
  let text;
  try {
    text = readFileSync(path, 'utf8');
  } catch {
    continue;
  }
  const next = normalised(text, file);
  if (next === text) continue;
  changed.push(file.path);
  if (!check) writeFileSync(path, next);
}
if (check) {
  if (changed.length) {
    console.log(`${changed.length} files are not as the editor writes them (npm run editor:normalise rewrites them):\n${changed.join('\n')}`);
    process.exit(1);
  }
  console.log('Every file the editor saves is in its style.');
} else console.log(changed.length ? `Rewrote ${changed.length} files as the editor writes them.` : 'Every file the editor saves was already in its style.');
