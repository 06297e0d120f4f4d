import { oncePerKey } from '../../once';
import { LocalEngine } from '../engine/local-engine';
import { expandRecords, type LocalIndexFile } from '../engine/local-index';
import type { ShardManifest } from '../engine/shard-format';
import type { SearchScope } from '../settings';
import { IndexLoadError, type SearchClient, type SearchRequest, type SearchResponse } from '../types';

/** What `search-index.json` holds: the whole index (format 1) or the manifest of a sharded one (format 2). */
export type IndexFile = LocalIndexFile | ShardManifest;

/** Where the index comes from: the file itself, and a sharded index's parts by path relative to it. */
export interface IndexSource {
  index(): Promise<IndexFile>;
  part(path: string): Promise<unknown>;
}

interface Engine {
  search(params: NonNullable<SearchRequest['params']>, indexName?: string): SearchResponse | Promise<SearchResponse>;
}

const asLoadError = (error: unknown) =>
  error instanceof IndexLoadError ? error : new IndexLoadError('Could not read the search index', { cause: error });

/**
 * The local search provider over any source of index files (HTTP in the browser, a folder for the docs MCP
 * server, memory for the bench). The index is read on the first query, once; a single-file index is searched
 * in memory (MiniSearch, one index per set of facet filters), a sharded one by the sharded engine, whose
 * code loads only when the index is one. A failed load is forgotten, so the next query tries again.
 */
export function createLocalClient(source: IndexSource): SearchClient {
  let engine: Promise<Engine> | undefined;
  const getEngine = () =>
    (engine ??= source
      .index()
      .then(async (file): Promise<Engine> => {
        if (file?.format !== 2) return new LocalEngine(expandRecords(file));
        const { ShardedEngine } = await import('../engine/shard-engine');
        return new ShardedEngine(file, (path) => source.part(path));
      })
      .catch((error: unknown) => {
        engine = undefined;
        throw asLoadError(error);
      }));
  return {
    async search(requests: SearchRequest[]) {
      const e = await getEngine();
      try {
        return { results: await Promise.all(requests.map((r) => e.search(r.params ?? {}, r.indexName))) };
      } catch (error) {
        throw asLoadError(error);
      }
    },
  };
}

async function fetchJson(url: string): Promise<unknown> {
  let response: Response;
  try {
    // High priority: a reader is waiting for it, while the page's link prefetches may still be queued.
    response = await fetch(url, { priority: 'high' });
  } catch (cause) {
    throw new IndexLoadError(`Could not load ${url}`, { cause });
  }
  if (!response.ok) throw new IndexLoadError(`Could not load ${url}: HTTP ${response.status}`);
  return response.json();
}

/** Each URL fetched once per page session (a failed fetch is tried again). */
const fetchOnce = oncePerKey(fetchJson);

/** The index at `url` over HTTP; a sharded index's record metadata, which every query needs, is fetched at once. */
function httpSource(url: string): IndexSource {
  const part = (path: string) => fetchOnce(new URL(path, url).href);
  return {
    async index() {
      const file = (await fetchOnce(url)) as IndexFile;
      if (file?.format === 2) part(file.meta).catch(() => {});
      return file;
    },
    part,
  };
}

const clients = new Map<string, SearchClient>();
const absolute = (url: string) => new URL(url, typeof location === 'undefined' ? undefined : location.href).href;

/**
 * The page's one client of the local index file at `indexUrl` (relative to the page, or absolute), shared by the
 * search button's warm-up, the modal and the search page: fetched and indexed once per page session.
 */
export function localSearchClient(indexUrl: string): SearchClient {
  const url = absolute(indexUrl);
  let client = clients.get(url);
  if (!client) clients.set(url, (client = createLocalClient(httpSource(url))));
  return client;
}

/**
 * Gets a page's first query ready while the search UI's code is still on its way: downloads the scope's index
 * and indexes the records its facet filters allow (an empty query asking for no hits does exactly that).
 */
export function warmLocalSearch(scope: SearchScope, indexName: string): void {
  localSearchClient(scope.indexUrl)
    .search([{ indexName, params: { query: '', facetFilters: scope.facetFilters, hitsPerPage: 0 } }])
    .catch(() => {});
}
