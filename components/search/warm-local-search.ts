import { facetFiltersForRoute, type SearchSettings } from '@/lib/search/build/settings';
import { warmLocalSearch } from '@/lib/search/providers/local-search';

/** Fetches and indexes the local search index of this route's version (a search typed on the page needs it at once). */
export function warmForRoute(settings: SearchSettings, pathname: string): void {
  warmLocalSearch(settings.indexUrl, settings.indexName, facetFiltersForRoute(settings, pathname));
}
