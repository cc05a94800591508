import { expect, test } from '@playwright/test';
import budgets from '../budgets.json' with { type: 'json' };
import { islandSizes } from '../support/island-sizes.mjs';
import { distDir } from '../support/dist';

// What each island costs a visitor once it wakes (its own code and shared helpers, not React itself),
// against the figures in tests/budgets.json: an island that grows fails here, naming it.
test('no island is larger than its budget, and every island has one', () => {
  const sizes = islandSizes(distDir);
  const { $comment, ...limits } = budgets.islands as Record<string, number | string>;
  expect(Object.keys(sizes).length, 'islands found in the built pages').toBeGreaterThan(5);
  for (const [island, bytes] of Object.entries(sizes)) {
    const limit = limits[island];
    expect.soft(typeof limit, `${island} has a budget in tests/budgets.json ("islands")`).toBe('number');
    expect.soft(bytes, `${island}: ${bytes} B gzip (budget ${limit})`).toBeLessThanOrEqual(Number(limit));
  }
  // A budget for an island that no page uses any more is stale.
  for (const island of Object.keys(limits)) expect.soft(sizes[island], `${island} is still used by a page`).toBeDefined();
  expect($comment).toBeTruthy();
});
