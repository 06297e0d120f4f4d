import { SearchIcon } from '@/components/search/icon';

/**
 * "Search the docs" on the not-found page. Once the page has hydrated, the navbar's search button opens its own
 * modal for it (`data-opens-search`, components/search/search-button.tsx); before that, and without JavaScript,
 * the button submits its form to the search page instead.
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
