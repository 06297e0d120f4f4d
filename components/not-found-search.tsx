import { SearchIcon } from '@/components/search/icon';

/**
 * Once hydrated, the navbar's search button opens its modal for this (`data-opens-search`); before that, and
 * without JavaScript, the form submits to the search page.
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
