import { defineConfig, devices } from '@playwright/test';
import { findChromium } from '../../scripts/find-chromium.mjs';
import { editorPort, editorURL } from '../support/servers';

/*
 * The staff's sittings (issue 38): each editor task done once through the editor, as a person would, on a
 * fresh copy of content/, then the copy built and read in both languages. Not part of `npm test` (each
 * sitting builds a copy: a minute or more): run by hand after `npm run build`, one task at a time, e.g.
 *   TEST_PORT=4614 npx playwright test -c tests/sittings -g phone
 * Each sitting writes its minutes, steps and diff to $SITTINGS_OUT (default: reports/sittings/).
 */
const browser = findChromium();

export default defineConfig({
  testDir: '.',
  outputDir: '../../test-results/sittings',
  workers: 1,
  retries: 0,
  timeout: 900_000,
  reporter: 'list',
  use: { ...devices['Desktop Chrome'], viewport: { width: 1440, height: 900 }, actionTimeout: 90_000, trace: 'off', launchOptions: { executablePath: browser.executablePath, args: browser.args } },
  webServer: {
    command: `node scripts/serve-admin.mjs --port ${editorPort}`,
    cwd: '../..',
    url: `${editorURL}/`,
    reuseExistingServer: true,
    timeout: 60_000,
    stdout: 'ignore',
  },
});
