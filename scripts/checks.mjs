// The first half of `npm test`: the type check and then the test build, beside the unit tests.
// `astro check` and the build write the same generated types in .astro/, so they run one after the
// other; Vitest runs beside them (its slow tests build copies of the project in temporary folders and
// never touch dist/ or .astro/), which keeps both cores of a 2-core machine busy.
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

const checkThenBuild = async () => {
  const check = await run('check');
  return { check, build: check === 0 ? await run('build:test') : 1 };
};
const [{ check, build }, unit] = await Promise.all([checkThenBuild(), run('test:unit')]);
const failed = [check !== 0 && 'astro check', check === 0 && build !== 0 && 'the build', unit !== 0 && 'the unit tests'].filter(Boolean);
if (failed.length > 0) {
  console.error(`\n${failed.join(' and ')} failed.`);
  process.exit(1);
}
