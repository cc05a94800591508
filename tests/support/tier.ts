/**
 * `npm run test:full` (scripts/checks.mjs --full sets TEST_FULL=1): every check on every page, as before a
 * release. `npm test`, which CI runs, sweeps one page of each kind and leaves out the tests tagged @full (each
 * builds or serves a copy of the project): see README.md, "Tests".
 */
export const fullRun = process.env.TEST_FULL === '1';
