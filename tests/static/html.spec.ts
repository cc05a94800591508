import { test, expect } from '@playwright/test';
import { HtmlValidate, FileSystemConfigLoader } from 'html-validate';
import { builtPages, onePageOfEachKind } from '../support/dist';
import { fullRun } from '../support/tier';

/**
 * html-validate (rules in .htmlvalidate.json) reports no error on any page: in `npm test` on one page of each kind
 * (tests/support/dist.ts; the W3C Nu checker, tests/static/html-validator.spec.ts, reads every page), in
 * `npm run test:full` on every page. One message is
 * expected and ignored: Astro places the `<style>` that styles its island wrappers beside the first
 * island, which can be inside a <div>; browsers apply it and nothing renders differently.
 */
const astroIslandStyle = (m: { ruleId: string; message: string }) => m.ruleId === 'element-permitted-content' && m.message.startsWith('<style> element');

// Four shares of the pages, so both test workers validate at once (html-validate is the slowest static check).
const shares = 4;
for (let share = 0; share < shares; share++) {
  test(`html-validate reports no error on any page (share ${share + 1} of ${shares})`, async () => {
    test.setTimeout(120_000);
    const validator = new HtmlValidate(new FileSystemConfigLoader());
    const problems: string[] = [];
    const pages = (fullRun ? builtPages().filter((p) => !p.isRedirect) : onePageOfEachKind()).filter((_, i) => i % shares === share);
    expect(pages.length).toBeGreaterThan(10);
    for (const page of pages) {
      const report = await validator.validateFile(page.file);
      for (const result of report.results) {
        for (const m of result.messages) {
          if (m.severity === 2 && !astroIslandStyle(m)) problems.push(`${page.route}:${m.line}:${m.column} ${m.ruleId}: ${m.message}`);
        }
      }
    }
    expect(problems).toEqual([]);
  });
}
