import { chromium } from '@playwright/test';
const [,, url, out, width, y, h] = process.argv;
const b = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
const p = await b.newPage({ viewport: { width: Number(width), height: Number(h) } });
await p.goto(url, { waitUntil: 'networkidle' });
await p.evaluate((y) => window.scrollTo(0, Number(y)), y);
await p.waitForTimeout(800);
await p.screenshot({ path: out });
await b.close();
