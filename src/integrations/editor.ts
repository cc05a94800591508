import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { join } from 'node:path';
import type { AstroIntegration } from 'astro';
import { build, runnerImport, type Plugin } from 'vite';
import { stringify } from 'yaml';

/*
 * The firm's editor at /admin (Sveltia CMS, issue 24), built after the site into dist/admin/:
 *   - config.yml, generated from the content schemas by src/lib/editor/config.ts (never typed);
 *   - the editor itself, bundled by Vite from node_modules/@sveltia/cms with its fonts and icons,
 *     so /admin requests nothing from another host but the git host it signs in to.
 * It is a separate tool: no public page loads any of it (its files live under /admin/ only), and the
 * page tests, sitemap, search index and budgets leave it out.
 */

/** The stand-in for `astro:content` when the schemas are read outside Astro's content layer. */
export const astroContentStub = (root: URL) => fileURLToPath(new URL('src/lib/editor/astro-content-stub.ts', root));

/** Imports a module that reads the content schemas (src/content.config.ts), outside Astro's content layer. */
export async function importWithSchemas<T>(root: URL, path: string): Promise<T> {
  const rootPath = fileURLToPath(root);
  const { module } = await runnerImport<T>(join(rootPath, path), {
    configFile: false,
    root: rootPath,
    logLevel: 'error',
    resolve: { alias: { 'astro:content': astroContentStub(root) } },
  });
  return module;
}

/** Reads the content schemas and returns the editor's configuration. */
export async function editorConfig(root: URL, options: { repository?: string; branch?: string } = {}): Promise<Record<string, unknown>> {
  const module = await importWithSchemas<typeof import('../lib/editor/config')>(root, 'src/lib/editor/config.ts');
  return module.sveltiaConfig({ ...options, root: fileURLToPath(root) });
}

/**
 * The package registers its fonts (text and icons) from its own files, and its stylesheet also
 * declares them at a CDN as a fallback: those declarations are left out, so the fonts come from our
 * origin only (a test refuses every other host and checks that the icons are drawn).
 */
function fontsFromOurFiles(): Plugin {
  return {
    name: 'editor-fonts-from-our-files',
    transform(code, id) {
      if (!id.includes('@sveltia/cms') || !code.includes('cdn.jsdelivr.net')) return null;
      return { code: code.replace(/@font-face\s*\{[^}]*cdn\.jsdelivr\.net[^}]*\}/g, ''), map: null };
    },
  };
}

/**
 * Sveltia's Insert menu adds a paragraph after every component it inserts (Sveltia UI's
 * insert-menu-button: `$insertNodes([createNode(), $createParagraphNode()])`), which splits a sentence
 * around a price or a phone number. For an inline component (src/admin/editor.ts) that one call
 * inserts the component alone, so the sentence goes on after it. The package is published minified
 * and pinned: if the call is not found, the build stops here so whoever upgrades it checks again.
 */
function insertInlineComponentsInline(): Plugin {
  const call = /onclick:\(\)=>\{(\w+)\.editor\?\.update\(\(\)=>\{(\w+)\(\[(\w+)\(\)\(\),(\w+)\(\)\]\)\}\)\}/;
  let found = false;
  return {
    name: 'editor-inline-insert',
    transform(code, id) {
      if (!id.includes('@sveltia/cms') || !call.test(code)) return null;
      found = true;
      return { code: code.replace(call, 'onclick:()=>{$1.editor?.update(()=>{const node=$3()();$2(node.isInline()?[node]:[node,$4()])})}'), map: null };
    },
    buildEnd() {
      if (!found) throw new Error('src/integrations/editor.ts: Sveltia’s Insert menu no longer reads as expected; check insertInlineComponentsInline() against the new version.');
    },
  };
}

/** `virtual:editor-data`: the components and their filled values, for the editor's bundle. */
function editorDataModule(data: unknown): Plugin {
  return {
    name: 'editor-data',
    resolveId: (id) => (id === 'virtual:editor-data' ? '\0virtual:editor-data' : null),
    load: (id) => (id === '\0virtual:editor-data' ? `export default ${JSON.stringify(data)};` : null),
  };
}

/** The site's stylesheet, which pages inline: taken from the built home page for the editor's preview. */
async function siteStylesheet(dist: string): Promise<string> {
  const html = await readFile(join(dist, 'index.html'), 'utf8');
  const css = [...html.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)].map((m) => m[1]).join('\n');
  // The preview shows an entry's fields and body: give them the site's text styles.
  // The site's reset leaves the preview's field names unstyled: they read as small labels again.
  return `${css}\nbody{padding:1rem}h4{margin-top:1rem;font-size:.8125rem;font-weight:700;color:#4a5563}\n.editor-component{background:#eef4f8;border-radius:.25rem;padding:0 .25rem}\n`;
}

export function editor(): AstroIntegration {
  let root: URL;
  return {
    name: 'firm-editor',
    hooks: {
      'astro:config:done': ({ config }) => {
        root = config.root;
      },
      'astro:build:done': async ({ dir, logger }) => {
        // A build made only to look at pages (the editing test's build of its copy) can leave the editor out.
        if (process.env.BUILD_EDITOR === 'no') return;
        const started = Date.now();
        const outDir = fileURLToPath(new URL('admin/', dir));
        await mkdir(outDir, { recursive: true });
        const config = await editorConfig(root, { repository: process.env.EDITOR_REPOSITORY, branch: process.env.EDITOR_BRANCH });
        const data = (await importWithSchemas<typeof import('../lib/editor/components')>(root, 'src/lib/editor/components.ts')).editorData();
        await build({
          configFile: false,
          plugins: [fontsFromOurFiles(), insertInlineComponentsInline(), editorDataModule(data)],
          root: fileURLToPath(new URL('src/admin/', root)),
          base: '/admin/',
          logLevel: 'warn',
          // The package is published minified: minifying it again would only cost build time.
          build: { outDir, emptyOutDir: false, minify: false, chunkSizeWarningLimit: 4096, reportCompressedSize: false, assetsInlineLimit: 0 },
        });
        await writeFile(join(outDir, 'preview.css'), await siteStylesheet(fileURLToPath(dir)));
        await writeFile(join(outDir, 'config.yml'), `# Generated from the content schemas by src/lib/editor/config.ts at build time: do not edit.\n${stringify(config, { lineWidth: 0 })}`);
        logger.info(`/admin built in ${((Date.now() - started) / 1000).toFixed(1)} s`);
      },
    },
  };
}
