'use client';

import { useEffect, useRef, useState, type ComponentType } from 'react';
import { once } from '@/lib/shared/once';
import { MAX_QUERY_LENGTH, searchPageQuery } from '@/lib/shared/search/engine/query-text';
import type { SearchSettings } from '@/lib/shared/search/settings';
import type { SearchPageInstantProps } from './search-page-instant';

type Results = ComponentType<SearchPageInstantProps>;

/** The results' code (react-instantsearch, the engine), loaded once, with the first query. */
const loadResults = once((): Promise<Results> => import('./search-page-instant').then((m) => m.SearchPageInstant));

/** `?q=`, cut to 64 characters like the modal's query, before the results or the title see it. */
function queryFromUrl(): string {
  return searchPageQuery(window.location.search);
}

function pageTitle(query: string, siteTitle: string): string {
  return `${query ? `Search results for "${query}"` : 'Search the documentation'} | ${siteTitle}`;
}

function SearchUnavailable() {
  return (
    <div className="search-page__error" role="alert">
      <p>Unable to fetch results</p>
      <p>You might want to check your network connection.</p>
    </div>
  );
}

/** The /search page body: the query lives in `?q=` (replaced while typing, restored on back/forward). */
export function SearchPage({ settings, siteTitle }: { settings: SearchSettings; siteTitle: string }) {
  const [query, setQuery] = useState<string | null>(null);
  const [Results, setResults] = useState<Results | null>(null);
  const [loadFailed, setLoadFailed] = useState(false);

  // Once loaded, the results stay mounted (an emptied query renders nothing) so their client and
  // index are kept for the next query.
  useEffect(() => {
    if (!query || Results) return;
    let live = true;
    loadResults().then(
      (component) => live && setResults(() => component),
      () => live && setLoadFailed(true),
    );
    return () => {
      live = false;
    };
  }, [query, Results]);

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
    setLoadFailed(false);
    const url = new URL(window.location.href);
    if (next) url.searchParams.set('q', next);
    else url.searchParams.delete('q');
    window.history.replaceState(window.history.state, '', url);
  };

  const input = useRef<HTMLInputElement>(null);
  useEffect(() => {
    const sync = () => setQuery(queryFromUrl());
    // The page's HTML takes keys before its code runs: a search typed then, on a page opened without one, is the
    // query. Hydration leaves the typed value in the box.
    const typed = input.current?.value ?? '';
    if (typed && !queryFromUrl()) onChange(typed);
    else sync();
    window.addEventListener('popstate', sync);
    return () => window.removeEventListener('popstate', sync);
  }, []);

  return (
    <>
      <h1>{query ? `Search results for "${query}"` : 'Search the documentation'}</h1>
      <form onSubmit={(e) => e.preventDefault()}>
        <input
          ref={input}
          className="search-page__input"
          type="search"
          name="q"
          placeholder="Type your search here"
          aria-label="Search"
          autoComplete="off"
          autoFocus
          maxLength={MAX_QUERY_LENGTH}
          value={query ?? ''}
          onChange={(e) => onChange(e.target.value)}
        />
      </form>
      {Results && query !== null ? (
        <Results settings={settings} query={query} />
      ) : query && loadFailed ? (
        <SearchUnavailable />
      ) : query ? (
        <div className="search-page__spinner" role="status" aria-label="Loading" />
      ) : null}
    </>
  );
}
