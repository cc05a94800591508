import { existsSync } from 'node:fs';
import { defineConfig, devices, chromium } from '@playwright/test';

/** Port of the preview server the tests start (not 4321, so a running `npm start` does not clash). */
const port = 4322;

/**
 * Finds a Chromium to drive: Playwright's own if it is installed, else the system one
 * (Debian's `chromium`). Without either, stop with one sentence that says what to do.
 */
function findChromium(): { executablePath?: string; args: string[] } {
  const ownPath = chromium.executablePath();
  if (ownPath && existsSync(ownPath)) return { args: [] };
  for (const candidate of [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome']) {
    if (candidate && existsSync(candidate)) {
      return {
        executablePath: candidate,
        // Root in a container needs --no-sandbox; the rest keep Chromium off the (closed) network.
        args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
      };
    }
  }
  throw new Error(
    'No Chromium found for the browser tests: install one with `apt-get install -y chromium` (Debian) or `npx playwright install chromium`, or set CHROMIUM_PATH.',
  );
}

const browser = findChromium();

export default defineConfig({
  testDir: './tests',
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  retries: 0,
  workers: 2,
  timeout: 30_000,
  reporter: process.env.CI ? [['list'], ['junit', { outputFile: 'test-results/junit.xml' }]] : 'list',
  use: {
    baseURL: `http://localhost:${port}`,
    trace: 'retain-on-failure',
    launchOptions: { executablePath: browser.executablePath, args: browser.args },
  },
  projects: [
    // Checks of the built files themselves (links, head tags, sitemap): no browser needed.
    { name: 'static', testMatch: 'static/**/*.spec.ts' },
    { name: 'mobile', testMatch: ['e2e/**/*.spec.ts', 'a11y/**/*.spec.ts'], use: { ...devices['Desktop Chrome'], viewport: { width: 375, height: 812 }, hasTouch: true } },
    { name: 'desktop', testMatch: ['e2e/**/*.spec.ts', 'a11y/**/*.spec.ts'], use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } } },
  ],
  webServer: {
    // Serves the production build made by `npm run build` (npm test builds first).
    command: `npm run preview -- --port ${port} --host localhost`,
    url: `http://localhost:${port}/`,
    reuseExistingServer: !process.env.CI,
    timeout: 60_000,
    stdout: 'ignore',
  },
});
