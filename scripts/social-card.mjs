// Draws the social card (public/og-default.png, 1200 by 630) from the logo's bridge mark and the
// firm's name and tagline: `node scripts/social-card.mjs` after a change to the brand or the name.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { parse } from 'yaml';
import { findChromium } from './find-chromium.mjs';

const root = new URL('..', import.meta.url).pathname;
const { name } = parse(readFileSync(join(root, 'content/firm/site.yaml'), 'utf8'));
const [first, ...rest] = name.split(' ');
const hero = readFileSync(join(root, 'src/assets/illustrations/home-hero.svg'), 'utf8');
const html = `<!doctype html><html><body style="margin:0">
<div style="width:1200px;height:630px;box-sizing:border-box;padding:72px 80px;background:#f8f3ea;display:flex;align-items:center;gap:56px;font-family:Charter,'Bitstream Charter',Georgia,serif;color:#0a2a40">
  <div style="flex:1.1">
    <div style="display:flex;align-items:center;gap:24px">
      <svg width="96" height="96" viewBox="0 0 32 32"><rect width="32" height="32" rx="8" fill="#0f3d5c"/><path d="M6 22c3-7 7-10 10-10s7 3 10 10" fill="none" stroke="#fff" stroke-width="2.5" stroke-linecap="round"/><path d="M11 22v-4.2M16 22v-6M21 22v-4.2" stroke="#fff" stroke-width="1.5" stroke-linecap="round" opacity="0.6"/><path d="M5 22h22" stroke="#ffbf47" stroke-width="2.5" stroke-linecap="round"/></svg>
      <div><div style="font-size:72px;font-weight:700;line-height:1">${first}</div>
      <div style="font:600 22px system-ui,sans-serif;letter-spacing:0.18em;text-transform:uppercase;color:#45525e;margin-top:6px">${rest.join(' ')}</div></div>
    </div>
    <p style="font-size:40px;line-height:1.2;font-weight:700;margin:56px 0 0">Accounting and bookkeeping for Italian and UK businesses</p>
    <p style="font:500 26px system-ui,sans-serif;color:#a4481b;margin:24px 0 0">Alloa, Scotland · in English and Italian</p>
  </div>
  <div style="flex:0.9">${hero.replace(/width="\d+" height="\d+"/, 'width="100%"')}</div>
</div></body></html>`;

const { executablePath, args } = findChromium();
const browser = await chromium.launch({ executablePath, args });
const page = await browser.newPage({ viewport: { width: 1200, height: 630 } });
await page.setContent(html);
await page.screenshot({ path: join(root, 'public/og-default.png') });
await browser.close();
console.log('public/og-default.png');
