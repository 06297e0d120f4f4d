import type { SearchSettings } from '@/lib/search/build/settings';
import { facetFiltersForRoute, indexUrlFor } from '@/lib/search/route-search';
import { warmLocalSearch } from '@/lib/search/providers/local-search';

/** Fetches and indexes the local search index of this route's version (a search typed on the page needs it at once). */
export function warmForRoute(settings: SearchSettings, pathname: string): void {
  const facetFilters = facetFiltersForRoute(settings, pathname);
  warmLocalSearch(indexUrlFor(settings, facetFilters), settings.indexName, facetFilters);
}
