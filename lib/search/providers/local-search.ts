import { oncePerKey } from '../../cache/once';
import { loadIndex } from '../engine/index-loader';
import { indexUrlFor, type IndexScope } from '../route-search';
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

/**
 * The client of the local index at `indexUrl` (relative to the page, or absolute). With `indexScopes` (parts of
 * the index, one per docs version), each query searches the part that holds every record it can return, if any.
 */
export function localSearchClient(indexUrl: string, indexScopes: readonly IndexScope[] = []): SearchClient {
  const fileOf = (request: SearchRequest) =>
    absolute(indexUrlFor({ indexUrl, indexScopes }, request.params?.facetFilters));
  return {
    async search(requests: SearchRequest[]) {
      const urls = requests.map(fileOf);
      // Usually one file for all of them; otherwise each query goes to its own file, in order.
      if (urls.every((url) => url === urls[0]))
        return clientOf(urls[0] ?? absolute(indexUrl)).then((c) => c.search(requests));
      const results = await Promise.all(
        requests.map((request, i) =>
          clientOf(urls[i])
            .then((c) => c.search([request]))
            .then((r) => r.results[0]),
        ),
      );
      return { results };
    },
  };
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
