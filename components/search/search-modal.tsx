'use client';

import { useEffect, useMemo, useRef, useState } from 'react';
import { usePathname } from 'next/navigation';
import { createSearchClient } from '@/lib/browser/search/client';
import { createSearchHistory } from '@/lib/browser/search/history';
import { createQueryRunner } from '@/lib/browser/search/query-runner';
import { modalQuery, SMALL_SCREEN, snippetWords } from '@/lib/shared/search/providers/query-params';
import { capQuery } from '@/lib/shared/search/engine/query-text';
import { scopeForRoute, type SearchSettings } from '@/lib/shared/search/settings';
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

/** A new client and query runner (with its own answers) per opening, over the page's one local index. */
export function SearchModal({ settings, initialQuery, onShown, onClose }: SearchModalProps) {
  const scope = scopeForRoute(settings, usePathname());
  const history = useMemo(() => createSearchHistory(settings.indexName, settings.recentSearchesLimit), [settings]);
  // The initial query: the typed key, else the first 64 characters of the selected text.
  const [start] = useState(() => {
    if (initialQuery) return { query: capQuery(initialQuery), fromSelection: false };
    const selected = capQuery(window.getSelection()?.toString() ?? '');
    return { query: selected, fromSelection: selected !== '' };
  });
  // Made in the first render, which sends the first query: its answer is on its way while the modal renders.
  const [runner] = useState(() => {
    const client = createSearchClient(settings, scope);
    const words = snippetWords(window.matchMedia(SMALL_SCREEN).matches);
    // The same request as the search button's warm-up for the key that opened search: the local client answers it once.
    const run = createQueryRunner((query) =>
      client
        .search([{ indexName: settings.indexName, params: modalQuery(query, scope, words, settings.searchParameters) }])
        .then(({ results }) => results[0]),
    );
    run.refine(start.query);
    return run;
  });
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
    <ModalBody
      settings={settings}
      history={history}
      runner={runner}
      initialQuery={start.query}
      selectInitial={start.fromSelection}
      onShown={onShown}
      onClose={onClose}
    />
  );
}
