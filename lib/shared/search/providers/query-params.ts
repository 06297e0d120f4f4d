import type { SearchScope, SearchSettings } from '../settings';

const LEVELS = ['lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6'] as const;

/** Query parameters the UI sets (a subset of Algolia's, accepted by both providers). */
export interface QueryParams {
  hitsPerPage: number;
  attributesToSnippet: string[];
  snippetEllipsisText: string;
  facetFilters: (string | string[])[];
  attributesToRetrieve?: string[];
}

/** Hits per modal query (behaviours §7.1). */
export const MODAL_HITS_PER_PAGE = 20;

/** Snippet length in words: 10, or 5 on screens up to 768 px wide. */
export function snippetWords(smallScreen: boolean): number {
  return smallScreen ? 5 : 10;
}

/**
 * Parameters of every modal query besides the query text (DocSearch's request, §7.1): the configured
 * `searchParameters` come after DocSearch's own and may override them, the facet filters last.
 */
export function modalSearchParams(
  scope: Pick<SearchScope, 'facetFilters'>,
  words: number,
  searchParameters: Record<string, unknown> = {},
): QueryParams {
  return {
    attributesToRetrieve: [...LEVELS.map((l) => `hierarchy.${l}`), 'hierarchy.lvl0', 'content', 'type', 'url'],
    attributesToSnippet: [...LEVELS.map((l) => `hierarchy.${l}:${words}`), `content:${words}`],
    snippetEllipsisText: '…',
    hitsPerPage: MODAL_HITS_PER_PAGE,
    ...searchParameters,
    facetFilters: scope.facetFilters,
  };
}

/** Parameters of the /search page's queries besides the query text and page. */
export function searchPageParams(
  settings: Pick<SearchSettings, 'searchPageHitsPerPage'>,
  scope: Pick<SearchScope, 'facetFilters'>,
): QueryParams {
  return {
    hitsPerPage: settings.searchPageHitsPerPage,
    // `excerpt`: the section text of heading and page-title hits, which have no content.
    attributesToSnippet: ['content:10', 'excerpt:10'],
    snippetEllipsisText: '…',
    facetFilters: scope.facetFilters,
  };
}
