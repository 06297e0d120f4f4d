'use client';

import { useEffect, useMemo, useState } from 'react';
import { Configure, InstantSearch } from 'react-instantsearch';
import { createSearchClient, skipEmptyQueries } from '@/lib/search/client';
import { searchPageParams } from '@/lib/search/query-params';
import type { SearchSettings } from '@/lib/search/settings';
import type { SearchClient } from '@/lib/search/types';
import { SearchPageResults } from './search-page-results';
import { forInstantSearch } from './instantsearch-client';

function queryFromUrl(): string {
  return new URLSearchParams(window.location.search).get('q') ?? '';
}

function pageTitle(query: string, siteTitle: string): string {
  return `${query ? `Search results for "${query}"` : 'Search the documentation'} | ${siteTitle}`;
}

/** The /search page body: the query lives in `?q=` (replaced while typing, restored on back/forward). */
export function SearchPage({ settings, siteTitle }: { settings: SearchSettings; siteTitle: string }) {
  const [query, setQuery] = useState<string | null>(null);
  const client = useMemo<SearchClient>(() => {
    try {
      return skipEmptyQueries(createSearchClient(settings));
    } catch (error) {
      return { search: () => Promise.reject(error) };
    }
  }, [settings]);

  useEffect(() => {
    const sync = () => setQuery(queryFromUrl());
    sync();
    window.addEventListener('popstate', sync);
    return () => window.removeEventListener('popstate', sync);
  }, []);

  // The title follows the query. Next writes the page's static metadata title into <head> after
  // hydration too, so the title is re-applied whenever <head> changes.
  useEffect(() => {
    if (query === null) return;
    const wanted = pageTitle(query, siteTitle);
    const apply = () => {
      if (document.title !== wanted) document.title = wanted;
    };
    apply();
    const observer = new MutationObserver(apply);
    observer.observe(document.head, { childList: true, subtree: true, characterData: true });
    return () => observer.disconnect();
  }, [query, siteTitle]);

  const onChange = (next: string) => {
    setQuery(next);
    const url = new URL(window.location.href);
    if (next) url.searchParams.set('q', next);
    else url.searchParams.delete('q');
    window.history.replaceState(window.history.state, '', url);
  };

  return (
    <>
      <h1>{query ? `Search results for "${query}"` : 'Search the documentation'}</h1>
      <form onSubmit={(e) => e.preventDefault()}>
        <input
          className="search-page__input"
          type="search"
          name="q"
          placeholder="Type your search here"
          aria-label="Search"
          autoComplete="off"
          autoFocus
          maxLength={64}
          value={query ?? ''}
          onChange={(e) => onChange(e.target.value)}
        />
      </form>
      {query !== null ? (
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
      ) : null}
    </>
  );
}
