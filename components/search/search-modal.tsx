'use client';

import { useEffect, useMemo, useRef, useState } from 'react';
import { usePathname } from 'next/navigation';
import { Configure, InstantSearch } from 'react-instantsearch';
import { createSearchClient } from '@/lib/browser/search/client';
import { createSearchHistory } from '@/lib/browser/search/history';
import { modalSearchParams, snippetWords, withModalOrder } from '@/lib/shared/search/providers/query-params';
import { capQuery } from '@/lib/shared/search/engine/query-text';
import { scopeForRoute, type SearchSettings } from '@/lib/shared/search/settings';
import { forInstantSearch } from './instantsearch-client';
import './search-modal.css';
import { ModalBody } from './modal-body';

export interface SearchModalProps {
  settings: SearchSettings;
  /** The key that opened the modal, if any. */
  initialQuery: string;
  /** Called in the commit that shows the modal, its input focused: the query typed until then. */
  onShown: () => string;
  onClose: () => void;
}

/** A new client (and an empty response cache) per opening, over the page's one local index. */
export function SearchModal({ settings, initialQuery, onShown, onClose }: SearchModalProps) {
  const scope = scopeForRoute(settings, usePathname());
  const client = useMemo(() => withModalOrder(createSearchClient(settings, scope)), [settings, scope]);
  const history = useMemo(() => createSearchHistory(settings.indexName, settings.recentSearchesLimit), [settings]);
  // The initial query: the typed key, else the first 64 characters of the selected text.
  const [start] = useState(() => {
    if (initialQuery) return { query: capQuery(initialQuery), fromSelection: false };
    const selected = capQuery(window.getSelection()?.toString() ?? '');
    return { query: selected, fromSelection: selected !== '' };
  });
  const [words] = useState(() => snippetWords(window.matchMedia('(max-width: 768px)').matches));
  const scrollY = useRef(0);

  useEffect(() => {
    scrollY.current = window.scrollY;
    document.body.classList.add('DocSearch--active');
    return () => {
      document.body.classList.remove('DocSearch--active');
      window.scrollTo(0, scrollY.current);
    };
  }, []);

  return (
    <InstantSearch
      searchClient={forInstantSearch(client)}
      indexName={settings.indexName}
      initialUiState={{ [settings.indexName]: { query: start.query } }}
      stalledSearchDelay={300}
      insights={false}
      future={{ preserveSharedStateOnUnmount: true }}
    >
      <Configure {...modalSearchParams(scope, words, settings.searchParameters)} />
      <ModalBody
        settings={settings}
        history={history}
        initialQuery={start.query}
        selectInitial={start.fromSelection}
        onShown={onShown}
        onClose={onClose}
      />
    </InstantSearch>
  );
}
