import 'client-only';
import { once } from '../../shared/once';
import type { SearchScope, SearchSettings } from '../../shared/search/settings';
import type { SearchClient, SearchRequest, SearchResponse } from '../../shared/search/types';

const noHits = (r: SearchRequest): SearchResponse => ({
  hits: [],
  nbHits: 0,
  page: 0,
  nbPages: 0,
  hitsPerPage: Number(r.params?.hitsPerPage ?? 20),
  processingTimeMS: 0,
  exhaustiveNbHits: true,
  query: '',
  params: '',
});

/**
 * A client whose code loads with its first query, so a site on the local index never downloads Algolia's. Empty queries
 * get no hits without a request, so the start screen loads nothing.
 */
export function lazyClient(load: () => Promise<SearchClient>): SearchClient {
  const client = once(load);
  return {
    search: (requests) =>
      requests.every((r) => !r.params?.query)
        ? Promise.resolve({ results: requests.map(noHits) })
        : client().then((c) => c.search(requests)),
  };
}

/**
 * The configured provider's client for `scope`. A setup error ("`appId` is missing.") rejects every search, which the
 * UI shows as its error screen.
 */
export function createSearchClient(settings: SearchSettings, scope: SearchScope): SearchClient {
  return settings.provider === 'algolia'
    ? lazyClient(() =>
        import('../../shared/search/providers/algolia-client').then((m) =>
          m.createAlgoliaClient({ appId: settings.appId, apiKey: settings.apiKey }),
        ),
      )
    : lazyClient(() =>
        import('../../shared/search/providers/local-client').then((m) => m.localSearchClient(scope.indexUrl)),
      );
}
