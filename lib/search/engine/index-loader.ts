import { oncePerKey } from '../../cache/once';
import type { LocalIndexFile } from './local-index';
import type { ShardManifest } from './shard-format';

/** Thrown when the static index cannot be loaded; the UI shows its network error screen. */
export class IndexLoadError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'IndexLoadError';
  }
}

/** What `search-index.json` holds: the whole index (format 1) or the manifest of a sharded one (format 2). */
export type IndexFile = LocalIndexFile | ShardManifest;

async function fetchJson(url: string, what: string): Promise<unknown> {
  let response: Response;
  try {
    // High priority: a reader is waiting for it, while the page's link prefetches may still be queued.
    response = await fetch(url, { priority: 'high' });
  } catch (cause) {
    throw new IndexLoadError(`Could not load ${what} from ${url}`, { cause });
  }
  if (!response.ok) throw new IndexLoadError(`Could not load ${what} from ${url}: HTTP ${response.status}`);
  return response.json();
}

/**
 * Fetches the static index once per page session (shared by the modal and a prefetch started with the
 * first keystroke). A failed load is forgotten, so the next query tries again. Tiny on purpose: the
 * search button imports it without pulling in the engine.
 */
export const loadIndex: (url: string) => Promise<IndexFile> = oncePerKey(async (url) => {
  const file = (await fetchJson(url, 'the search index')) as IndexFile;
  // A sharded index needs its record metadata for every query: start that download at once too.
  if (file?.format === 2) loadIndexPart(url, file.meta).catch(() => {});
  return file;
});

const fetchPart = oncePerKey((url) => fetchJson(url, 'a part of the search index'));

/**
 * Fetches a file of a sharded index once per page session, `path` being relative to the index URL (so
 * a base path carries over). A failed load is forgotten.
 */
export function loadIndexPart(indexUrl: string, path: string): Promise<unknown> {
  return fetchPart(
    new URL(path, new URL(indexUrl, typeof location === 'undefined' ? 'http://localhost/' : location.href)).href,
  );
}
