'use client';
import { SearchIcon } from '@/components/search/icon';
import { requestSearch } from '@/components/search/open-search';

/**
 * "Search the docs" on the not-found page. Once the page has hydrated it opens the navbar's own search modal;
 * before that, and without JavaScript, the button submits its form to the search page instead.
 */
export function NotFoundSearch({ searchPageHref }: { searchPageHref: string | null }) {
  const button = (
    <button
      type={searchPageHref ? 'submit' : 'button'}
      className="not-found__search"
      onClick={(event) => {
        if (requestSearch()) event.preventDefault();
      }}
    >
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
