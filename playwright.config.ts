import { defineConfig, devices } from '@playwright/test';
import { findChromium } from './scripts/find-chromium.mjs';

import { editorPort, editorURL, sitePort as port, siteURL } from './tests/support/servers';

const browser = findChromium({ shell: true });

export default defineConfig({
  testDir: './tests',
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  retries: 0,
  workers: 2,
  timeout: 30_000,
  reporter: process.env.CI ? [['list'], ['junit', { outputFile: 'test-results/junit.xml' }]] : 'list',
  use: {
    baseURL: siteURL,
    // No trace by default: recording one costs about a quarter of the suite's time on 2 cores.
    // To debug a failure, run it again with `npx playwright test <file> --trace retain-on-failure`.
    trace: 'off',
    launchOptions: { executablePath: browser.executablePath, args: browser.args },
  },
  // Playwright hands out tests in this order, project by project, each project's files in alphabetical order:
  // the long ones first (the dev server on a copy of the project, the editor's journey that builds a copy, the
  // page sweep's batches) and the many short checks of dist/ last, so the two workers finish together.
  projects: [
    // An editor with `npm run dev` open on a copy of the project: saved changes and mistakes show in the open page.
    { name: 'dev', testMatch: 'dev/**/*.spec.ts', use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } } },
    // Journeys in Chromium, each run once at 1280 x 800. A test about small screens sets its own
    // viewport in a describe block (test.use({ viewport: { width: 375, height: 812 }, hasTouch: true })),
    // and the page sweep (e2e/pages.spec.ts) checks every page at 375 px and at 1280 px in one visit.
    { name: 'e2e', testMatch: 'e2e/**/*.spec.ts', use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } } },
    // A visitor with JavaScript turned off, on a phone: every page still reads and leads somewhere.
    { name: 'no-js', testMatch: 'nojs/**/*.spec.ts', use: { ...devices['Desktop Chrome'], viewport: { width: 375, height: 812 }, javaScriptEnabled: false } },
    // Checks of the built files themselves (markup, links, head tags, sitemap): Node reads dist/, no browser.
    { name: 'static', testMatch: 'static/**/*.spec.ts' },
  ],
  webServer: [
    {
      // Serves the production build made by `npm run build` (npm test builds first).
      command: `npm run preview -- --port ${port} --host localhost`,
      url: `${siteURL}/`,
      reuseExistingServer: !process.env.CI,
      timeout: 60_000,
      stdout: 'ignore',
    },
    {
      // The editor, built beside the site into dist-admin/, on an origin of its own with its own headers.
      command: `node scripts/serve-admin.mjs --port ${editorPort}`,
      url: `${editorURL}/`,
      reuseExistingServer: !process.env.CI,
      timeout: 60_000,
      stdout: 'ignore',
    },
  ],
});
