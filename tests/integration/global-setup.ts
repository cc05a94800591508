import type { TestProject } from 'vitest/node';
import { ProjectCopy } from '../support/project-copy';

/**
 * One copy of the project, with its packages linked once, for every test in tests/integration: they
 * run one file at a time (vitest.config.ts), each puts back what it changes, and they share its
 * builds (tests/integration/shared-copy.ts). The tests and the Vitest config come along, so the unit
 * suite can run in the copy too.
 */
export default function setup(project: TestProject) {
  const copy = new ProjectCopy(['tests', 'vitest.config.ts', 'docs']);
  project.provide('projectCopy', copy.dir);
  return () => copy.remove();
}

declare module 'vitest' {
  export interface ProvidedContext {
    /** The folder of the copy the integration tests share. */
    projectCopy: string;
  }
}
