import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';
import type { AxeResults } from 'axe-core';

/** The WCAG 2.2 AA rule sets every page is held to. */
export const wcagTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** axe-core's source, for a tab that should carry it on every page (page.addInitScript). */
export const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

declare global {
  interface Window {
    axe?: { run: (context: Document | { include: string[]; exclude?: string[][] }, options: object) => Promise<AxeResults> };
  }
}

/**
 * axe (WCAG 2.2 AA) on the page as it is now, as one line per violation ("rule: selectors").
 * axe is injected once per document and run in the page itself: several times quicker than
 * AxeBuilder, which re-injects and finishes each run in a second page. Same engine, same rules;
 * frames are not entered (pages load no iframe until a visitor asks for one). `include` limits the
 * check to one part of the page (a CSS selector); `exclude` leaves parts out (the page sweep leaves out
 * the site's header and footer on pages whose twins in the same language had them checked).
 */
export async function axeViolations(page: Page, include?: string, exclude: string[] = []): Promise<string[]> {
  if (!(await page.evaluate(() => Boolean(window.axe)))) await page.evaluate(axeSource);
  const results = await page.evaluate(
    ({ tags, include, exclude }) =>
      window.axe!.run(include || exclude.length ? { include: [include ?? 'html'], exclude: exclude.map((s) => [s]) } : document, {
        runOnly: { type: 'tag', values: tags },
        iframes: false,
        resultTypes: ['violations'],
      }),
    { tags: wcagTags, include, exclude },
  );
  return results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}
