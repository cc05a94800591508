import { cpSync, existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, inject } from 'vitest';
import { ProjectCopy } from '../support/project-copy';
import './global-setup';

/**
 * The copy of the project every test in tests/integration works in (made once by global-setup.ts).
 * Files run one at a time; a file that changes something in the copy puts it back when its tests
 * have run (`putBack`), so no file depends on another having run before it.
 */
export const copy = ProjectCopy.open(inject('projectCopy'));

/** A client's testimonial, on the contact page: part of the site as first built, so a change to it can be seen reaching the pages. */
export const testimonial = {
  file: 'content/testimonials/giulia.yaml',
  quote: 'They answered every question in Italian and kept our books straight all year.',
  yaml: (quote: string, pages: string[]) => `quote: "${quote}"
name: "Giulia R."
business: "Trattoria Da Giulia, Stirling"
role: "Owner"
pages: [${pages.map((p) => `"${p}"`).join(', ')}]
consentGiven: 2026-01-10
`,
};

export interface CleanBuild {
  /** The exit status of `npm run build` and everything it printed. */
  status: number | null;
  output: string;
  /** Every page it built, as [path, html]. */
  pages: [string, string][];
}

/**
 * The copy as the repository has it, plus the testimonial, built once with `npm run build` for every
 * file here that needs a first build (the files that build again after a change start from it, with
 * no cache cleared). Its result and its pages are kept beside the copy's project, as the next
 * builds replace dist/.
 */
export function cleanBuild(): CleanBuild {
  const kept = join(copy.dir, '.clean-build');
  const result = join(kept, 'result.json');
  if (!existsSync(result)) {
    copy.write(testimonial.file, testimonial.yaml(testimonial.quote, ['/contact']));
    const build = copy.build();
    if (build.status === 0) cpSync(join(copy.dir, 'dist'), join(kept, 'dist'), { recursive: true });
    copy.write('.clean-build/result.json', JSON.stringify(build));
  }
  const build = JSON.parse(readFileSync(result, 'utf8')) as Omit<CleanBuild, 'pages'>;
  return { ...build, pages: build.status === 0 ? copy.pages('.clean-build/dist') : [] };
}

/** Changes to the copy that are put back (a new file deleted) once the tests of the calling file have run. */
export function putBack() {
  const originals = new Map<string, string | undefined>();
  const keep = (file: string) => {
    if (!originals.has(file)) originals.set(file, copy.exists(file) ? copy.read(file) : undefined);
  };
  afterAll(() => {
    for (const [file, text] of originals) {
      if (text === undefined) copy.delete(file);
      else copy.write(file, text);
    }
  });
  return {
    write(file: string, text: string | Uint8Array) {
      keep(file);
      copy.write(file, text);
    },
    edit(file: string, change: (text: string) => string) {
      keep(file);
      copy.edit(file, change);
    },
  };
}

/**
 * Runs Astro's content sync (the step of the build that loads and checks content) in the copy after
 * `change` writes into it, then puts every file back: an editor's mistake must stop it with a message
 * naming the file and the field.
 */
export function syncWithChange(change: (edits: Pick<ReturnType<typeof putBack>, 'write' | 'edit'>) => void): { status: number | null; output: string } {
  const originals = new Map<string, string | undefined>();
  const keep = (file: string) => {
    if (!originals.has(file)) originals.set(file, copy.exists(file) ? copy.read(file) : undefined);
  };
  try {
    change({
      write: (file, text) => (keep(file), copy.write(file, text)),
      edit: (file, edit) => (keep(file), copy.edit(file, edit)),
    });
    return copy.sync();
  } finally {
    for (const [file, text] of originals) {
      if (text === undefined) copy.delete(file);
      else copy.write(file, text);
    }
  }
}
