import { LocalEngine } from '../engine/local-engine';
import { IndexLoadError, loadIndex, loadIndexPart, type IndexFile } from '../engine/index-loader';
import { expandRecords } from '../engine/local-index';
import type { FetchPart } from '../engine/shard-engine';
import type { SearchClient, SearchRequest, SearchResponse } from '../types';

/** Loads the index; one made by `fetchIndex` knows its URL, which a sharded index's parts are relative to. */
type Loader = (() => Promise<IndexFile>) & { indexUrl?: string };

/** Loads the index from a URL (once per page session). */
export function fetchIndex(url: string): Loader {
  return Object.assign(() => loadIndex(url), { indexUrl: url });
}

/** Loads the files of a sharded index, relative to the index URL. */
function fetchIndexParts(url: string): FetchPart {
  return (path) => loadIndexPart(url, path);
}

interface Engine {
  search(params: NonNullable<SearchRequest['params']>, indexName?: string): SearchResponse | Promise<SearchResponse>;
}

const noParts: FetchPart = () =>
  Promise.reject(new IndexLoadError('This search index is sharded, but no way to load its parts was given'));

/**
 * The default search provider: the static index of this build, loaded on the first query (not before),
 * searched in the browser. A single-file index (format 1) is searched in memory; a sharded one (format 2)
 * loads the parts each query needs through `fetchPart` (by default, for a loader from `fetchIndex`,
 * relative to the index URL). A failed load is not cached, so the next query tries again.
 */
export function createLocalClient(
  load: Loader,
  fetchPart: FetchPart = load.indexUrl ? fetchIndexParts(load.indexUrl) : noParts,
): SearchClient {
  let engine: Promise<Engine> | undefined;
  const getEngine = () => {
    engine ??= load()
      // The sharded engine is only for indexes too big for one file: its code loads only when the index is one.
      .then(async (file): Promise<Engine> =>
        file?.format === 2
          ? new (await import('../engine/shard-engine')).ShardedEngine(file, fetchPart)
          : new LocalEngine(expandRecords(file)),
      )
      .catch((error: unknown) => {
        engine = undefined;
        throw error instanceof IndexLoadError
          ? error
          : new IndexLoadError('Could not read the search index', { cause: error });
      });
    return engine;
  };
  return {
    async search(requests: SearchRequest[]): Promise<{ results: SearchResponse[] }> {
      const e = await getEngine();
      try {
        return { results: await Promise.all(requests.map((r) => e.search(r.params ?? {}, r.indexName))) };
      } catch (error) {
        throw error instanceof IndexLoadError
          ? error
          : new IndexLoadError('Could not read the search index', { cause: error });
      }
    },
  };
}
