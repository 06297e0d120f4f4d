import { LocalEngine } from './local-engine';
import { expandRecords, type LocalIndexFile } from './local-index';
import type { SearchClient, SearchRequest, SearchResponse } from './types';

/** Thrown when the static index cannot be loaded; the UI shows its network error screen. */
export class IndexLoadError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'IndexLoadError';
  }
}

type Loader = () => Promise<LocalIndexFile>;

/** Loads the index from a URL with `fetch`; a failed response is an IndexLoadError. */
export function fetchIndex(url: string): Loader {
  return async () => {
    let response: Response;
    try {
      response = await fetch(url);
    } catch (cause) {
      throw new IndexLoadError(`Could not load the search index from ${url}`, { cause });
    }
    if (!response.ok) throw new IndexLoadError(`Could not load the search index from ${url}: HTTP ${response.status}`);
    return (await response.json()) as LocalIndexFile;
  };
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
