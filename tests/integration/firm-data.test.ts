import { describe, expect, it } from 'vitest';
import { syncWithChange } from './shared-copy';

/* A bad value in content/firm/ stops the build (its content sync), naming the file and the key. The rules themselves are tests/unit/firm-data.test.ts. */

describe('a bad value in content/firm/ stops the build', () => {
  it('names prices.yaml and the key when a price is negative', () => {
    const { status, output } = syncWithChange((copy) => copy.edit('content/firm/prices.yaml', (yaml) => yaml.replace(/cloud-accounting: \d+/, 'cloud-accounting: -180')));
    expect(status).not.toBe(0);
    expect(output).toMatch(
      /content\/firm\/prices\.yaml, line \d+ \(startingPrices, cloud-accounting\): this is too short|content\/firm\/prices\.yaml, line \d+ \(startingPrices, cloud-accounting\): /,
    );
  });

  it('names site.yaml and the key when the firm has no name (read before the build starts)', () => {
    const { status, output } = syncWithChange((copy) => copy.edit('content/firm/site.yaml', (yaml) => yaml.replace(/^name: .*$/m, 'name: ""')));
    expect(status).not.toBe(0);
    expect(output).toMatch(/content\/firm\/site\.yaml, line \d+ \(name\): /);
  });
});
