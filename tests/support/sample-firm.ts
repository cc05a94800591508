import { spawn } from 'node:child_process';
import { cpSync } from 'node:fs';
import { join } from 'node:path';
import { ProjectCopy } from './project-copy';

/** The sample firm's files (invented people, reviews and testimonials; tests and screenshots only, never published). */
export const sampleFirmFolder = 'tests/fixtures/sample-firm';

/**
 * Launch day for browser tests: a copy of the project with the sample firm laid over its content/ (as
 * `npm run screenshots -- --sample-firm` builds it), built and served by Astro's preview on `port`. The project's own
 * content/ and dist/ are never touched. `stop()` ends the server and removes the copy.
 */
export async function sampleFirmSite(port: number): Promise<{ origin: string; stop: () => void }> {
  const copy = new ProjectCopy();
  cpSync(join(sampleFirmFolder, 'content'), join(copy.dir, 'content'), { recursive: true });
  const build = await copy.startBuild();
  if (build.status !== 0) {
    copy.remove();
    throw new Error(`The sample firm's copy did not build:\n${build.output.slice(-3000)}`);
  }
  const server = spawn(process.execPath, ['node_modules/astro/bin/astro.mjs', 'preview', '--port', String(port), '--host', 'localhost'], { cwd: copy.dir, stdio: 'ignore', detached: true });
  const origin = `http://localhost:${port}`;
  const stop = () => {
    if (server.pid) process.kill(-server.pid);
    copy.remove();
  };
  for (let tries = 0; ; tries++) {
    const status = await fetch(`${origin}/`).then(
      (r) => r.status,
      () => 0,
    );
    if (status === 200) break;
    if (tries > 120) {
      stop();
      throw new Error(`astro preview of the sample firm's copy did not answer on ${origin}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return { origin, stop };
}
