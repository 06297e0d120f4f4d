/**
 * Asks the navbar's search button to open its modal, from a control elsewhere on the page (the not-found page's
 * "Search the docs"): one modal with one state. Returns false when no search button took the request.
 */
const OPEN_SEARCH_EVENT = 'site:open-search';

export function requestSearch(): boolean {
  return !window.dispatchEvent(new Event(OPEN_SEARCH_EVENT, { cancelable: true }));
}

/** Called by the search button: `open` runs on each request (which then counts as taken). */
export function onSearchRequest(open: () => void): () => void {
  const listener = (event: Event) => {
    event.preventDefault();
    open();
  };
  window.addEventListener(OPEN_SEARCH_EVENT, listener);
  return () => window.removeEventListener(OPEN_SEARCH_EVENT, listener);
}
