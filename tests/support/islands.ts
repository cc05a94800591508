import type { Page } from '@playwright/test';

/**
 * Holds the download of one island's component chunk (dist/_astro/<Name>.<hash>.js), or of a
 * component's script (dist/_astro/<Name>.astro_astro_type_script_index_0_lang.<hash>.js), until the
 * test releases it, so a test can type into the server-rendered HTML while the island is
 * certainly still asleep. `requested` resolves when the browser asks for the chunk.
 */
export async function holdIsland(page: Page, name: string) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  let requested!: () => void;
  const asked = new Promise<void>((resolve) => (requested = resolve));
  await page.route(new RegExp(`/_astro/${name}\\.[\\w.-]+\\.js(\\?.*)?$`), async (route) => {
    requested();
    await released;
    await route.continue();
  });
  return { requested: asked, release };
}

/** Makes one island's chunk fail to download, as on a dropped connection. */
export async function breakIsland(page: Page, name: string) {
  await page.route(new RegExp(`/_astro/${name}\\.[\\w.-]+\\.js(\\?.*)?$`), (route) => route.abort('internetdisconnected'));
}

/**
 * Chrome's "block all site data": reading localStorage or sessionStorage throws a SecurityError.
 * Call before goto.
 */
export async function blockStorage(page: Page) {
  await page.addInitScript(() => {
    for (const name of ['localStorage', 'sessionStorage']) {
      Object.defineProperty(window, name, {
        configurable: true,
        get() {
          throw new DOMException(`Failed to read the '${name}' property from 'Window': Access is denied for this document.`, 'SecurityError');
        },
      });
    }
  });
}
