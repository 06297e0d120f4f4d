import { SearchIcon } from '@/components/search/icon';

/**
 * "Search the docs" on the not-found page. It opens the navbar's own search modal (`data-opens-search`:
 * components/search/search-keys.ts presses the navbar's button), so it needs no code of its own. Without
 * JavaScript, or before the page's code has run, the button submits its form to the search page instead.
 */
export function NotFoundSearch({ searchPageHref }: { searchPageHref: string | null }) {
  const button = (
    <button type={searchPageHref ? 'submit' : 'button'} className="not-found__search" data-opens-search="">
      <SearchIcon className="not-found__search-icon" />
      Search the docs
    </button>
  );
  return searchPageHref ? (
    <form action={searchPageHref} method="get" className="not-found__search-form">
      {button}
    </form>
  ) : (
    button
  );
}
