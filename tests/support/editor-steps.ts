import { expect, type Locator, type Page } from '@playwright/test';
import { standInFolderPicker } from './editor-folder';
import { editorURL } from './servers';

/*
 * The steps of the editor's tests (tests/e2e/editor.spec.ts) and of the staff's sittings
 * (tests/sittings/), as an editor takes them in the editor at its own address.
 */

export interface Watch {
  foreign: string[];
  errors: string[];
}

/** Refuses and records every request to another host than the editor's, and records console errors. */
export async function offline(page: Page): Promise<Watch> {
  const watch: Watch = { foreign: [], errors: [] };
  const ours = new URL(editorURL).host;
  await page.route(
    (url) => url.host !== ours,
    (route) => {
      watch.foreign.push(route.request().url());
      return route.abort('blockedbyclient');
    },
  );
  page.on('console', (message) => {
    if (message.type() === 'error') watch.errors.push(message.text());
  });
  page.on('pageerror', (error) => watch.errors.push(error.message));
  return watch;
}

/** Opens the editor on the copy and waits for its collections. */
export async function openEditor(page: Page, dir: string) {
  await standInFolderPicker(page, dir);
  await page.goto(`${editorURL}/`);
  await page.getByRole('button', { name: 'Work with Local Repository' }).click();
  // It reads every file of content/ first: a few seconds, up to a minute on a very busy machine.
  await expect(page.getByRole('treeitem', { name: 'Main pages' })).toBeVisible({ timeout: 60_000 });
}

/**
 * Opens an entry by its address in the editor and waits for `field`. After a save the editor may
 * still be moving back to the list, which would undo an address typed too soon: it is typed again.
 */
export async function openEntry(page: Page, hash: string, field: Locator) {
  await expect(async () => {
    await page.goto(`${editorURL}/${hash}`);
    await expect(field).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 15_000 });
}

/**
 * Types into a field and waits until the field holds it: on a busy machine the new-entry form can
 * redraw a field just after it was typed into, and a form saved with an empty required field is
 * refused (the full test run failed that way once in four).
 */
export async function fillKept(field: Locator, value: string) {
  await expect(async () => {
    await field.fill(value);
    await expect(field).toHaveValue(value, { timeout: 1_000 });
  }).toPass({ timeout: 15_000 });
}

/** Saves the open entry, and waits until `saved` (a check of the files on disk) holds. */
export async function save(page: Page, saved: () => void) {
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(saved).toPass({ timeout: 10_000 });
  // Once saved, the editor closes the entry and goes back to its list: only then open the next one.
  await expect(page).not.toHaveURL(/\/(entries\/|new)/, { timeout: 20_000 });
}

/** The lines of `after` not in `before` and of `before` not in `after`: one each for a one-line change. */
export function changedLines(before: string, after: string): { removed: string[]; added: string[] } {
  const a = before.split('\n');
  const b = after.split('\n');
  return { removed: a.filter((line, i) => line !== b[i]), added: b.filter((line, i) => line !== a[i]) };
}

/**
 * Brings a field into the page: the editor draws each field only once its place scrolls into view, so
 * the form is scrolled down a screen at a time until the field is there.
 */
export async function reveal(page: Page, field: Locator) {
  const form = page.getByRole('group', { name: /^Edit .*Content$/ }).first();
  for (let screens = 0; screens < 40 && !(await field.count()); screens++) {
    await form.evaluate((pane) => {
      // The form's scroller: the element inside it with the most to scroll.
      const scrollers = [...pane.querySelectorAll('*')].filter((e) => /auto|scroll/.test(getComputedStyle(e).overflowY));
      scrollers.sort((a, b) => b.scrollHeight - b.clientHeight - (a.scrollHeight - a.clientHeight))[0]?.scrollBy(0, 600);
    });
    await expect(field)
      .toBeAttached({ timeout: 250 })
      .catch(() => undefined);
  }
  await field.scrollIntoViewIfNeeded();
}

/** Types into the open entry's page text, at its end, key by key as an editor does ("\n" a new paragraph). */
export async function typeInBody(page: Page, text: string) {
  const body = page.getByRole('textbox', { name: 'Text of the page' });
  await reveal(page, body);
  await body.focus();
  await page.keyboard.press('Control+End');
  for (const [i, line] of text.split('\n').entries()) {
    if (i > 0) await page.keyboard.press('Enter');
    await page.keyboard.type(line);
  }
}

/** Insert › Price, at the cursor in the page text, for a service. */
export async function insertPrice(page: Page, service: string) {
  await page.getByRole('button', { name: 'Insert' }).click();
  await page.getByRole('menuitem', { name: 'Price (from the prices)' }).click();
  // Named: the service list's popup is a <dialog> of its own, left in the page once closed.
  const dialog = page.getByRole('dialog', { name: 'Price (from the prices)' });
  await dialog.getByRole('combobox').click();
  await page.getByRole('option', { name: service, exact: true }).click();
  await dialog.getByRole('button', { name: 'Insert' }).click();
  await expect(dialog).toBeHidden();
}

/** A field's group in the form ("“Description” Field", its name between invisible isolation marks). */
export const fieldGroup = (page: Page, label: string) => page.getByRole('group', { name: new RegExp(`^“\u2068?${label}\u2069?” Field$`) });
