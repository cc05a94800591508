// npm run bench: how the build scales as editors add content. Copies the project to a temporary
// folder, adds N generated blog posts (default 0, 100 and 1,000), times `astro build` for each, and
// reports seconds and seconds per page in reports/bench.md. Goal: 1,000 extra posts in under 60 s
// on 2 cores, with time growing linearly.
//
//   npm run bench                 0, 100 and 1,000 extra posts
//   npm run bench -- 250 500      other sizes
import { cpSync, mkdirSync, mkdtempSync, readdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { spawnSync } from 'node:child_process';

const root = process.cwd();
const sizes = process.argv
  .slice(2)
  .map(Number)
  .filter((n) => Number.isInteger(n) && n >= 0);
const runs = sizes.length > 0 ? sizes : [0, 100, 1000];
const categories = ['getting-started', 'deadlines-and-penalties', 'software', 'landlords-and-property', 'vat'];
const tags = ['mtd-income-tax', 'quarterly-updates', 'penalties', 'software', 'sole-traders', 'landlords', 'vat', 'record-keeping'];
const paragraph =
  'Keeping digital records as you go is the simplest way to stay ready for each quarterly update. Record income and expenses weekly, reconcile the bank feed, and keep receipts in the software rather than in a drawer. ';

const countPages = (dir) => readdirSync(dir, { recursive: true }).filter((file) => file.endsWith('.html')).length;

const results = [];
for (const extra of runs) {
  const dir = mkdtempSync(join(tmpdir(), 'bench-'));
  try {
    for (const item of ['package.json', 'astro.config.mjs', 'tsconfig.json', 'src', 'content', 'public']) cpSync(join(root, item), join(dir, item), { recursive: true });
    symlinkSync(join(root, 'node_modules'), join(dir, 'node_modules'));
    mkdirSync(join(dir, 'content/blog'), { recursive: true });
    for (let i = 1; i <= extra; i++) {
      const day = String((i % 28) + 1).padStart(2, '0');
      writeFileSync(
        join(dir, `content/blog/generated-post-${i}.mdx`),
        `---\ntitle: "Generated benchmark post number ${i}"\ndescription: "A generated post for the build benchmark, number ${i}, with enough words to be a realistic article."\nauthor: "Benchmark"\ndate: 2026-0${(i % 9) + 1}-${day}\ncategory: "${categories[i % categories.length]}"\ntags: ["${tags[i % tags.length]}", "${tags[(i + 3) % tags.length]}"]\n---\n\n## Section one\n\n${paragraph.repeat(6)}\n\n## Section two\n\n${paragraph.repeat(6)}\n`,
      );
    }
    const started = process.hrtime.bigint();
    const build = spawnSync(process.execPath, [join(root, 'node_modules/astro/bin/astro.mjs'), 'build'], {
      cwd: dir,
      encoding: 'utf8',
      maxBuffer: 1024 * 1024 * 1024,
      env: { ...process.env, NO_COLOR: '1' },
    });
    const seconds = Number(process.hrtime.bigint() - started) / 1e9;
    if (build.status !== 0) throw new Error(`build with ${extra} extra posts failed:\n${build.stdout}\n${build.stderr}`);
    const pages = countPages(join(dir, 'dist'));
    results.push({ extra, pages, seconds, perPage: seconds / pages });
    console.log(`${extra} extra posts: ${pages} pages in ${seconds.toFixed(1)} s (${((seconds / pages) * 1000).toFixed(0)} ms a page)`);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const base = results.find((r) => r.extra === 0);
const lines = [
  `# Build benchmark, ${new Date().toISOString().slice(0, 10)}`,
  '',
  `Machine: ${process.platform}, ${(await import('node:os')).cpus().length} cores, Node ${process.versions.node}.`,
  '',
  '| extra posts | pages built | build time | per page | time added per extra post |',
  '|---|---|---|---|---|',
  ...results.map(
    (r) =>
      `| ${r.extra} | ${r.pages} | ${r.seconds.toFixed(1)} s | ${(r.perPage * 1000).toFixed(0)} ms | ${base && r.extra > 0 ? `${(((r.seconds - base.seconds) / r.extra) * 1000).toFixed(0)} ms` : ''} |`,
  ),
  '',
];
mkdirSync(join(root, 'reports'), { recursive: true });
writeFileSync(join(root, 'reports/bench.md'), lines.join('\n'));
console.log('Report: reports/bench.md');
