import { localSearchClient } from './local-search';
import type { SearchSettings } from '../build/settings';
import type { SearchClient } from '../types';

/**
 * The search client of the configured provider; both have the same interface. The Algolia client's
 * code loads with the first query, so a site on the local index never downloads it; the local index is
 * searched on the page by one client shared with the search button (local-search.ts). A setup error
 * ("`appId` is missing.") rejects every search, which the UI shows as its error screen.
 */
export function createSearchClient(settings: SearchSettings): SearchClient {
  if (settings.provider === 'algolia') {
    let client: Promise<SearchClient> | undefined;
    return {
      search(requests) {
        client ??= import('./algolia-client').then((m) =>
          m.createAlgoliaClient({ appId: settings.appId, apiKey: settings.apiKey }),
        );
        return client.then((c) => c.search(requests));
      },
    };
  }
  return localSearchClient(settings.indexUrl, settings.indexScopes);
}

/**
 * Wraps a client so that queries with an empty query string are answered locally with no hits: the
 * modal's start screen and an empty search page make no request (and load no index).
 */
export function skipEmptyQueries(client: SearchClient): SearchClient {
  return {
    search(requests) {
      if (requests.every((r) => !r.params?.query)) {
        return Promise.resolve({
          results: requests.map((r) => ({
            hits: [],
            nbHits: 0,
            page: 0,
            nbPages: 0,
            hitsPerPage: Number(r.params?.hitsPerPage ?? 20),
            processingTimeMS: 0,
            exhaustiveNbHits: true,
            query: '',
            params: '',
          })),
        });
      }
      return client.search(requests);
    },
  };
}
