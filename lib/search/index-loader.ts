import type { LocalIndexFile } from './local-index';

/** Thrown when the static index cannot be loaded; the UI shows its network error screen. */
export class IndexLoadError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'IndexLoadError';
  }
}

const loads = new Map<string, Promise<LocalIndexFile>>();

/**
 * Fetches the static index once per page session (shared by the modal and a prefetch started with the
 * first keystroke). A failed load is forgotten, so the next query tries again. Tiny on purpose: the
 * search button imports it without pulling in the engine.
 */
export function loadIndex(url: string): Promise<LocalIndexFile> {
  let load = loads.get(url);
  if (!load) {
    load = (async () => {
      let response: Response;
      try {
        // High priority: a reader is waiting for it, while the page's link prefetches may still be queued.
        response = await fetch(url, { priority: 'high' });
      } catch (cause) {
        throw new IndexLoadError(`Could not load the search index from ${url}`, { cause });
      }
      if (!response.ok) throw new IndexLoadError(`Could not load the search index from ${url}: HTTP ${response.status}`);
      return (await response.json()) as LocalIndexFile;
    })();
    loads.set(url, load);
    load.catch(() => loads.delete(url));
  }
  return load;
}
