import type { SiteConfig } from '../../config/schema';
import { withBase } from '../../paths/index';
import { contextualFacetFilters, docsTag, searchTags } from '../tags';
import { LOCAL_INDEX_PATH } from '../engine/local-index';
import { SHARD_DIR } from '../engine/shard-format';
import { indexUrlFor, type IndexScope } from '../route-search';

/**
 * The scoped parts of the local index (path relative to out/, tags): one per docs version with contextual
 * search on a site of more than one version (one version's would hold every record).
 */
export function indexScopeFiles(
  contextualSearch: boolean,
  versionNames: readonly string[],
): { path: string; tags: string[] }[] {
  if (!contextualSearch || versionNames.length < 2) return [];
  return versionNames.map((name) => ({ path: `${SHARD_DIR}/${docsTag(name)}.json`, tags: searchTags(name) }));
}

/** What the browser needs to search: serialisable, passed from the server layout to the search leaves. */
export interface SearchSettings {
  provider: 'local' | 'algolia';
  appId?: string;
  apiKey?: string;
  indexName: string;
  /** URL of the static local index (base URL included). */
  indexUrl: string;
  /** Parts of the local index, each with the records of one docs version (indexUrlFor picks one for a query). */
  indexScopes: IndexScope[];
  baseUrl: string;
  /** Facet filters sent with every query (contextual search plus configured extras), for the version at the root. */
  facetFilters: (string | string[])[];
  /** The same for each version served under a prefix, chosen by the path prefix of the page being read. */
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
 * the local index of this build. `versions` are the docs versions with their route prefixes: the one at the
 * root ('') gives the filters of every page outside a prefix (and of /search); each other one, its own pages'.
 */
export function searchSettings(
  config: SiteConfig,
  versions: readonly { name: string; prefix: string }[] = [{ name: 'current', prefix: '' }],
): SearchSettings {
  const a = config.themeConfig.algolia;
  const filtersOf = (name: string) => versionFacetFilters(config, name);
  const facetFilters = filtersOf(versions.find((v) => !v.prefix)?.name ?? 'current');
  return {
    provider: a.appId || a.apiKey ? 'algolia' : 'local',
    ...(a.appId ? { appId: a.appId } : {}),
    ...(a.apiKey ? { apiKey: a.apiKey } : {}),
    indexName: a.indexName,
    indexUrl: withBase(config.baseUrl, 'search-index.json'),
    indexScopes: indexScopeFiles(
      a.contextualSearch,
      versions.map((v) => v.name),
    ).map(({ path, tags }) => ({ tags, url: withBase(config.baseUrl, path) })),
    baseUrl: config.baseUrl,
    facetFilters,
    // Longest prefix first, so a page under /a/b is not taken for a page of /a.
    versionFacetFilters: versions
      .filter((v) => v.prefix)
      .sort((x, y) => y.prefix.length - x.prefix.length)
      .map((v) => ({ prefix: v.prefix, facetFilters: filtersOf(v.name) })),
    searchPageRoute: a.searchPagePath === false ? null : `/${a.searchPagePath.replace(/^\/+/, '')}`,
    searchPageHitsPerPage: a.searchPageHitsPerPage,
    recentSearchesLimit: a.recentSearchesLimit,
    openOnTyping: a.openOnTyping,
    missingResultsUrl: a.missingResultsUrl === false ? null : a.missingResultsUrl,
  };
}

/** The facet filters of every query made from a page of the docs version `name`. */
export function versionFacetFilters(config: SiteConfig, name: string): (string | string[])[] {
  const a = config.themeConfig.algolia;
  return a.contextualSearch
    ? contextualFacetFilters(config.i18n.defaultLocale, searchTags(name), a.facetFilters)
    : a.facetFilters;
}

/**
 * One docs version as `search-index/info.json` describes it, so that a reader of the static files alone (the
 * docs MCP server, mcp/) can search a version the way its pages do: with their facet filters, in the file
 * those pages load.
 */
export interface IndexVersion {
  name: string;
  label: string;
  /** '' for the version at the site root, else its path segment(s) ('next', '1.0'). */
  path: string;
  /** The version served at the root (`docs.lastVersion`). */
  isLast: boolean;
  facetFilters: (string | string[])[];
  /** The index file its pages search, relative to the site root ('search-index/docs-default-current.json'). */
  index: string;
}

/** The docs versions of the site with what their pages search, in the order given. */
export function indexVersions(
  config: SiteConfig,
  versions: readonly { name: string; label: string; prefix: string; isLast?: boolean }[],
): IndexVersion[] {
  const scopes = indexScopeFiles(
    config.themeConfig.algolia.contextualSearch,
    versions.map((v) => v.name),
  ).map(({ path, tags }) => ({ tags, url: path }));
  return versions.map((v) => {
    const facetFilters = versionFacetFilters(config, v.name);
    return {
      name: v.name,
      label: v.label,
      path: v.prefix.replace(/^\/+/, ''),
      isLast: Boolean(v.isLast),
      facetFilters,
      index: indexUrlFor({ indexUrl: LOCAL_INDEX_PATH, indexScopes: scopes }, facetFilters),
    };
  });
}
