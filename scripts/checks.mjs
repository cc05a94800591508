// `npm test`: the checks CI runs, arranged so both cores of a 2-core machine stay busy from start to end.
// `npm run test:full` (this with --full): every check on every page, as before a release: the page sweep of
// every page (npm test sweeps one page of each kind, tests/e2e/pages.spec.ts), the editor's whole journey
// with a build of a copy, the dev server on a copy, and a build of a copy with every firm value changed.
//
//   from the start:      the test build   |  unit tests  |  integration tests (refused builds and content syncs of
//                                                            a copy of the project, one file after another)
//   once dist/ is built: astro check      |  the browser tests (Playwright serves dist/): the longest chain
//
// `astro check` and the build write the same generated types in .astro/, so the check waits for the build and
// reuses its types (--noSync). Output is printed job by job as each ends (the browser tests' as it comes), with
// how long each took, so a slow step shows in the CI log.
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { setPriority } from 'node:os';

const full = process.argv.includes('--full');
const started = Date.now();
const seconds = (ms) => `${Math.round(ms / 1000)} s`;
const env = {
  ...process.env,
  // The project's own tools (Node 24, Vitest, Astro, Playwright), as npm puts them first for `npm test`.
  PATH: `${join(process.cwd(), 'node_modules', '.bin')}:${process.env.PATH}`,
  // Node keeps the compiled code of Astro, Vite and the other packages between processes: each of the many
  // short Node processes here (builds of the copy, content syncs, workers) starts about a tenth quicker.
  // Read by the tests that check more in the full run (tests/support/tier.ts).
  ...(full ? { TEST_FULL: '1' } : {}),
  NODE_COMPILE_CACHE: process.env.NODE_COMPILE_CACHE ?? join(process.cwd(), 'node_modules', '.cache', 'node-compile-cache'),
};

/**
 * Runs a command of the project's. Its output is kept until it ends, so two jobs never interleave line by
 * line, unless `live` (the browser tests, the longest job, print as they go). A `background` job (the unit and
 * integration tests, astro check: none of them holds up another) runs at a lower priority, so the build and then
 * the browser tests, the chain the whole run waits for, get the cores first; the others fill the gaps.
 */
function run(name, command, args, { live = false, background = false } = {}) {
  return new Promise((resolve) => {
    const began = Date.now();
    const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'], env: live ? env : { ...env, FORCE_COLOR: '0' } });
    if (background && child.pid) {
      try {
        setPriority(child.pid, 10);
      } catch {
        // Not allowed here: the job runs at the same priority as the others.
      }
    }
    const out = [];
    if (live) process.stdout.write(`\n── ${name} (${command} ${args.join(' ')}) ──\n`);
    for (const stream of [child.stdout, child.stderr]) stream.on('data', (chunk) => (live ? process.stdout.write(chunk) : out.push(chunk)));
    child.on('close', (code) => {
      const took = `${seconds(Date.now() - began)}, from ${seconds(began - started)} to ${seconds(Date.now() - started)}`;
      if (live) process.stdout.write(`── ${name}: exit ${code} (${took}) ──\n`);
      else process.stdout.write(`\n── ${name} (${command} ${args.join(' ')}): exit ${code} (${took}) ──\n${Buffer.concat(out).toString()}`);
      resolve({ name, code: code ?? 1 });
    });
  });
}

const build = run('the test build', 'npm', ['run', '--silent', 'build:test']);
const unit = run('the unit tests', 'vitest', ['run', '--project', 'unit'], { background: true });
const integration = run('the integration tests', 'vitest', ['run', '--project', 'integration'], { background: true });
const afterBuild = build.then(({ code }) =>
  Promise.all([
    // If the build failed, the check makes its own types (and says what is wrong with the code, if that was it).
    run('astro check', 'astro', code === 0 ? ['check', '--noSync'] : ['check'], { background: true }),
    code === 0
      ? run('the browser tests', 'playwright', full ? ['test'] : ['test', '--project=e2e', '--project=no-js', '--project=static', '--grep-invert', '@full'], { live: true })
      : { name: 'the browser tests (not run: no build)', code: 1 },
  ]),
);

const results = [await build, await unit, await integration, ...(await afterBuild)];
const failed = results.filter((r) => r.code !== 0).map((r) => r.name);
console.log(`\nnpm test took ${seconds(Date.now() - started)}.`);
if (failed.length > 0) {
  console.error(`Failed: ${failed.join(', ')}.`);
  process.exit(1);
}
