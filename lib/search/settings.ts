import type { SiteConfig } from '../config/schema';
import { withBase } from '../paths';
import { contextualFacetFilters, searchTags } from './tags';

/** What the browser needs to search: serialisable, passed from the server layout to the search leaves. */
export interface SearchSettings {
  provider: 'local' | 'algolia';
  appId?: string;
  apiKey?: string;
  indexName: string;
  /** URL of the static local index (base URL included). */
  indexUrl: string;
  baseUrl: string;
  /** Facet filters sent with every query (contextual search plus configured extras), for the current docs. */
  facetFilters: (string | string[])[];
  /** The same for each older docs version, chosen by the path prefix of the page being read. */
  versionFacetFilters: { prefix: string; facetFilters: (string | string[])[] }[];
  /** Route of the search page (without base URL), or null when there is none. */
  searchPageRoute: string | null;
  searchPageHitsPerPage: number;
  /** 'docsearch' = 7, or 4 when favourites exist. */
  recentSearchesLimit: 'docsearch' | number;
  /** 'page': a letter or digit typed anywhere on the page opens search (issue 6); 'button': only while the button has focus (DocSearch). */
  openOnTyping: 'page' | 'button';
  /** With `{query}`; null hides the "Let us know." line. */
  missingResultsUrl: string | null;
}

/**
 * Search settings of the site. Algolia is used when an application id or an API key is configured (a
 * missing half is reported by the client as "`appId` is missing." / "`apiKey` is missing."); otherwise
 * the local index of this build.
 */
export function searchSettings(
  config: SiteConfig,
  version = 'current',
  olderVersions: readonly { name: string; prefix: string }[] = [],
): SearchSettings {
  const a = config.themeConfig.algolia;
  const language = config.i18n.defaultLocale;
  const filtersOf = (name: string) => (a.contextualSearch ? contextualFacetFilters(language, searchTags(name), a.facetFilters) : a.facetFilters);
  const facetFilters = filtersOf(version);
  return {
    provider: a.appId || a.apiKey ? 'algolia' : 'local',
    ...(a.appId ? { appId: a.appId } : {}),
    ...(a.apiKey ? { apiKey: a.apiKey } : {}),
    indexName: a.indexName,
    indexUrl: withBase(config.baseUrl, 'search-index.json'),
    baseUrl: config.baseUrl,
    facetFilters,
    versionFacetFilters: olderVersions.filter((v) => v.prefix).map((v) => ({ prefix: v.prefix, facetFilters: filtersOf(v.name) })),
    searchPageRoute: a.searchPagePath === false ? null : `/${a.searchPagePath.replace(/^\/+/, '')}`,
    searchPageHitsPerPage: a.searchPageHitsPerPage,
    recentSearchesLimit: a.recentSearchesLimit,
    openOnTyping: a.openOnTyping,
    missingResultsUrl: a.missingResultsUrl === false ? null : a.missingResultsUrl,
  };
}

/** Facet filters for a page (route without base URL): its docs version's, else the current docs'. */
export function facetFiltersForRoute(settings: Pick<SearchSettings, 'facetFilters' | 'versionFacetFilters'>, route: string): (string | string[])[] {
  const match = settings.versionFacetFilters.find((v) => route === v.prefix || route.startsWith(`${v.prefix}/`));
  return match ? match.facetFilters : settings.facetFilters;
}
