import type { SearchSettings } from './build/settings';
import type { SearchParams } from './types';

// What the browser needs to search from a given page: its docs version's facet filters and the index file
// that holds that version's records. Small on purpose: the search button imports it.

/**
 * A part of the local index with the records that one docs version's queries can return (those with one of
 * `tags`), so a page downloads and reads its own version's records only.
 */
export interface IndexScope {
  tags: string[];
  /** URL of the part (base URL included). */
  url: string;
}

/** Facet filters for a page (route without base URL): its docs version's, else the root version's. */
export function facetFiltersForRoute(
  settings: Pick<SearchSettings, 'facetFilters' | 'versionFacetFilters'>,
  route: string,
): (string | string[])[] {
  const match = settings.versionFacetFilters.find((v) => route === v.prefix || route.startsWith(`${v.prefix}/`));
  return match ? match.facetFilters : settings.facetFilters;
}

const TAG_FILTER = 'docusaurus_tag:';

/**
 * The URL of the index file to search with `facetFilters`: the scoped part whose tags hold every tag that a
 * group of docusaurus_tag filters accepts (it has every record such a query can return), else the whole index.
 */
export function indexUrlFor(
  settings: { indexUrl: string; indexScopes: readonly IndexScope[] },
  facetFilters: SearchParams['facetFilters'],
): string {
  const list = facetFilters === undefined ? [] : typeof facetFilters === 'string' ? [facetFilters] : facetFilters;
  for (const entry of list) {
    const group = Array.isArray(entry) ? entry : [entry];
    // A negated value (`docusaurus_tag:-x`) accepts records of any other tag.
    const accepts = (value: string) => value.startsWith(TAG_FILTER) && !value.startsWith(`${TAG_FILTER}-`);
    if (!group.length || !group.every(accepts)) continue;
    const tags = group.map((value) => value.slice(TAG_FILTER.length));
    const scope = settings.indexScopes.find((s) => tags.every((tag) => s.tags.includes(tag)));
    if (scope) return scope.url;
  }
  return settings.indexUrl;
}

/** The index file a query from the page at `route` (without base URL) searches. */
export function indexUrlForRoute(
  settings: Pick<SearchSettings, 'indexUrl' | 'indexScopes' | 'facetFilters' | 'versionFacetFilters'>,
  route: string,
): string {
  return indexUrlFor(settings, facetFiltersForRoute(settings, route));
}
