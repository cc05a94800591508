/**
 * The social card of a page (1200 × 630, what Open Graph and X show beside a shared link) as SVG:
 * the brand's sand ground, the logo (bridge mark and name), the page's title, the bridge's arch, and
 * the page's illustration where it has one. `src/integrations/social-cards.ts` turns it into a PNG.
 */

interface CardFacts {
  /** The page's title (og:title). */
  title: string;
  /** The firm's name, set as the logo's wordmark. */
  siteName: string;
  /** A short line under the title: the section or the firm's tagline, in the page's language. */
  kicker: string;
  /** The page's illustration (an SVG document), if it has one. */
  art?: string;
}

export const cardWidth = 1200;
export const cardHeight = 630;

// Brand tokens (src/styles/global.css): the card is drawn outside the page, so they are repeated here.
const colours = { sand: '#f8f3ea', sandDeep: '#efe4d2', brand: '#0f3d5c', brandDark: '#0a2a40', accent: '#a4481b', muted: '#45525e', gold: '#ffbf47' };
const serif = "Charter, 'Bitstream Charter', Georgia, 'DejaVu Serif', serif";
const sans = "system-ui, 'Liberation Sans', 'DejaVu Sans', sans-serif";

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * Breaks a title into at most `maxLines` lines of about `perLine` characters (SVG text does not wrap);
 * a word longer than a line stays whole, and a title too long for the lines ends with an ellipsis.
 */
export function wrapTitle(title: string, perLine: number, maxLines: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of title.split(/\s+/).filter(Boolean)) {
    if (line && `${line} ${word}`.length > perLine) {
      lines.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  if (line) lines.push(line);
  if (lines.length <= maxLines) return lines;
  const kept = lines.slice(0, maxLines);
  kept[maxLines - 1] = `${kept[maxLines - 1]!.replace(/[\s,.;:&–-]+$/, '')}…`;
  return kept;
}

/** The largest title size (px) at which the title fits its box: three lines at the large sizes, then four, then five. */
function titleLayout(title: string, boxWidth: number): { size: number; lines: string[] } {
  const perLine = (size: number) => Math.floor(boxWidth / (size * 0.6));
  for (const [size, maxLines] of [
    [72, 3],
    [64, 3],
    [56, 4],
    [50, 4],
    [44, 5],
  ] as const) {
    // A bold serif averages about 0.6 em per character (DejaVu Serif, the widest fallback, a little less).
    const lines = wrapTitle(title, perLine(size), maxLines);
    if (!lines.at(-1)!.endsWith('…')) return { size, lines };
  }
  return { size: 44, lines: wrapTitle(title, perLine(44), 5) };
}

/** Sizes an illustration's root <svg> to the box it is drawn in on the card. */
function placeArt(art: string, x: number, y: number, width: number, height: number): string {
  return art.replace(/<svg\b([^>]*)>/, (_, attrs: string) => `<svg${attrs.replace(/\s(width|height|x|y|aria-hidden|focusable)="[^"]*"/g, '')} x="${x}" y="${y}" width="${width}" height="${height}">`);
}

/** The card as an SVG document. */
export function socialCardSvg({ title, siteName, kicker, art }: CardFacts): string {
  const [first = siteName, ...rest] = siteName.split(' ');
  const textWidth = art ? 640 : 1000;
  const { size, lines } = titleLayout(title, textWidth);
  const lineHeight = Math.round(size * 1.12);
  // The title and the line under it, centred in the space below the logo.
  const blockHeight = (lines.length - 1) * lineHeight + size + 64;
  const titleTop = Math.round(180 + (420 - blockHeight) / 2 + size * 0.8);
  const titleText = lines.map((l, i) => `<tspan x="80" y="${titleTop + i * lineHeight}">${escapeXml(l)}</tspan>`).join('');
  const kickerY = titleTop + (lines.length - 1) * lineHeight + 64;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${cardWidth}" height="${cardHeight}" viewBox="0 0 ${cardWidth} ${cardHeight}">
<rect width="${cardWidth}" height="${cardHeight}" fill="${colours.sand}"/>
<path d="M-40 ${cardHeight + 40}C220 360 460 300 600 300s380 60 640 ${cardHeight - 260}" fill="none" stroke="${colours.sandDeep}" stroke-width="56" stroke-linecap="round"/>
<rect y="${cardHeight - 14}" width="${cardWidth}" height="14" fill="${colours.gold}"/>
<g transform="translate(80 64) scale(3)"><rect width="32" height="32" rx="8" fill="${colours.brand}"/><path d="M6 22c3-7 7-10 10-10s7 3 10 10" fill="none" stroke="#fff" stroke-width="2.5" stroke-linecap="round"/><path d="M11 22v-4.2M16 22v-6M21 22v-4.2" stroke="#fff" stroke-width="1.5" stroke-linecap="round" opacity="0.6"/><path d="M5 22h22" stroke="${colours.gold}" stroke-width="2.5" stroke-linecap="round"/></g>
<text x="200" y="118" font-family="${serif}" font-size="52" font-weight="700" fill="${colours.brandDark}">${escapeXml(first)}</text>
${rest.length ? `<text x="202" y="152" font-family="${sans}" font-size="20" font-weight="600" letter-spacing="3.5" fill="${colours.muted}">${escapeXml(rest.join(' ').toUpperCase())}</text>` : ''}
<text font-family="${serif}" font-size="${size}" font-weight="700" fill="${colours.brandDark}">${titleText}</text>
<text x="80" y="${kickerY}" font-family="${sans}" font-size="28" font-weight="600" fill="${colours.accent}">${escapeXml(kicker)}</text>
${art ? placeArt(art, 750, 170, 400, 300) : ''}
</svg>`;
}
