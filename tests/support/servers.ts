/*
 * The two servers the browser tests start (playwright.config.ts): the public site and, on an address of
 * its own, the editor. Two ports are two origins, as www.<domain> and admin.<domain> are on the host.
 * TEST_PORT lets two checkouts on one machine run their suites side by side; the editor takes the next port.
 */

/** The public site's port (not 4321, so a running `npm start` does not clash). */
export const sitePort = Number(process.env.TEST_PORT ?? 4322);

/** The editor's port (ADMIN_TEST_PORT, or the site's plus one). */
export const editorPort = Number(process.env.ADMIN_TEST_PORT ?? sitePort + 1);

export const siteURL = `http://localhost:${sitePort}`;
export const editorURL = `http://localhost:${editorPort}`;
