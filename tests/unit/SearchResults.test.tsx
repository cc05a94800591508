// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SearchPanel, SiteWideResults, useSiteSearch } from '../../src/components/islands/SearchResults';
import { wordsByLocale as copyByLocale } from '../support/words';
import { searchCopy } from '../../src/lib/search-copy';
import type { SiteResult } from '../../src/lib/site-search';
import { contact, phoneHref } from '../../src/config/contact';

/*
 * The search islands with Pagefind replaced by a stub (the browser tests use the real index): what
 * a visitor sees for results, for nothing found, and that nothing is searched for an empty box.
 */
const results: SiteResult[] = [
  {
    url: '/blog/making-tax-digital/mtd-for-landlords-joint-property',
    title: 'MTD for Landlords',
    section: 'sectionBlog',
    excerpt: [
      { text: 'for ', mark: false },
      { text: 'landlords', mark: true },
    ],
  },
  { url: '/making-tax-digital-uk', title: 'Making Tax Digital Guide', section: 'sectionMtd', excerpt: [{ text: 'about MTD', mark: false }] },
];
const searchSite = vi.fn(async (query: string) => (query.trim() === 'landlord' ? results : []));
vi.mock('../../src/lib/site-search', async (importOriginal) => ({ ...(await importOriginal<object>()), searchSite: (q: string) => searchSite(q) }));

const copy = searchCopy(copyByLocale.en);
const links = { helpHref: '/making-tax-digital-help-support', contactHref: '/contact', phone: contact.phone, phoneHref };

afterEach(() => {
  cleanup();
  searchSite.mockClear();
});

describe('the search panel', () => {
  it('shows results with their section and marked words, and moves along them with the arrow keys', async () => {
    const user = userEvent.setup();
    render(<SearchPanel copy={copy} links={links} />);
    expect(searchSite).not.toHaveBeenCalled();
    await user.type(screen.getByRole('searchbox', { name: 'Words to search for' }), 'landlord');
    expect((await screen.findByText('2 pages found for “landlord”')).getAttribute('role')).toBe('status');
    const list = screen.getByRole('list', { name: 'Search results' });
    const items = within(list).getAllByRole('listitem');
    expect(items[0]?.textContent).toContain('Blog');
    expect(items[0]?.querySelector('mark')?.textContent).toBe('landlords');
    expect(
      within(list)
        .getAllByRole('link')
        .map((a) => a.getAttribute('href')),
    ).toEqual(results.map((r) => r.url));
    await user.keyboard('{ArrowDown}');
    expect(document.activeElement).toBe(within(list).getAllByRole('link')[0]);
    await user.keyboard('{ArrowDown}');
    expect(document.activeElement).toBe(within(list).getAllByRole('link')[1]);
  });

  it('offers the help page, the phone and the contact form when nothing is found', async () => {
    const user = userEvent.setup();
    render(<SearchPanel copy={copy} links={links} />);
    expect(screen.getByRole('link', { name: `Call us on ${contact.phone}` }).getAttribute('href')).toBe(phoneHref);
    await user.type(screen.getByRole('searchbox'), 'zzqxv');
    expect(await screen.findByText('No page matches “zzqxv”.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Making Tax Digital help and answers' }).getAttribute('href')).toBe(links.helpHref);
    expect(screen.getByRole('link', { name: 'Write to us with the contact form' }).getAttribute('href')).toBe('/contact');
  });
});

describe('site-wide results for another search box (the help page)', () => {
  function Box({ query }: { query: string }) {
    const state = useSiteSearch(query, '/making-tax-digital-help-support');
    return <SiteWideResults state={state} copy={copy} />;
  }

  it('renders nothing for an empty query and searches nothing', () => {
    const { container } = render(<Box query="" />);
    expect(container.innerHTML).toBe('');
    expect(searchSite).not.toHaveBeenCalled();
  });

  it('lists the whole site under its own heading', async () => {
    render(<Box query="landlord" />);
    const region = await screen.findByRole('region', { name: 'More pages on the site' });
    expect(within(region).getAllByRole('link')).toHaveLength(2);
  });
});
