import { oncePerKey } from '../../once';
import { LocalEngine } from '../engine/local-engine';
import { ShardedEngine } from '../engine/shard-engine';
import { expandRecords, type LocalIndexFile } from '../engine/local-index';
import type { ShardManifest } from '../engine/shard-format';
import type { SearchScope } from '../settings';
import { modalQuery, SMALL_SCREEN, snippetWords } from './query-params';
import { sharedAnswers } from './shared-answers';
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
 * on the first query. The sharded engine is in this module's chunk, since loaded after the manifest it cost a
 * round trip, and on a busy page a wait for the main thread, before the first term shard was asked for.
 */
export function createLocalClient(source: IndexSource): SearchClient {
  let engine: Promise<Engine> | undefined;
  const getEngine = () =>
    (engine ??= source
      .index()
      .then((file): Engine => {
        if (file?.format !== 2) return new LocalEngine(expandRecords(file));
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
  if (!client) clients.set(url, (client = sharedAnswers(createLocalClient(httpSource(url)))));
  return client;
}

/**
 * Downloads (or indexes) the scope's records while the search UI's code is still loading: an empty query asking for no
 * hits does exactly that. With the key that opened search, it sends the modal's first query itself, so that a sharded
 * index's term shards and the record blocks of its hits load while the modal's code loads and renders, and the modal's
 * identical query gets this answer.
 */
export function warmLocalSearch(
  scope: SearchScope,
  indexName: string,
  query = '',
  searchParameters: Record<string, unknown> = {},
): void {
  const params = query
    ? modalQuery(query, scope, snippetWords(window.matchMedia(SMALL_SCREEN).matches), searchParameters)
    : { query, facetFilters: scope.facetFilters, hitsPerPage: 0 };
  localSearchClient(scope.indexUrl)
    .search([{ indexName, params }])
    .catch(() => {});
}
