// Draws the firm's own images in public/, which pages without a card of their own use: the social
// card public/og-default.png (1200 by 630: the logo, the firm's tagline, its address and the home
// page's illustration; the 404 pages share it) and the logo public/logo.png (512 by 512, the favicon's
// bridge mark, named as the firm's logo in structured data). Every other page's card is drawn at
// build time by src/integrations/social-cards.ts with the same renderer (src/lib/social-card.ts).
// Run `node scripts/social-card.mjs` after a change to the brand, the name or the tagline.
import './ts-hooks.mjs';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { parse } from 'yaml';
import { socialCardSvg } from '../src/lib/social-card.ts';

const root = new URL('..', import.meta.url).pathname;
const { name, tagline, url } = parse(readFileSync(join(root, 'content/firm/site.yaml'), 'utf8'));
const art = readFileSync(join(root, 'src/assets/illustrations/home-hero.svg'), 'utf8');

const svg = socialCardSvg({ title: tagline, siteName: name, kicker: new URL(url).hostname.replace(/^www\./, ''), art });
await sharp(Buffer.from(svg)).png({ compressionLevel: 9 }).toFile(join(root, 'public/og-default.png'));
console.log('public/og-default.png');

const mark = readFileSync(join(root, 'public/favicon.svg'), 'utf8').replace('<svg ', '<svg width="512" height="512" ');
await sharp(Buffer.from(mark)).png({ compressionLevel: 9 }).toFile(join(root, 'public/logo.png'));
console.log('public/logo.png');
