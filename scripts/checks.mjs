// The first half of `npm test`: the type check beside the unit tests, then the test build.
// `astro check` is mostly one core's work and Vitest keeps the other busy, so running them side
// by side saves a quarter of a minute on a 2-core machine. The build runs after both: it and
// `astro check` write the same generated types in .astro/, so they never run at once.
import { spawn } from 'node:child_process';

/** Runs an npm script, its output kept until it ends so two runs never interleave line by line. */
function run(script) {
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', '--silent', script], { stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, FORCE_COLOR: '0' } });
    const out = [];
    child.stdout.on('data', (chunk) => out.push(chunk));
    child.stderr.on('data', (chunk) => out.push(chunk));
    child.on('close', (code) => {
      process.stdout.write(`\n── npm run ${script} ──\n${Buffer.concat(out).toString()}`);
      resolve(code ?? 1);
    });
  });
}

const [check, unit] = await Promise.all([run('check'), run('test:unit')]);
if (check !== 0 || unit !== 0) {
  console.error(`\n${[check !== 0 && 'astro check', unit !== 0 && 'the unit tests'].filter(Boolean).join(' and ')} failed.`);
  process.exit(1);
}
const build = await run('build:test');
process.exit(build);
