import { LocalEngine } from './local-engine';
import { IndexLoadError, loadIndex } from './index-loader';
import { expandRecords, type LocalIndexFile } from './local-index';
import type { SearchClient, SearchRequest, SearchResponse } from './types';

type Loader = () => Promise<LocalIndexFile>;

/** Loads the index from a URL (once per page session). */
export function fetchIndex(url: string): Loader {
  return () => loadIndex(url);
}

/**
 * The default search provider: the static index of this build, loaded on the first query (not before),
 * searched in the browser. A failed load is not cached, so the next query tries again.
 */
export function createLocalClient(load: Loader): SearchClient {
  let engine: Promise<LocalEngine> | undefined;
  const getEngine = () => {
    engine ??= load()
      .then((file) => new LocalEngine(expandRecords(file)))
      .catch((error: unknown) => {
        engine = undefined;
        throw error instanceof IndexLoadError ? error : new IndexLoadError('Could not read the search index', { cause: error });
      });
    return engine;
  };
  return {
    async search(requests: SearchRequest[]): Promise<{ results: SearchResponse[] }> {
      const e = await getEngine();
      return { results: requests.map((r) => e.search(r.params ?? {}, r.indexName)) };
    },
  };
}
