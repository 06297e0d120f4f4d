// What the browser's search needs, computed once at build time (lib/site/outputs/search/settings.ts). Kept small
// because the search button imports it.

/** What a page of one docs version searches: its facet filters, and the index file that holds those records. */
export interface SearchScope {
  /** The version's route prefix ('' for the version at the site root). */
  prefix: string;
  /** Facet filters of every query (contextual search plus the configured extras). */
  facetFilters: (string | string[])[];
  /** URL of the local index file its queries search (base URL included). */
  indexUrl: string;
}

export interface SearchSettings {
  provider: 'local' | 'algolia';
  appId?: string;
  apiKey?: string;
  indexName: string;
  baseUrl: string;
  /** One per docs version, longest prefix first; the last one (prefix '') serves every other page and /search. */
  scopes: SearchScope[];
  /** Route of the search page (without base URL), or null when there is none. */
  searchPageRoute: string | null;
  searchPageHitsPerPage: number;
  /** 'docsearch' = 7, or 4 when favourites exist. */
  recentSearchesLimit: 'docsearch' | number;
  /** 'page': a letter or digit typed anywhere on the page opens search; 'button': only while the button has focus. */
  openOnTyping: 'page' | 'button';
  /** With `{query}`; null hides the "Let us know." line. */
  missingResultsUrl: string | null;
  /** The configured `searchParameters` but `facetFilters` (those are in each scope's): added to every modal query. */
  searchParameters: Record<string, unknown>;
  /** Hits shown at most per lvl0 group, and per page within it, in the modal. */
  maxResultsPerGroup: number;
  /** Hits whose URL matches (case-insensitive) stay absolute links out of the site. */
  externalUrlRegex?: string;
  /** Applied to every hit's pathname (a regex, all matches) before the base URL is added. */
  replaceSearchResultPathname?: { from: string; to: string };
}

/** The scope of the page at `route` (without base URL): its docs version's, else the root version's. */
export function scopeForRoute(settings: Pick<SearchSettings, 'scopes'>, route: string): SearchScope {
  const { scopes } = settings;
  return (
    scopes.find((s) => s.prefix && (route === s.prefix || route.startsWith(`${s.prefix}/`))) ??
    scopes[scopes.length - 1]
  );
}
