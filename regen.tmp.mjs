import { runnerImport } from 'vite';
const root = process.cwd();
const { module } = await runnerImport(root + '/src/integrations/editor.ts', { configFile: false, root, logLevel: 'error' });
const integ = module.editor();
integ.hooks['astro:config:done']({ config: { root: new URL('file://' + root + '/') } });
await integ.hooks['astro:build:done']({ dir: new URL('file://' + root + '/dist/'), logger: { info: console.log } });
