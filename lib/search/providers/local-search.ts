import { oncePerKey } from '../../cache/once';
import { loadIndex } from '../engine/index-loader';
import type { SearchClient, SearchRequest } from '../types';

/**
 * The page's one client of the local index (per index URL), shared by the search button, the modal and
 * the search page, so the index is fetched and indexed once per page session. Small on purpose: the
 * search button imports it, and the engine's code (MiniSearch) loads with the first query.
 */
const clientOf = oncePerKey((url): Promise<SearchClient> =>
  import('./local-client').then((m) => m.createLocalClient(m.fetchIndex(url))),
);

const absolute = (url: string) => new URL(url, typeof location === 'undefined' ? undefined : location.href).href;

/** The client of the local index at `indexUrl` (relative to the page, or absolute). */
export function localSearchClient(indexUrl: string): SearchClient {
  const url = absolute(indexUrl);
  return { search: (requests: SearchRequest[]) => clientOf(url).then((c) => c.search(requests)) };
}

/**
 * Gets the first query of a page ready while the search UI's code is still on its way: starts the
 * index download and the engine's code at once, then indexes the records a query with `facetFilters`
 * can return (an empty query asking for no hits does exactly that), when both have arrived.
 */
export function warmLocalSearch(indexUrl: string, indexName: string, facetFilters: (string | string[])[]): void {
  const url = absolute(indexUrl);
  loadIndex(url).catch(() => {});
  localSearchClient(url)
    .search([{ indexName, params: { query: '', facetFilters, hitsPerPage: 0 } }])
    .catch(() => {});
}
