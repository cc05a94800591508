import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { sveltiaConfig } from '../../src/lib/editor/config';
import { buildState, entryLocations, entryOf } from '../../src/lib/editor/build-status';
import { editorSettings } from '../../src/lib/editor/settings';
import { editorLinkPage } from '../../src/integrations/editor';

/*
 * How the editor signs in and where it saves (set by the host's environment, docs/editor-setup.md),
 * and how it words what the builds said about the firm's latest change.
 */

describe('sign-in and the repository, from the environment', () => {
  test('without the firm’s sign-in helper, only sign-in with a token: never a sign-in host of someone else’s', () => {
    const backend = (sveltiaConfig({ repository: 'ponte-accounting/website' }) as { backend: Record<string, unknown> }).backend;
    expect(backend).toMatchObject({ name: 'github', repo: 'ponte-accounting/website', auth_methods: ['token'] });
    expect(backend).not.toHaveProperty('base_url');
    const withHelper = (sveltiaConfig({ authUrl: 'https://sveltia-cms-auth.ponte.workers.dev' }) as { backend: Record<string, unknown> }).backend;
    expect(withHelper).toMatchObject({ base_url: 'https://sveltia-cms-auth.ponte.workers.dev', auth_methods: ['oauth', 'token'] });
  });

  test('a build for the live site stops, in words for whoever set up the host, while the repository is not set', () => {
    expect(() => editorSettings({ CF_PAGES: '1' }, [])).toThrow(/EDITOR_REPOSITORY is not set.*Settings › Variables and secrets/);
    expect(() => editorSettings({}, ['node', 'scripts/build.mjs', '--production'])).toThrow(/cannot go live yet/);
    // On one's own computer the placeholder may stay; a build of the public site alone needs no editor.
    expect(editorSettings({}, []).repository).toBe('OWNER/REPOSITORY');
    expect(editorSettings({ CF_PAGES: '1', BUILD_EDITOR: 'no' }, []).production).toBe(true);
    expect(
      editorSettings({ CF_PAGES: '1', EDITOR_REPOSITORY: 'ponte-accounting/website', EDITOR_AUTH_URL: 'https://auth.example.workers.dev/', EDITOR_URL: 'https://admin.ponteaccounting.co.uk' }, []),
    ).toMatchObject({
      repository: 'ponte-accounting/website',
      branch: 'main',
      authUrl: 'https://auth.example.workers.dev',
      editorUrl: 'https://admin.ponteaccounting.co.uk',
    });
    expect(() => editorSettings({ EDITOR_REPOSITORY: 'https://github.com/ponte/website' }, [])).toThrow(/owner\/name/);
    expect(() => editorSettings({ EDITOR_AUTH_URL: 'http://auth.example.com' }, [])).toThrow(/https:\/\//);
  });

  test('/admin on the public site only says where the editor is', () => {
    expect(editorLinkPage('https://admin.ponteaccounting.co.uk')).toContain('<a href="https://admin.ponteaccounting.co.uk/">admin.ponteaccounting.co.uk</a>');
    expect(editorLinkPage(undefined)).toMatch(/address of its own[\s\S]*docs\/editor-setup\.md/);
    expect(editorLinkPage('https://x.example/"><script>')).not.toContain('<script>');
  });
});

describe('whether the latest change is live', () => {
  const config = sveltiaConfig() as Parameters<typeof entryLocations>[0];
  const locations = entryLocations(config);

  test('the files of the entry the editor shows: a page and its Italian twin, a file of facts, a file of words in each language', () => {
    expect(entryOf('#/collections/services/entries/accounting/payroll', locations)?.paths).toEqual(['content/services/accounting/payroll.mdx', 'content/services/it/accounting/payroll.mdx']);
    expect(entryOf('#/collections/firm-contact/entries/contact', locations)?.paths).toEqual(['content/firm/contact.yaml']);
    expect(entryOf('#/collections/words-interface/entries/interface', locations)?.paths).toEqual(['content/i18n/interface/en.yaml', 'content/i18n/interface/it.yaml']);
    expect(entryOf('#/collections/pages', locations)).toBeUndefined();
  });

  test('a build that refused the change says so in its own words; a running one is "building"; all passed is live', () => {
    const done = (conclusion: string, summary = '') => ({ name: 'Cloudflare Pages', status: 'completed', conclusion, html_url: 'https://github.com/x/checks/1', output: { title: 'Build', summary } });
    expect(buildState([done('success'), done('failure', 'content/firm/contact.yaml, line 9 (phone): …')], [])).toEqual({
      state: 'refused',
      refusals: [{ name: 'Cloudflare Pages', said: 'Build: content/firm/contact.yaml, line 9 (phone): …', url: 'https://github.com/x/checks/1' }],
    });
    expect(buildState([], [{ context: 'ci', state: 'error', description: 'The build stopped' }]).refusals[0]).toMatchObject({ name: 'ci', said: 'The build stopped' });
    expect(buildState([{ name: 'CI', status: 'in_progress', conclusion: null }], []).state).toBe('building');
    expect(buildState([done('success')], [{ context: 'pages', state: 'success' }]).state).toBe('passed');
    expect(buildState([], []).state).toBe('none');
  });
});

describe('the staff’s guide (content/README.md)', () => {
  test('is short enough to read, and tells staff how to sign in, what a refused build looks like and how to fix it', () => {
    const guide = readFileSync('content/README.md', 'utf8');
    expect(guide.split('\n').length).toBeLessThanOrEqual(400);
    for (const heading of ['## Signing in', '### No GitHub account?', '### What a refused build looks like, and how to fix it', '## For developers: editing the files by hand'])
      expect(guide).toContain(`\n${heading}\n`);
    // The field lists are generated elsewhere (docs/content-fields.md), never copied into the guide by hand.
    expect(guide).not.toContain('<!-- editor-fields');
  });
});
