'use client';

import { useMemo } from 'react';
import { Configure, InstantSearch } from 'react-instantsearch';
import { createSearchClient, skipEmptyQueries } from '@/lib/search/providers/client';
import { searchPageParams } from '@/lib/search/providers/query-params';
import type { SearchSettings } from '@/lib/search/build/settings';
import type { SearchClient } from '@/lib/search/types';
import { forInstantSearch } from './instantsearch-client';
import { SearchPageResults } from './search-page-results';

export interface SearchPageInstantProps {
  settings: SearchSettings;
  query: string;
}

/**
 * The results part of /search: react-instantsearch over the configured provider. Loaded by the page
 * only once there is a query, so /search itself ships no search code until search is used.
 */
export function SearchPageInstant({ settings, query }: SearchPageInstantProps) {
  const client = useMemo<SearchClient>(() => {
    try {
      return skipEmptyQueries(createSearchClient(settings));
    } catch (error) {
      return { search: () => Promise.reject(error) };
    }
  }, [settings]);
  return (
    <InstantSearch
      searchClient={forInstantSearch(client)}
      indexName={settings.indexName}
      stalledSearchDelay={300}
      insights={false}
      future={{ preserveSharedStateOnUnmount: true }}
    >
      <Configure query={query} {...searchPageParams(settings)} />
      <SearchPageResults query={query} baseUrl={settings.baseUrl} />
    </InstantSearch>
  );
}
