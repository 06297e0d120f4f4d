// The files of the local search index a query can load on the main site: the whole index (search-index.json)
// or the part of one docs version (search-index/docs-default-<version>.json, lib/site/outputs/search/settings.ts).

/** Whether a URL is one of the local index's files. */
export function isIndexFile(url: string): boolean {
  return /\/search-index(\.json|\/docs-default-[^/]+\.json)$/.test(new URL(url).pathname);
}

/** A `page.route` glob for every index file a query can load. */
export const INDEX_FILES = '**/search-index{.json,/docs-default-*.json}';

/** The part of the version served at the root (0.30.2), which the root's pages and /search search. */
export const ROOT_VERSION_PART = '/search-index/docs-default-0.30.2.json';
