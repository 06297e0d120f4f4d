import type { SearchScope, SearchSettings } from '../settings';
import type { SearchParams } from '../types';

const LEVELS = ['lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6'] as const;

/** Query parameters the UI sets (a subset of Algolia's, accepted by both providers). */
export interface QueryParams {
  hitsPerPage: number;
  attributesToSnippet: string[];
  snippetEllipsisText: string;
  facetFilters: (string | string[])[];
  attributesToRetrieve?: string[];
  highlightPreTag?: string;
  highlightPostTag?: string;
  clickAnalytics?: boolean;
}

/** The tags around matched words: the UI renders every other character of a value as text (highlight-parts.ts). */
export const HIGHLIGHT_TAGS = { highlightPreTag: '<mark>', highlightPostTag: '</mark>' } as const;

/** Hits per modal query (behaviours §7.1). */
export const MODAL_HITS_PER_PAGE = 20;

/** Screens on which snippets are shorter (`snippetWords`). */
export const SMALL_SCREEN = '(max-width: 768px)';

/** Snippet length in words: 10, or 5 on screens up to 768 px wide. */
export function snippetWords(smallScreen: boolean): number {
  return smallScreen ? 5 : 10;
}

/**
 * Parameters of every modal query besides the query text, in the order of DocSearch's request (§7.1): the configured
 * `searchParameters` come after DocSearch's own and may override them, the facet filters last.
 */
export function modalSearchParams(
  scope: Pick<SearchScope, 'facetFilters'>,
  words: number,
  searchParameters: Record<string, unknown> = {},
): QueryParams {
  return {
    attributesToRetrieve: ['hierarchy.lvl0', ...LEVELS.map((l) => `hierarchy.${l}`), 'content', 'type', 'url'],
    attributesToSnippet: [...LEVELS.map((l) => `hierarchy.${l}:${words}`), `content:${words}`],
    snippetEllipsisText: '…',
    ...HIGHLIGHT_TAGS,
    hitsPerPage: MODAL_HITS_PER_PAGE,
    clickAnalytics: false,
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
    ...HIGHLIGHT_TAGS,
    facetFilters: scope.facetFilters,
  };
}

/** A modal query's parameters in §7.1's order: the query, DocSearch's own, the configured ones, the facet filters. */
export function modalQuery(
  query: string,
  scope: Pick<SearchScope, 'facetFilters'>,
  words: number,
  searchParameters?: Record<string, unknown>,
): SearchParams {
  return { query, ...modalSearchParams(scope, words, searchParameters) };
}
