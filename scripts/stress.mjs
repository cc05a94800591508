// npm run test:stress: the browser tests CI runs (npm test's: not those tagged @full), three times over while
// two busy processes keep both cores loaded, as on a shared CI machine. A test that passes only when the machine is idle (one that
// races a timer or the network instead of waiting for a state) fails here.
// Expects a build made with `npm run build:test` (the npm script makes it first).
import { spawn } from 'node:child_process';
import { availableParallelism } from 'node:os';

const hogs = Array.from({ length: availableParallelism() }, () => spawn(process.execPath, ['-e', 'for (;;) Math.sqrt(Math.random());'], { stdio: 'ignore' }));
const stopHogs = () => hogs.forEach((hog) => hog.kill('SIGKILL'));
process.on('exit', stopHogs);
process.on('SIGINT', () => process.exit(130));

const repeat = process.env.STRESS_REPEAT ?? '3';
const args = ['playwright', 'test', '--project=e2e', '--project=no-js', '--grep-invert', '@full', `--repeat-each=${repeat}`, ...process.argv.slice(2)];
console.log(`Running the browser suite ${repeat} times with ${hogs.length} CPU hogs: npx ${args.join(' ')}`);
const run = spawn('npx', args, { stdio: 'inherit' });
run.on('exit', (code) => {
  stopHogs();
  process.exit(code ?? 1);
});
