import type { InstantSearchProps } from 'react-instantsearch';
import type { SearchClient } from '@/lib/shared/search/types';

/**
 * Our client interface is the multi-query `search(requests)` part of Algolia's client, which is all
 * react-instantsearch calls; its type also covers clients we do not use (composition API).
 */
export function forInstantSearch(client: SearchClient): InstantSearchProps['searchClient'] {
  return client as unknown as InstantSearchProps['searchClient'];
}
