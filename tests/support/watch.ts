import type { Page } from '@playwright/test';

declare global {
  interface Window {
    __cspViolations?: string[];
  }
}

/**
 * Records what a visitor would not see but should never happen: console errors, uncaught
 * exceptions, failed or 4xx/5xx requests and Content Security Policy violations; and the bytes of
 * JavaScript the page loads. Call before page.goto().
 */
export async function watchPage(page: Page) {
  const problems: string[] = [];
  let scriptBytes = 0;
  let documentBytes = 0;
  const requests: string[] = [];
  let interacted = false;

  await page.addInitScript(() => {
    window.__cspViolations = [];
    document.addEventListener('securitypolicyviolation', (e) => {
      window.__cspViolations?.push(`${e.violatedDirective} blocked ${e.blockedURI || 'inline'}`);
    });
  });
  page.on('console', (msg) => {
    if (msg.type() === 'error') problems.push(`console: ${msg.text()}`);
  });
  page.on('pageerror', (err) => problems.push(`exception: ${err.message}`));
  page.on('requestfailed', (req) => problems.push(`failed: ${req.url()} (${req.failure()?.errorText})`));
  page.on('request', (req) => {
    if (!interacted) requests.push(req.url());
  });
  page.on('response', async (res) => {
    if (res.status() >= 400) problems.push(`HTTP ${res.status()}: ${res.url()}`);
    if (!interacted && res.request().resourceType() === 'document' && res.request().isNavigationRequest()) {
      try {
        documentBytes = (await res.body()).length;
      } catch {
        /* body unavailable after navigation */
      }
    }
    if (!interacted && res.request().resourceType() === 'script') {
      try {
        scriptBytes += (await res.body()).length;
      } catch {
        /* body unavailable after navigation */
      }
    }
  });

  return {
    /** JavaScript bytes loaded so far (before `markInteraction`). */
    scriptBytes: () => scriptBytes,
    /** Size of the page's HTML. */
    documentBytes: () => documentBytes,
    /** Every request made before `markInteraction`. */
    requests: () => [...requests],
    /** Requests to any host but the site's own. */
    thirdParty: () => requests.filter((u) => !/^https?:\/\/(localhost|127\.0\.0\.1)[:/]/.test(u) && !u.startsWith('data:')),
    /** From now on, scripts count as loaded because of the visitor. */
    markInteraction: () => {
      interacted = true;
    },
    async problems(): Promise<string[]> {
      const csp = await page.evaluate(() => window.__cspViolations ?? []).catch(() => []);
      return [...problems, ...csp.map((v) => `CSP: ${v}`)];
    },
  };
}
