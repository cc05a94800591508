import { expect, test } from '@playwright/test';
import budgets from '../budgets.json' with { type: 'json' };
import { islandSizes, scriptSizes } from '../support/island-sizes.mjs';
import { distDir } from '../support/dist';

// What each piece of JavaScript costs a visitor: a React island once it wakes (its own code and shared
// helpers, not React itself), a component script with what it imports. Against the figures in
// tests/budgets.json: one that grows, or has no figure, fails here, naming it.
for (const [kind, measure, limits] of [
  ['island', islandSizes, budgets.islands],
  ['script', scriptSizes, budgets.scripts],
] as const) {
  test(`no ${kind} is larger than its budget, and every ${kind} has one`, () => {
    const sizes = measure(distDir);
    const figures = Object.fromEntries(Object.entries(limits).filter(([name]) => name !== '$comment')) as Record<string, number>;
    expect(Object.keys(sizes).length, `${kind}s found in the built pages`).toBeGreaterThan(2);
    for (const [name, bytes] of Object.entries(sizes)) {
      expect.soft(figures[name], `${name} has a budget in tests/budgets.json`).toBeDefined();
      expect.soft(bytes, `${name}: ${bytes} B gzip (budget ${figures[name]})`).toBeLessThanOrEqual(figures[name] ?? 0);
    }
    // A budget for something no page uses any more is stale.
    for (const name of Object.keys(figures)) expect.soft(sizes[name], `${name} is still used by a page`).toBeDefined();
  });
}
