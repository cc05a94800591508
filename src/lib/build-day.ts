/**
 * The day a page is built for, as an ISO day in the UK ("2026-11-27"): the deadline calendar lists the
 * dates that follow it and its feeds are stamped with it. `SITE_TODAY=2027-03-01 npm run build` builds
 * the site as of another day (a check of what visitors will see then, a test); without it, the day the
 * build runs. Build time only (Node): pages and islands take the day from here, never from the clock.
 */
export function buildDay(env: Record<string, string | undefined> = process.env): string {
  // One day for the whole build, even one that runs past midnight: the page and its feeds agree.
  if (env === process.env && memo) return memo;
  const day = dayOf(env);
  if (env === process.env) memo = day;
  return day;
}

let memo: string | undefined;

function dayOf(env: Record<string, string | undefined>): string {
  const fixed = env.SITE_TODAY;
  if (fixed !== undefined && fixed !== '') {
    if (!/^\d{4}-\d{2}-\d{2}$/.test(fixed) || Number.isNaN(Date.parse(`${fixed}T00:00:00Z`))) throw new Error(`SITE_TODAY must be a day written 2026-11-27, not "${fixed}".`);
    return fixed;
  }
  return new Date().toLocaleDateString('en-CA', { timeZone: 'Europe/London' });
}
