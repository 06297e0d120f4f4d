import { z } from 'zod';
import { SHARD_ABOVE_BYTES } from '../../../shared/search/engine/shard-format';

// themeConfig.algolia: the search settings (Algolia when credentials are given, else the local index).

/** Default target of the no-results screen's "Let us know." link: a new issue on the RA.Aid repository. */
export const MISSING_RESULTS_URL =
  'https://github.com/ai-christianson/RA.Aid/issues/new?title=Docs%20search%3A%20no%20results%20for%20%22{query}%22';

const regex = z.string().refine((source) => {
  try {
    new RegExp(source);
    return true;
  } catch {
    return false;
  }
}, 'must be a valid regular expression');

const facetFilterList = z.array(z.union([z.string(), z.array(z.string())]));

const localIndexDefaults = {
  shardAboveBytes: SHARD_ABOVE_BYTES,
  shardTargetBytes: 32 * 1024,
  blockTargetBytes: 2 * 1024,
};
const localIndex = z.strictObject({
  /**
   * Above this gzipped size the index (and each version's part) is sharded, so a first query downloads a bounded
   * part. Default 65536 (64 KiB).
   */
  shardAboveBytes: z.number().int().min(0).default(localIndexDefaults.shardAboveBytes),
  /** Target gzipped size of one term shard of a sharded index. Default 32768 (32 KiB). */
  shardTargetBytes: z.number().int().min(1024).default(localIndexDefaults.shardTargetBytes),
  /** Target gzipped size of one block of records (fetched for the hits shown) of a sharded index. Default 2048. */
  blockTargetBytes: z.number().int().min(256).default(localIndexDefaults.blockTargetBytes),
});

export const algoliaSettings = z
  .strictObject({
    /** Algolia application id (NEXT_PUBLIC_ALGOLIA_APP_ID). Default none: the local index is used. */
    appId: z.string().optional(),
    /** Public search-only API key (NEXT_PUBLIC_ALGOLIA_SEARCH_KEY). Default none: the local index is used. */
    apiKey: z.string().optional(),
    /** Index name, on Algolia and in the recent-search storage keys. Default 'ra-aid'. */
    indexName: z.string().default('ra-aid'),
    /** Restrict results to the current language and docs version (facet filters). Default true. */
    contextualSearch: z.boolean().default(true),
    /** Extra facet filters appended to the contextual ones. Default []. */
    facetFilters: facetFilterList.default([]),
    /**
     * Docusaurus' extra query parameters: passed into every modal query, their `facetFilters` (a string is a list of
     * one) appended to the contextual ones. Default {}.
     */
    searchParameters: z
      .object({ facetFilters: z.union([z.string().transform((f) => [f]), facetFilterList]).optional() })
      .catchall(z.unknown())
      .default({}),
    /** Hits whose URL matches this regex (case-insensitive) open as they are, outside the site. Default none. */
    externalUrlRegex: regex.optional(),
    /** Rewrites every hit's pathname (`from`, a regex, all matches → `to`) before the base URL is added. */
    replaceSearchResultPathname: z.strictObject({ from: regex, to: z.string() }).optional(),
    /** Hits shown at most per lvl0 group, and per page within it, in the modal (DocSearch's). Default 5. */
    maxResultsPerGroup: z.number().int().min(1).default(5),
    /** Route of the search results page; false removes the page link from the modal. Default 'search'. */
    searchPagePath: z.union([z.string(), z.literal(false)]).default('search'),
    /** Hits per page on the search page (spec 20; Docusaurus' own page uses 15). Default 20. */
    searchPageHitsPerPage: z.number().int().min(1).max(100).default(20),
    /** Recent searches kept: 'docsearch' follows DocSearch's modal (fewer when favourites exist), or a fixed number. */
    recentSearchesLimit: z.union([z.literal('docsearch'), z.number().int().min(0)]).default('docsearch'),
    /**
     * Typing a character opens search: 'page' outside inputs, 'button' only from the focused search button. Default
     * 'button'.
     */
    openOnTyping: z.enum(['page', 'button']).default('button'),
    /** Target of "Let us know." on the no-results screen ({query} replaced, encoded); false hides the line. */
    missingResultsUrl: z.union([z.string(), z.literal(false)]).default(MISSING_RESULTS_URL),
    /** The local index used without Algolia credentials: when sharding starts and how big the parts are. */
    localIndex: localIndex.default(localIndexDefaults),
  })
  .default({
    indexName: 'ra-aid',
    contextualSearch: true,
    facetFilters: [],
    searchParameters: {},
    maxResultsPerGroup: 5,
    searchPagePath: 'search',
    searchPageHitsPerPage: 20,
    recentSearchesLimit: 'docsearch',
    openOnTyping: 'button',
    missingResultsUrl: MISSING_RESULTS_URL,
    localIndex: localIndexDefaults,
  });
