import type { InstantSearchProps } from 'react-instantsearch';
import type { SearchClient } from '@/lib/shared/search/types';

/**
 * Our client has only the multi-query `search(requests)` that react-instantsearch calls; the cast is because its
 * declared type also covers the composition API.
 */
export function forInstantSearch(client: SearchClient): InstantSearchProps['searchClient'] {
  return client as unknown as InstantSearchProps['searchClient'];
}
