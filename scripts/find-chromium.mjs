// Finds a Chromium to drive, for the browser tests and the audit: Playwright's own if installed,
// else the system one (Debian's `chromium`); without either, one sentence says what to do.
import { existsSync } from 'node:fs';
import { chromium } from '@playwright/test';

/** Flags for a system Chromium run as root in a container, kept off the (closed) network. */
const systemChromiumArgs = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'];

/**
 * @param {{ shell?: boolean }} [options] `shell`: prefer Debian's `chromium-headless-shell` (the same Blink without
 *   the browser around it, as Playwright itself uses for headless tests: about a fifth less CPU per test) when installed.
 * @returns {{ executablePath?: string, args: string[] }}
 */
export function findChromium({ shell = false } = {}) {
  const own = chromium.executablePath();
  if (own && existsSync(own)) return { executablePath: undefined, args: [] };
  const system = ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome'];
  for (const candidate of [process.env.CHROMIUM_PATH, ...(shell ? ['/usr/bin/chromium-headless-shell'] : []), ...system]) {
    if (candidate && existsSync(candidate)) return { executablePath: candidate, args: systemChromiumArgs };
  }
  throw new Error('No Chromium found for the browser tests: install one with `apt-get install -y chromium` (Debian) or `npx playwright install chromium`, or set CHROMIUM_PATH.');
}
