'use client';

import { useMemo } from 'react';
import { Configure, InstantSearch } from 'react-instantsearch';
import { createSearchClient } from '@/lib/browser/search/client';
import { searchPageParams } from '@/lib/shared/search/providers/query-params';
import { scopeForRoute, type SearchSettings } from '@/lib/shared/search/settings';
import { forInstantSearch } from './instantsearch-client';
import { SearchPageResults } from './search-page-results';

export interface SearchPageInstantProps {
  settings: SearchSettings;
  query: string;
}

/** The results part of /search, loaded only once there is a query, so /search ships no search code until then. */
export function SearchPageInstant({ settings, query }: SearchPageInstantProps) {
  // The search page searches the version at the site root, as every page outside a version's prefix does.
  const scope = scopeForRoute(settings, settings.searchPageRoute ?? '/');
  const client = useMemo(() => createSearchClient(settings, scope), [settings, scope]);
  return (
    <InstantSearch
      searchClient={forInstantSearch(client)}
      indexName={settings.indexName}
      stalledSearchDelay={300}
      insights={false}
      future={{ preserveSharedStateOnUnmount: true }}
    >
      <Configure query={query} {...searchPageParams(settings, scope)} />
      <SearchPageResults query={query} urls={settings} />
    </InstantSearch>
  );
}
