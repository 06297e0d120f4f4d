'use client';

import type { MouseEvent } from 'react';
import { SearchIcon } from '@/components/search/icon';

/**
 * "Search the docs" on the not-found page. It opens the navbar's own search modal by pressing the navbar button, so
 * the modal's code still loads only when someone searches, and there is one modal with one state. Without
 * JavaScript (or before hydration) the button submits its form to the search page instead.
 */
export function NotFoundSearch({ searchPageHref }: { searchPageHref: string | null }) {
  const open = (event: MouseEvent<HTMLButtonElement>) => {
    const navbarButton = document.querySelector<HTMLButtonElement>('.navbar__search .DocSearch-Button');
    if (!navbarButton) return;
    event.preventDefault();
    navbarButton.click();
  };
  const button = (
    <button type={searchPageHref ? 'submit' : 'button'} className="not-found__search" onClick={open}>
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
