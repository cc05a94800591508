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
  /** Response bodies still being read: `settled()` waits for them, so no byte is counted late. */
  const reading = new Set<Promise<void>>();

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
  page.on('response', (res) => {
    if (res.status() >= 400) problems.push(`HTTP ${res.status()}: ${res.url()}`);
    if (interacted) return;
    const request = res.request();
    const isDocument = request.resourceType() === 'document' && request.isNavigationRequest();
    if (!isDocument && request.resourceType() !== 'script') return;
    const read = res
      .body()
      .then((body) => {
        if (isDocument) documentBytes = body.length;
        else scriptBytes += body.length;
      })
      .catch(() => {
        /* body unavailable after navigation */
      })
      .finally(() => reading.delete(read));
    reading.add(read);
  });

  return {
    /** Starts a new count for the next page loaded in the same tab. */
    reset: () => {
      problems.length = 0;
      requests.length = 0;
      scriptBytes = 0;
      documentBytes = 0;
      interacted = false;
    },
    /** JavaScript bytes loaded so far (before `markInteraction`); await `settled()` first. */
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
    /** Resolves once every response seen so far has been measured. */
    async settled(): Promise<void> {
      while (reading.size > 0) await Promise.all([...reading]);
    },
    async problems(): Promise<string[]> {
      const csp = await page.evaluate(() => window.__cspViolations ?? []).catch(() => []);
      return [...problems, ...csp.map((v) => `CSP: ${v}`)];
    },
  };
}

/**
 * Resolves once every island that wakes without the visitor (client:load, client:idle,
 * client:visible with a child in the viewport, client:interaction="visible" with a child in the
 * upper three quarters of it, as src/directives/interaction.ts watches) has hydrated: Astro
 * removes the island's `ssr` attribute when it has. Islands that wait for an interaction stay asleep.
 * A state to wait for, not a delay: afterwards the JavaScript a first view needs has all loaded.
 */
export async function islandsAwake(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const inView = (island: Element, share = 1) =>
      [...island.children].some((child) => {
        const box = child.getBoundingClientRect();
        return box.bottom >= 0 && box.top < window.innerHeight * share && box.right >= 0 && box.left <= window.innerWidth && (box.width > 0 || box.height > 0);
      });
    const wakesByItself = (island: Element) => {
      const client = island.getAttribute('client');
      if (client === 'load' || client === 'idle') return true;
      let value: unknown;
      try {
        value = (JSON.parse(island.getAttribute('opts') ?? '{}') as { value?: unknown }).value;
      } catch {
        value = undefined;
      }
      return (client === 'visible' && inView(island)) || (client === 'interaction' && value === 'visible' && inView(island, 0.75));
    };
    return [...document.querySelectorAll('astro-island[ssr]')].every((island) => !wakesByItself(island));
  });
}

/**
 * Brings the page's time-based animations (a heading sliding in) to their end state at once, so
 * what axe measures is what a visitor sees once the page has settled, without waiting for them.
 * Scroll-driven animations are left alone: they follow the scroll position, not time.
 */
export async function animationsDone(page: Page): Promise<void> {
  await page.evaluate(() => {
    for (const a of document.getAnimations()) {
      if (a.timeline === document.timeline && a.playState === 'running' && Number.isFinite(Number(a.effect?.getComputedTiming().endTime))) a.finish();
    }
  });
}
