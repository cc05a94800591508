import CMS from '@sveltia/cms';

/*
 * The firm's editor: Sveltia CMS, bundled from node_modules (with its fonts and icons) and configured
 * by /admin/config.yml, which the build generates from the content schemas.
 */

/**
 * Before sign-in, Sveltia asks GitHub's status page (another host than the API) whether GitHub is
 * up. /admin talks to no host but ours and the git host's API (its CSP says so), so that question is
 * answered here as "status unknown", which the editor treats as no news, instead of a blocked request.
 */
const statusPage = 'https://www.githubstatus.com/';
const fetchFromNetwork = window.fetch.bind(window);
window.fetch = (input, init) => {
  const url = input instanceof Request ? input.url : String(input);
  if (url.startsWith(statusPage)) return Promise.resolve(new Response('{}', { status: 503, headers: { 'Content-Type': 'application/json' } }));
  return fetchFromNetwork(input, init);
};

CMS.init();
