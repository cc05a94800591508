import { createHash } from 'node:crypto';
import { access, copyFile, mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import sharp from 'sharp';
import { site } from '../config/site';
import { cardDir } from '../lib/social-card-path';
import { socialCardSvg } from '../lib/social-card';

const illustrations = fileURLToPath(new URL('../assets/illustrations/', import.meta.url));

async function htmlFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries.filter((e) => e.isFile() && e.name.endsWith('.html')).map((e) => join(e.parentPath, e.name));
}

const decode = (text: string) =>
  text
    .replace(/&#39;|&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

/**
 * Draws each page's social card (`/og/<page>.png`, 1200 × 630, named by the page's `og:image`) after
 * the build, from what the built page says: its `og:title` (in the page's language), the section above
 * it in its breadcrumb trail, and the illustration of its hero (src/assets/illustrations/). Cards are SVG turned into
 * PNG by sharp (Astro's own image library). A card already drawn from the same picture is copied from
 * the cache (`<cacheDir>/social-cards/`), so a rebuild redraws only the cards whose title changed.
 */
export function socialCards(): AstroIntegration {
  let cache = '';
  return {
    name: 'social-cards',
    hooks: {
      'astro:config:done': ({ config }) => {
        cache = fileURLToPath(new URL('social-cards/', config.cacheDir));
      },
      'astro:build:done': async ({ dir, logger }) => {
        const started = performance.now();
        const out = fileURLToPath(dir);
        const artCache = new Map<string, Promise<string | undefined>>();
        const readArt = (name: string) => {
          const file = join(illustrations, `${name}.svg`);
          if (!artCache.has(name))
            artCache.set(
              name,
              access(file).then(
                () => readFile(file, 'utf8'),
                () => undefined,
              ),
            );
          return artCache.get(name)!;
        };
        await mkdir(cache, { recursive: true });
        let drawn = 0;
        const files = (await htmlFiles(out)).filter((f) => !relative(out, f).startsWith(`admin${sep}`));
        const cards = await Promise.all(
          files.map(async (file) => {
            const html = await readFile(file, 'utf8');
            const image = /<meta property="og:image" content="([^"]+)"/.exec(html)?.[1];
            if (!image) return 0;
            const path = new URL(image).pathname;
            if (!path.startsWith(`/${cardDir}/`)) return 0;
            const title = decode(/<meta property="og:title" content="([^"]*)"/.exec(html)?.[1] ?? '');
            // The section a nested page sits in (its parent in the breadcrumb trail), else the site's address.
            const crumbs = [...html.matchAll(/"@type":"ListItem","position":\d+,"name":"((?:[^"\\]|\\.)*)"/g)].map((m) => JSON.parse(`"${m[1]}"`) as string);
            const kicker = crumbs.length > 2 ? crumbs.at(-2)! : new URL(site.url).hostname.replace(/^www\./, '');
            // The illustration of the page's hero: the first one inside <main> (Illustration.astro names it).
            const artName = /<svg[^>]*data-illustration="([\w-]+)"/.exec(html.slice(html.indexOf('<main')))?.[1];
            const svg = socialCardSvg({ title, siteName: site.name, kicker, art: artName ? await readArt(artName) : undefined });
            const cached = join(cache, `${createHash('sha256').update(svg).update(sharp.versions.vips).digest('hex').slice(0, 20)}.png`);
            const target = join(out, path);
            await mkdir(dirname(target), { recursive: true });
            try {
              await copyFile(cached, target);
            } catch {
              await writeFile(cached, await sharp(Buffer.from(svg)).png({ compressionLevel: 6, adaptiveFiltering: false }).toBuffer());
              await copyFile(cached, target);
              drawn++;
            }
            return 1;
          }),
        );
        const count = cards.reduce<number>((a, b) => a + b, 0);
        logger.info(`${count} social cards (${drawn} drawn, ${count - drawn} from the cache) in ${((performance.now() - started) / 1000).toFixed(1)} s`);
      },
    },
  };
}
