#!/usr/bin/env node
// npm run check:release: lists, one line each, everything that must change before the firm goes
// live (example contact details, statutory disclosures, EmailJS ids and SITE_URL, unconfirmed
// claims and prices, offers past their end date) and exits 1 while anything is listed.
// npm run check:release -- --report: prints the same list and exits 0 (for CI).
import './ts-hooks.mjs';
import { fileURLToPath } from 'node:url';
import { loadEnv } from 'vite';

const root = fileURLToPath(new URL('..', import.meta.url));
const report = process.argv.includes('--report');

// The build reads .env as well as the environment (through Vite's loadEnv): do the same (the environment wins).
const env = { ...loadEnv('production', root, ''), ...process.env };

const { releaseProblems } = await import('../src/lib/release-check.ts');
const { contact, exampleContact } = await import('../src/config/contact.ts');
const { site } = await import('../src/config/site.ts');
const { claims } = await import('../src/config/claims.ts');
const { offers } = await import('../src/config/offers.ts');
const { mtdFacts } = await import('../src/config/mtd-facts.ts');
const { people } = await import('../src/config/people.ts');

const problems = releaseProblems({ contact, exampleContact, disclosures: site.disclosures, claims, offers, mtdFacts, env, people });
if (problems.length === 0) {
  console.log('Ready to go live: no release problems found.');
} else {
  console.log(`Not ready to go live: ${problems.length} item${problems.length === 1 ? '' : 's'} to fix${report ? ' (report mode: not failing)' : ''}.`);
  for (const problem of problems) console.log(`- ${problem}`);
}
process.exit(problems.length > 0 && !report ? 1 : 0);
