import { EditorError } from '../../core/editor-errors';

/*
 * The editor's settings from the build's environment (docs/editor-setup.md lists them for the host):
 *   EDITOR_REPOSITORY  the firm's GitHub repository, owner/name: where the editor reads and saves;
 *   EDITOR_BRANCH      the branch the site is built from (main);
 *   EDITOR_AUTH_URL    the firm's sign-in helper (the Sveltia authenticator worker) for "Sign in with
 *                      GitHub"; without it the editor offers only sign-in with a token, never a
 *                      sign-in host of someone else's;
 *   EDITOR_URL         where the editor is published (its own address), for the /admin page of the site.
 * A build for the live site (Cloudflare Pages sets CF_PAGES=1; elsewhere `npm run build -- --production`)
 * stops while the repository is not set: an editor that cannot save must never go live. A setting to fix is an
 * EditorError, which scripts/build.mjs prints as it is, worded for whoever set up the host.
 */

/** The repository the configuration names while EDITOR_REPOSITORY is not set. */
export const placeholderRepository = 'OWNER/REPOSITORY';

export interface EditorSettings {
  repository: string;
  branch: string;
  /** The sign-in helper's address, without a trailing slash; undefined: sign-in with a token only. */
  authUrl?: string;
  /** The editor's own address, without a trailing slash. */
  editorUrl?: string;
  /** A build for the live site. */
  production: boolean;
}

const address = (name: string, value: string | undefined): string | undefined => {
  const text = value?.trim();
  if (!text) return undefined;
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw new EditorError(`${name} is "${text}", which is not a web address. Write the whole address, for example https://admin.ponteaccounting.co.uk (docs/editor-setup.md).`);
  }
  if (url.protocol !== 'https:' && url.hostname !== 'localhost') throw new EditorError(`${name} is "${text}": it must start with https://, so that sign-in is private (docs/editor-setup.md).`);
  return text.replace(/\/+$/, '');
};

/**
 * Reads the editor's settings; throws, in words for whoever set up the host, what a live build of the
 * editor cannot do without (`buildsEditor` false: a build of the public site alone, BUILD_EDITOR=no).
 */
export function editorSettings(env: Record<string, string | undefined> = process.env, argv: readonly string[] = process.argv, buildsEditor = env.BUILD_EDITOR !== 'no'): EditorSettings {
  const production = env.CF_PAGES === '1' || argv.includes('--production');
  const repository = env.EDITOR_REPOSITORY?.trim() || placeholderRepository;
  if (repository !== placeholderRepository && !/^[\w.-]+\/[\w.-]+$/.test(repository))
    throw new EditorError(`EDITOR_REPOSITORY is "${repository}": write the GitHub repository as owner/name, for example ponte-accounting/website (docs/editor-setup.md).`);
  if (production && buildsEditor && repository === placeholderRepository)
    throw new EditorError(
      'The site editor cannot go live yet: EDITOR_REPOSITORY is not set, so the editor would not know where to save the firm’s changes. ' +
        'In Cloudflare Pages, open the project, then Settings › Variables and secrets, add EDITOR_REPOSITORY with the GitHub repository as owner/name (for example ponte-accounting/website), and retry the deployment. ' +
        'docs/editor-setup.md lists every setting. (A build on your own computer may leave it unset.)',
    );
  return { repository, branch: env.EDITOR_BRANCH?.trim() || 'main', authUrl: address('EDITOR_AUTH_URL', env.EDITOR_AUTH_URL), editorUrl: address('EDITOR_URL', env.EDITOR_URL), production };
}
