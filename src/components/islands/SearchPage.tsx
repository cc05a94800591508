import { SearchPanel, type SearchPanelProps } from './SearchResults';

/**
 * The /search page's panel (and /it/search). Server-rendered it is the labelled search box and the
 * empty state's links; it wakes on the first focus or key in it (client:interaction), so the page loads
 * no JavaScript until then, and nothing of Pagefind until the visitor types.
 */
export default function SearchPage(props: SearchPanelProps) {
  return (
    <div data-search-page="">
      <SearchPanel {...props} />
    </div>
  );
}
