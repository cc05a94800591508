import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { copyFile, mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { join } from 'node:path';
import type { AstroIntegration } from 'astro';
import { build, loadEnv, runnerImport, type Plugin } from 'vite';
import { parse, stringify } from 'yaml';
import { editorSettings, type EditorSettings } from '../lib/editor/settings';
import { locales } from '../config/locale';
import { entryLocations, type EntryLocations } from '../lib/editor/build-status';

/** What the editor's bundle is told about the site (`virtual:editor-site`). */
export interface EditorSite {
  /** The firm's repository (owner/name) and the branch the site is built from: where the build status is read. */
  repository: string;
  branch: string;
  /** The site's stylesheet, for the preview. */
  previewStyle: string;
  siteUrl: string;
  /** Where each collection's entries are, to find the open entry's files. */
  entries: EntryLocations;
  /** Every {token} with its value today, for the preview. */
  tokenValues: Record<string, string>;
  /** The usual FAQ heading in each language (the interface words), shown by the preview when a page leaves its own empty. */
  faqHeadings: Record<string, string>;
  /** The words that keep their capitals (content/i18n/capitals.yaml) and the firm's name: the preview cases English headings as the site does. */
  capitals: { phrases: string[]; names: string[]; firm: string };
}

/*
 * The firm's editor (Sveltia CMS), built after the site into a folder of its own, dist-admin/, which is
 * published at an address of its own (admin.<the site's domain>: docs/editor-setup.md), so no script of a
 * public page can ever read what the editor keeps in its browser storage (the signed-in GitHub token):
 *   - config.yml, generated from the content schemas by src/lib/editor/config.ts (never typed);
 *   - the editor itself, bundled by Vite from node_modules/@sveltia/cms with its fonts and icons,
 *     so it requests nothing from another host but the git host it signs in to;
 *   - _headers (src/admin/public/): its own strict Content Security Policy, hashed files cached for good.
 * The public site keeps only /admin/index.html, a page saying where the editor is (EDITOR_URL).
 */

/** The stand-in for `astro:content` when the schemas are read outside Astro's content layer. */
const astroContentStub = (root: URL) => fileURLToPath(new URL('src/lib/editor/astro-content-stub.ts', root));

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
export async function editorConfig(root: URL, options: { repository?: string; branch?: string; authUrl?: string } = {}): Promise<Record<string, unknown>> {
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

/**
 * `virtual:<name>` for the editor's bundle, exporting `data`: editor-data (the components and their filled values),
 * editor-site (where the editor saves and builds, and the site's stylesheet for its preview).
 */
function virtualModule(name: 'editor-data' | 'editor-site', data: unknown): Plugin {
  const id = `virtual:${name}`;
  return { name, resolveId: (asked) => (asked === id ? `\0${id}` : null), load: (asked) => (asked === `\0${id}` ? `export default ${JSON.stringify(data)};` : null) };
}

/**
 * The site's stylesheet, which pages inline: taken from the built home page for the editor's preview,
 * with its fonts copied beside it (they are the site's files, at another origin now).
 */
async function siteStylesheet(dist: string): Promise<{ css: string; fonts: string[] }> {
  const html = await readFile(join(dist, 'index.html'), 'utf8');
  let css = [...html.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)].map((m) => m[1]).join('\n');
  const fonts = [...css.matchAll(/url\(\/_astro\/([^)]+\.woff2)\)/g)].map((m) => m[1]!);
  css = css.replaceAll('url(/_astro/', 'url(/assets/');
  // The text of a page is the editor's rendering of its Markdown, one element deeper than on the page.
  css = css.replaceAll('.prose-body>', ':is(.prose-body,[data-rich-text-preview])>');
  // The facts and words are previewed as their fields' names and values: the site's reset leaves the
  // names unstyled, so they read as small labels again. Pages and posts (src/admin/preview.ts) run to
  // the pane's edges, as a page runs to the window's. The components an editor inserts (a price, the
  // phone number) are marked as such.
  return {
    css: `${css}\nbody{padding:1rem}h4{margin-top:1rem;font-size:.8125rem;font-weight:700;color:#4a5563}\n.page-preview{margin:-1rem}\n.editor-component{background:#eef4f8;border-radius:.25rem;padding:0 .25rem}\n`,
    fonts,
  };
}

/** The page left at /admin on the public site: where the editor is (it has an address of its own). */
export function editorLinkPage(editorUrl: string | undefined): string {
  const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/"/g, '&quot;');
  const where = editorUrl
    ? `<p>The site editor has an address of its own: <a href="${escape(editorUrl)}/">${escape(editorUrl.replace(/^https?:\/\//, ''))}</a>. Bookmark it.</p>
    <p lang="it">L’editor del sito ha un indirizzo proprio: <a href="${escape(editorUrl)}/">${escape(editorUrl.replace(/^https?:\/\//, ''))}</a>.</p>`
    : `<p>The site editor has an address of its own, apart from the website, so that nothing on a public page can reach an editor’s sign-in. Whoever set up the site knows it (usually <strong>admin.</strong> followed by the site’s address); docs/editor-setup.md in the site’s repository says how it is published.</p>
    <p lang="it">L’editor del sito ha un indirizzo proprio, separato dal sito: chieda a chi ha configurato il sito.</p>`;
  return `<!doctype html>
<html lang="en-GB">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="robots" content="noindex, nofollow" />
    <title>Site editor</title>
    <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
  </head>
  <body style="font:1.125rem/1.6 system-ui,sans-serif;max-width:40rem;margin:3rem auto;padding:0 1rem;color:#1b2733">
    <h1>Site editor</h1>
    ${where}
  </body>
</html>
`;
}

/** Replaces `to` by `from` (a folder), so `to` is never half-written. */
async function swap(from: string, to: string) {
  const old = `${to}.old`;
  await rm(old, { recursive: true, force: true });
  if (existsSync(to)) await rename(to, old);
  await rename(from, to);
  await rm(old, { recursive: true, force: true });
}

export function editor(): AstroIntegration {
  let root: URL;
  let settings: EditorSettings;
  // A build made only to look at pages (the tests' builds of copies) can leave the editor out.
  const buildsEditor = process.env.BUILD_EDITOR !== 'no';
  return {
    name: 'firm-editor',
    hooks: {
      'astro:config:done': ({ config }) => {
        root = config.root;
        // Before any page is built: a live build with the editor's placeholders stops here, in words.
        // The EDITOR_ variables may also come from .env (the host's environment wins).
        settings = editorSettings({ ...loadEnv('production', fileURLToPath(root), 'EDITOR_'), ...process.env }, process.argv, buildsEditor);
      },
      'astro:build:done': async ({ dir, logger }) => {
        // The public site keeps only a page saying where the editor is: no editor code, no configuration.
        await mkdir(new URL('admin/', dir), { recursive: true });
        await writeFile(new URL('admin/index.html', dir), editorLinkPage(settings.editorUrl));
        if (!buildsEditor) return;
        const started = Date.now();
        const dist = fileURLToPath(dir);
        const target = join(dist, '..', 'dist-admin');
        const outDir = `${target}.next`;
        await rm(outDir, { recursive: true, force: true });
        const config = await editorConfig(root, { repository: settings.repository, branch: settings.branch, authUrl: settings.authUrl });
        const data = (await importWithSchemas<typeof import('../lib/editor/components')>(root, 'src/lib/editor/components.ts')).editorData();
        // The site's stylesheet under a name that changes with it, so it can be cached for good.
        const { css, fonts } = await siteStylesheet(dist);
        const previewStyle = `assets/preview-${createHash('sha256').update(css).digest('hex').slice(0, 10)}.css`;
        const tokenValues = (await importWithSchemas<typeof import('../lib/tokens')>(root, 'src/lib/tokens.ts')).tokenValues();
        const site: EditorSite = {
          repository: settings.repository,
          branch: settings.branch,
          previewStyle: `/${previewStyle}`,
          siteUrl: String(config.site_url ?? ''),
          entries: entryLocations(config as Parameters<typeof entryLocations>[0]),
          tokenValues,
          // The site checks content/i18n/capitals.yaml as it builds; the preview takes its two lists as written.
          capitals: await (async () => {
            const listed = (parse(await readFile(new URL('content/i18n/capitals.yaml', root), 'utf8')) ?? {}) as { phrases?: string[]; names?: string[] };
            return { phrases: listed.phrases ?? [], names: listed.names ?? [], firm: tokenValues.firm ?? '' };
          })(),
          faqHeadings: Object.fromEntries(
            await Promise.all(locales.map(async (l) => [l, String((parse(await readFile(new URL(`content/i18n/interface/${l}.yaml`, root), 'utf8')) as { faqHeading?: string }).faqHeading ?? '')])),
          ),
        };
        await build({
          configFile: false,
          plugins: [fontsFromOurFiles(), insertInlineComponentsInline(), virtualModule('editor-data', data), virtualModule('editor-site', site)],
          root: fileURLToPath(new URL('src/admin/', root)),
          base: '/',
          logLevel: 'warn',
          // The package is published minified: minifying it again would only cost build time.
          build: {
            outDir,
            emptyOutDir: true,
            minify: false,
            chunkSizeWarningLimit: 4096,
            reportCompressedSize: false,
            assetsInlineLimit: 0,
            // Bundling 2 MB of editor takes long on a busy machine; the bundler's note about it is no one's to act on.
            rolldownOptions: { checks: { bundlerTimings: false } },
          },
        });
        await writeFile(join(outDir, previewStyle), css);
        for (const font of fonts) await copyFile(join(dist, '_astro', font), join(outDir, 'assets', font));
        await copyFile(join(dist, 'favicon.svg'), join(outDir, 'favicon.svg'));
        await writeFile(join(outDir, 'config.yml'), `# Generated from the content schemas by src/lib/editor/config.ts at build time: do not edit.\n${stringify(config, { lineWidth: 0 })}`);
        await swap(outDir, target);
        logger.info(`the editor built into dist-admin/ in ${((Date.now() - started) / 1000).toFixed(1)} s`);
      },
    },
  };
}
