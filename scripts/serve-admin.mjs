// `npm run admin`: serves the editor built into dist-admin/ (by `npm run build`) on its own address,
// http://localhost:4323 (or `-- --port <n>`), with the headers of its _headers file as the host sends
// them. On localhost the editor offers "Work with Local Repository": pick the project's folder in
// Chrome or Edge and saves go straight to the files. The browser tests serve it the same way.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { preview } from 'vite';

const args = process.argv.slice(2);
const port = Number(args.includes('--port') ? args[args.indexOf('--port') + 1] : 4323);
const outDir = join(process.cwd(), 'dist-admin');

/** The rules of a _headers file (Cloudflare Pages' format): a path, `*` matching anything, then its headers. */
function headerRules(text) {
  const rules = [];
  for (const line of text.split('\n')) {
    if (!line.trim() || line.trim().startsWith('#')) continue;
    if (!/^\s/.test(line))
      rules.push({
        pattern: new RegExp(
          `^${line
            .trim()
            .replace(/[.+?^${}()|[\]\\]/g, '\\$&')
            .replace(/\*/g, '.*')}$`,
        ),
        headers: [],
      });
    else rules.at(-1)?.headers.push([line.slice(0, line.indexOf(':')).trim(), line.slice(line.indexOf(':') + 1).trim()]);
  }
  return rules;
}

let rules;
try {
  rules = headerRules(readFileSync(join(outDir, '_headers'), 'utf8'));
} catch {
  console.error('dist-admin/ holds no editor: run `npm run build` first.');
  process.exit(1);
}

const server = await preview({
  configFile: false,
  logLevel: 'warn',
  build: { outDir },
  preview: { port, strictPort: true, host: 'localhost' },
  plugins: [
    {
      name: 'editor-headers',
      configurePreviewServer(server) {
        server.middlewares.use((req, res, next) => {
          const path = new URL(req.url ?? '/', 'http://localhost').pathname;
          for (const rule of rules) if (rule.pattern.test(path)) for (const [name, value] of rule.headers) res.setHeader(name, value);
          next();
        });
      },
    },
  ],
});
console.log(`The editor: http://localhost:${server.config.preview.port}/`);
