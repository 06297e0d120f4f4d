import type { SiteConfig } from '../../config/schema';
import { withBase } from '../../../shared/paths/index';
import { contextualFacetFilters, docsTag, searchTags } from './tags';
import { LOCAL_INDEX_PATH } from '../../../shared/search/engine/local-index';
import { SHARD_DIR } from '../../../shared/search/engine/shard-format';
import type { SearchScope, SearchSettings } from '../../../shared/search/settings';

export type { SearchScope, SearchSettings } from '../../../shared/search/settings';

/**
 * The scoped parts of the local index: one per docs version when contextual search is on and there are several
 * versions.
 */
export function indexScopeFiles(
  contextualSearch: boolean,
  versionNames: readonly string[],
): { path: string; tags: string[] }[] {
  if (!contextualSearch || versionNames.length < 2) return [];
  return versionNames.map((name) => ({ path: `${SHARD_DIR}/${docsTag(name)}.json`, tags: searchTags(name) }));
}

/**
 * What the pages of version `name` search, decided here alone for the browser and the docs MCP server: their facet
 * filters and the index file holding every record they allow.
 */
export function versionSearch(
  config: SiteConfig,
  name: string,
  versionNames: readonly string[],
): { facetFilters: (string | string[])[]; index: string } {
  const a = config.themeConfig.algolia;
  const part = indexScopeFiles(a.contextualSearch, versionNames).find((f) => f.tags.includes(docsTag(name)));
  const extra = [...a.facetFilters, ...(a.searchParameters.facetFilters ?? [])];
  return {
    facetFilters: a.contextualSearch
      ? contextualFacetFilters(config.i18n.defaultLocale, searchTags(name), extra)
      : extra,
    index: part?.path ?? LOCAL_INDEX_PATH,
  };
}

/** The route of the search page (without base URL), or null when the site has none. */
export function searchPageRoute(config: SiteConfig): string | null {
  const path = config.themeConfig.algolia.searchPagePath;
  return path === false ? null : `/${path.replace(/^\/+/, '')}`;
}

/**
 * The site's search settings: Algolia when an application id or API key is configured (the client reports a missing
 * half), else this build's local index. The version at the root ('') scopes every page outside a prefix, including
 * /search.
 */
export function searchSettings(
  config: SiteConfig,
  versions: readonly { name: string; prefix: string }[] = [{ name: 'current', prefix: '' }],
): SearchSettings {
  const a = config.themeConfig.algolia;
  const names = versions.map((v) => v.name);
  const scopeOf = (name: string, prefix: string): SearchScope => {
    const { facetFilters, index } = versionSearch(config, name, names);
    return { prefix, facetFilters, indexUrl: withBase(config.baseUrl, index) };
  };
  return {
    provider: a.appId || a.apiKey ? 'algolia' : 'local',
    ...(a.appId ? { appId: a.appId } : {}),
    ...(a.apiKey ? { apiKey: a.apiKey } : {}),
    indexName: a.indexName,
    baseUrl: config.baseUrl,
    // Longest prefix first, so a page under /a/b is not taken for a page of /a; the root version last.
    scopes: [
      ...versions
        .filter((v) => v.prefix)
        .sort((x, y) => y.prefix.length - x.prefix.length)
        .map((v) => scopeOf(v.name, v.prefix)),
      scopeOf(versions.find((v) => !v.prefix)?.name ?? 'current', ''),
    ],
    searchPageRoute: searchPageRoute(config),
    searchPageHitsPerPage: a.searchPageHitsPerPage,
    recentSearchesLimit: a.recentSearchesLimit,
    openOnTyping: a.openOnTyping,
    missingResultsUrl: a.missingResultsUrl === false ? null : a.missingResultsUrl,
    maxResultsPerGroup: a.maxResultsPerGroup,
    // Their facet filters are in each scope's own list already.
    searchParameters: Object.fromEntries(Object.entries(a.searchParameters).filter(([key]) => key !== 'facetFilters')),
    ...(a.externalUrlRegex ? { externalUrlRegex: a.externalUrlRegex } : {}),
    ...(a.replaceSearchResultPathname ? { replaceSearchResultPathname: a.replaceSearchResultPathname } : {}),
  };
}

/**
 * A version as `search-index/info.json` describes it, so a reader of the static files alone (mcp/) can search it as its
 * pages do.
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
  const names = versions.map((v) => v.name);
  return versions.map((v) => ({
    name: v.name,
    label: v.label,
    path: v.prefix.replace(/^\/+/, ''),
    isLast: Boolean(v.isLast),
    ...versionSearch(config, v.name, names),
  }));
}
