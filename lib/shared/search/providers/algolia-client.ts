import { apiClientVersion, liteClient } from 'algoliasearch/lite';
import { createHostsCache } from './hosts-cache';
import type { SearchClient, SearchRequest, SearchResponse } from '../types';

export interface AlgoliaOptions {
  appId?: string;
  apiKey?: string;
  /** Replaces Algolia's hosts (tests point this at a local server). */
  hosts?: { url: string; protocol: 'http' | 'https'; accept: 'read' | 'write' | 'readWrite' }[];
}

/** Connect, read and write timeouts in ms (behaviours §7.3). */
export const ALGOLIA_TIMEOUTS = { connect: 1000, read: 2000, write: 30000 };

type LiteClient = ReturnType<typeof liteClient>;

/** The search host a page preconnects to (behaviours §7.4). */
/** The localStorage key holding the client's host states. */
export function hostsStorageKey(appId: string): string {
  return `algolia-client-js-${apiClientVersion}-${appId}`;
}

export function algoliaPreconnectUrl(appId: string): string {
  return `https://${appId}-dsn.algolia.net`;
}

/** The Algolia provider: the real algoliasearch lite client, with its own host retry and timeouts. */
export function createAlgoliaClient(options: AlgoliaOptions): SearchClient & { appId: string; lite: LiteClient } {
  const client = liteClient(options.appId ?? '', options.apiKey ?? '', {
    // The browser build's defaults, also when this module runs in Node (tests, scripts).
    timeouts: ALGOLIA_TIMEOUTS,
    hostsCache: createHostsCache(hostsStorageKey(options.appId ?? '')),
    ...(options.hosts ? { hosts: options.hosts } : {}),
  });
  client.addAlgoliaAgent('ra-aid-docs');
  return {
    appId: client.appId,
    lite: client,
    search: (requests: SearchRequest[]) =>
      client.search({
        // DocSearch's field order (behaviours §7.1): the query, the index, then the parameters as given.
        requests: requests.map(({ indexName, params: { query, ...rest } = {} }) => ({ query, indexName, ...rest })),
      }) as unknown as Promise<{
        results: SearchResponse[];
      }>,
  };
}
