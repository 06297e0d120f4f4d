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
 * The local search provider over any source of index files (HTTP, a folder for the MCP server, memory). The index loads
 * on the first query; the sharded engine's code loads only when the index is sharded.
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
 * The page's one client of the index at `indexUrl`, shared by the warm-up, the modal and the search page so the file is
 * fetched and indexed once.
 */
export function localSearchClient(indexUrl: string): SearchClient {
  const url = absolute(indexUrl);
  let client = clients.get(url);
  if (!client) clients.set(url, (client = createLocalClient(httpSource(url))));
  return client;
}

/**
 * Downloads and indexes the scope's records while the search UI's code is still loading: an empty query asking for no
 * hits does exactly that.
 */
export function warmLocalSearch(scope: SearchScope, indexName: string): void {
  localSearchClient(scope.indexUrl)
    .search([{ indexName, params: { query: '', facetFilters: scope.facetFilters, hitsPerPage: 0 } }])
    .catch(() => {});
}
