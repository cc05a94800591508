// Draws the wordmark, the firm's name in the heading font as outlines (src/assets/brand/wordmark.svg), so the logo
// shows the brand on every visit, before and without the web font. Run it again after a change of name in
// content/firm/site.yaml (`node scripts/wordmark.mjs`); src/components/site/Logo.astro shows the name as text while
// the drawing is of another name.
import { readFileSync, writeFileSync } from 'node:fs';
import { create } from 'fontkitten';
import { parse } from 'yaml';

const root = new URL('..', import.meta.url).pathname;
const name = String(parse(readFileSync(`${root}content/firm/site.yaml`, 'utf8')).name).split(' ')[0];
// The variable font's default weight is the bold the headings use (700).
const font = create(readFileSync(`${root}src/assets/fonts/fraunces-headings.woff2`));
if (font.variationAxes.wght?.default !== 700) throw new Error('The heading font no longer defaults to weight 700: draw the wordmark at 700 another way.');
let x = 0;
const paths = [];
let top = 0;
let bottom = 0;
for (const glyph of font.glyphsForString(name)) {
  // Font units have y upwards; SVG downwards.
  const path = glyph.path.scale(1, -1).translate(x, 0);
  top = Math.min(top, path.bbox.minY);
  bottom = Math.max(bottom, path.bbox.maxY);
  paths.push(path.toSVG());
  x += glyph.advanceWidth;
}
const d = paths.join('').replace(/-?\d+\.\d+/g, (n) => String(Math.round(Number(n))));
// Drawn to the ink's height, sized in em of the font size it replaces (Logo.astro), so it sits where the text sat.
const [y, height, width] = [Math.floor(top), Math.ceil(bottom - top), Math.ceil(x)];
const em = (units) => (units / font.unitsPerEm).toFixed(3);
const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 ${y} ${width} ${height}" width="${em(width)}em" height="${em(height)}em" data-name="${name}"><path fill="currentColor" d="${d}"/></svg>\n`;
writeFileSync(`${root}src/assets/brand/wordmark.svg`, svg);
console.log(`src/assets/brand/wordmark.svg: "${name}", ${svg.length} bytes`);
