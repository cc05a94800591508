import { expect, test } from '@playwright/test';
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { parse } from 'yaml';
import { ProjectCopy } from '../support/project-copy';

/*
 * An editor with `npm run dev` open: a saved change shows in the page they are looking at, without a
 * restart, and a mistake shows in that page in the build's words. The dev server runs on a copy of the
 * project, so the test never touches content/.
 */

const port = Number(process.env.TEST_PORT ?? 4322) + 70;
const base = `http://localhost:${port}`;
const pounds = (n: number) => `£${n.toLocaleString('en-GB')}`;

let copy: ProjectCopy;
let server: ChildProcess;
/** What the dev server printed, shown when it does not come up. */
let serverOutput = '';

test.describe.configure({ mode: 'serial', timeout: 120_000 });

test.beforeAll(async () => {
  test.setTimeout(150_000);
  copy = new ProjectCopy();
  server = spawn(process.execPath, ['node_modules/astro/bin/astro.mjs', 'dev', '--port', String(port)], { cwd: copy.dir, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
  for (const stream of [server.stdout, server.stderr]) stream?.on('data', (chunk: Buffer) => (serverOutput = `${serverOutput}${chunk}`.slice(-4000)));
  // Ready when the page answers (Astro compiles it on the first request).
  await expect
    .poll(async () => (await fetch(`${base}/services`).catch(() => undefined))?.status, {
      message: `astro dev did not answer; it printed:\n${serverOutput}`,
      timeout: 120_000,
      intervals: [250],
    })
    .toBe(200);
});

test.afterAll(() => {
  if (server?.pid) process.kill(-server.pid);
  copy?.remove();
});

test('a price saved in content/firm/prices.yaml shows on the open page without a restart', async ({ page }) => {
  const price = Number((parse(readFileSync('content/firm/prices.yaml', 'utf8')) as { startingPrices: Record<string, number> }).startingPrices['cloud-accounting']);
  await page.goto(`${base}/services`);
  // The price line a visitor sees at this width (the phone's copy of it is hidden).
  const cloud = page.getByText(pounds(price)).locator('visible=true').first();
  await expect(cloud).toBeVisible();

  copy.edit('content/firm/prices.yaml', (text) => text.replace(new RegExp(`(cloud-accounting:\\s*)${price}\\b`), `$1${price + 7}`));
  // No reload by the test: the dev server reloads the open page itself.
  await expect(
    page
      .getByText(pounds(price + 7))
      .locator('visible=true')
      .first(),
  ).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText(pounds(price), { exact: false })).toHaveCount(0);
});

test('a phone number saved in content/firm/contact.yaml shows on the open page without a restart', async ({ page }) => {
  const phone = String((parse(readFileSync('content/firm/contact.yaml', 'utf8')) as { phone: string }).phone);
  const next = phone.replace(/\d$/, (d) => String((Number(d) + 1) % 10));
  await page.goto(`${base}/services`);
  await expect(page.getByRole('contentinfo').getByText(phone).first()).toBeVisible();

  copy.edit('content/firm/contact.yaml', (text) => text.replace(/^phone: .*$/m, `phone: "${next}"`));
  // Read by components when their modules load, not through a token: the reload evaluates them afresh.
  await expect(page.getByRole('contentinfo').getByText(next).first()).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText(phone, { exact: true })).toHaveCount(0);
});

test('a date that does not exist shows in the open page, in the build’s words, until it is fixed', async ({ page }) => {
  const post = 'content/blog/choosing-mtd-software.mdx';
  const original = copy.read(post);
  await page.goto(`${base}/services`);
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();

  copy.edit(post, (text) => text.replace(/\ndate: .*/, '\ndate: 2026-13-01'));
  const message = page.getByText(/content\/blog\/choosing-mtd-software\.mdx, line \d+ \(date\): "2026-13-01" is not a day that exists/).first();
  // The dev server pushes the message into the open page; on a busy machine its push can miss the open
  // page, and then the editor's next reload shows it (the full test run failed here once in four).
  let reloads = 0;
  await expect(async () => {
    if (reloads++ > 0) await page.reload();
    await expect(message).toBeVisible({ timeout: 15_000 });
  }).toPass({ timeout: 60_000 });

  copy.write(post, original);
  // Once the fix is read, the page is itself again.
  await expect(async () => {
    await page.reload();
    await expect(message).toHaveCount(0);
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
  }).toPass({ timeout: 30_000 });
});

test('a link to a missing page shows in the open page, in the build’s words, until it is fixed', async ({ page }) => {
  const file = 'content/services/accounting/bookkeeping.mdx';
  const original = copy.read(file);
  const target = /\]\((\/[a-z-]+)\)/.exec(original.slice(original.indexOf('\n---', 4)))![1]!;
  await page.goto(`${base}/services`);
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible({ timeout: 30_000 });

  copy.edit(file, (text) => text.replace(`](${target})`, `](${target}x)`));
  const line = original.slice(0, original.indexOf(`](${target})`)).split('\n').length;
  const message = page.getByText(`${file}, line ${line}: the link ${target}x leads to no page. Did you mean ${target}?`, { exact: false }).first();
  // Checked as each page is asked for (src/middleware.ts): the editor's next reload shows it.
  await expect(async () => {
    await page.reload();
    await expect(message).toBeVisible({ timeout: 15_000 });
  }).toPass({ timeout: 60_000 });

  copy.write(file, original);
  await expect(async () => {
    await page.reload();
    await expect(message).toHaveCount(0);
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible({ timeout: 30_000 });
  }).toPass({ timeout: 30_000 });
});
