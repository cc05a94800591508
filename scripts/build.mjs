// `npm run build`: Astro's build, as an editor needs it.
// - Quiet: only what someone can act on is printed (Astro's per-page lines and the bundler's notes are
//   not); `npm run build -- --verbose` prints everything.
// - A mistake in content/ is printed last, as one paragraph naming the file, the line and the fix.
// - Never half-built: the last good dist/ is set aside while Astro builds, and put back if the build
//   fails, so dist/ always holds one whole build. (Astro keeps its own outDir: a different one would
//   change its config digest and clear its content store.)
import { rm, rename, readdir } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { build } from 'astro';

const root = process.cwd();
const verbose = process.argv.includes('--verbose');
const dist = join(root, 'dist');
const previous = join(root, 'dist.previous');
const started = Date.now();

/** Astro's warnings that no one editing the site can act on: no testimonial yet is a normal state. */
const noise = [/No files found matching .* in directory "content\/testimonials"/, /The collection "testimonials" does not exist or is empty/];
if (!verbose) {
  for (const stream of [process.stdout, process.stderr]) {
    const write = stream.write.bind(stream);
    stream.write = (chunk, ...rest) => (noise.some((pattern) => pattern.test(String(chunk))) ? true : write(chunk, ...rest));
  }
}

/** The words of a failure: an editor's error as it is, anything else without Astro's markup and stack. */
function failureWords(error) {
  const message = (error instanceof Error ? error.message : String(error)).replace(/\*\*/g, '').trim();
  if (error?.name === 'EditorError' || /^content\//.test(message)) return message;
  // The bundler wraps an error thrown while it reads a file in words of its own.
  const wrapped = /EditorError: (.*)/.exec(message);
  if (wrapped) return wrapped[1];
  const where = error?.loc?.file ? ` (${error.loc.file.replace(`${root}/`, '')}${error.loc.line ? `, line ${error.loc.line}` : ''})` : '';
  return `The build stopped${where}: ${message}${verbose ? '' : '\nRun `npm run build -- --verbose` for the details.'}`;
}

/** The EditorError inside an error Astro wrapped, if there is one. */
const editorErrorIn = (error) => {
  for (let e = error; e; e = e.cause) if (e.name === 'EditorError') return e;
  return error;
};

await rm(previous, { recursive: true, force: true });
if (existsSync(dist)) await rename(dist, previous);
try {
  await build({ root, logLevel: verbose ? 'info' : 'warn' });
} catch (error) {
  await rm(dist, { recursive: true, force: true });
  const kept = existsSync(previous) ? ' dist/ still holds the last good build.' : '';
  if (existsSync(previous)) await rename(previous, dist);
  process.stderr.write(`\nThe site was not built.${kept}\n\n${failureWords(editorErrorIn(error))}\n`);
  process.exit(1);
}
await rm(previous, { recursive: true, force: true });

const pages = (await readdir(dist, { recursive: true })).filter((file) => file.endsWith('.html')).length;
console.log(`Built ${pages} pages into dist/ in ${Math.round((Date.now() - started) / 1000)} s.`);
