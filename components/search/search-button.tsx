'use client';

import {
  useCallback,
  useEffect,
  useRef,
  useState,
  useSyncExternalStore,
  type ComponentType,
  type ReactNode,
} from 'react';
import { createPortal } from 'react-dom';
import { usePathname } from 'next/navigation';
import { once } from '@/lib/shared/once';
import { scopeForRoute, type SearchSettings } from '@/lib/shared/search/settings';
import type { SearchModalProps } from './search-modal';
import { takeEarlyPress } from '@/lib/shared/early-presses';
import { pageKeyAction } from '@/lib/shared/search/page-keys';

type ModalComponent = ComponentType<SearchModalProps>;

/** Loads the modal's code (react-instantsearch) once per page session. */
const loadModal = once((): Promise<ModalComponent> => import('./search-modal').then((m) => m.SearchModal));
/** The local search client with its engine (MiniSearch): its own chunk, so the page does not load it up front. */
const loadLocalClient = once(() => import('@/lib/shared/search/providers/local-client'));

const preloaded = new Set<string>();

/**
 * Starts the index download at the first sign of searching, before any search code has arrived: a preload the
 * client's fetch takes over, so it must keep the same URL, CORS mode and credentials.
 */
function preloadIndex(href: string): void {
  if (preloaded.has(href)) return;
  preloaded.add(href);
  const link = document.createElement('link');
  link.rel = 'preload';
  link.as = 'fetch';
  link.crossOrigin = 'anonymous';
  link.fetchPriority = 'high';
  link.href = href;
  document.head.appendChild(link);
}

function isApple(): boolean {
  return /(Mac|iPhone|iPod|iPad)/i.test(navigator.platform);
}

const noSubscription = () => () => {};

/** The navbar search button, in the static HTML; the modal's code loads on hover, focus or press. */
export function SearchButton({ settings, icon }: { settings: SearchSettings; icon: ReactNode }) {
  const [Modal, setModal] = useState<ModalComponent | null>(null);
  const [open, setOpen] = useState(false);
  const [initialQuery, setInitialQuery] = useState('');
  // null while server rendering and hydrating: the key caps appear after mount.
  const apple = useSyncExternalStore<boolean | null>(noSubscription, isApple, () => null);
  const button = useRef<HTMLButtonElement>(null);
  const portalRef = useRef<HTMLDivElement | null>(null);
  const [portal, setPortal] = useState<HTMLDivElement | null>(null);
  const openRef = useRef(false);
  const pathname = usePathname();
  const wasOpen = useRef(false);

  // Focus goes back to the button once the modal is gone.
  useEffect(() => {
    if (wasOpen.current && !open) button.current?.focus();
    wasOpen.current = open;
  }, [open]);

  const local = settings.provider === 'local';
  const scope = scopeForRoute(settings, pathname);
  const preload = useCallback(() => {
    loadModal().then(
      (m) => setModal(() => m),
      () => {},
    );
    if (local) loadLocalClient().catch(() => {});
  }, [local]);

  // Fetched as soon as search is wanted, so the first key finds the index on its way; with the key that opens search,
  // the files of its first hits are fetched while the modal's code loads and renders, not after. (Keys typed after it
  // are not searched ahead: each would fetch the blocks of hits that are never shown.)
  const warm = useCallback(
    (query = '') => {
      if (!local) return;
      preloadIndex(scope.indexUrl);
      loadLocalClient().then(
        (m) => m.warmLocalSearch(scope, settings.indexName, query, settings.searchParameters),
        () => {},
      );
    },
    [local, scope, settings.indexName, settings.searchParameters],
  );

  // Keys typed until the modal's input has focus (its code loading, then its first render) are kept and become its
  // initial query; null when no opening is under way.
  const pending = useRef<string | null>(null);
  const openModal = useCallback(
    (query = '') => {
      if (!portalRef.current) {
        portalRef.current = document.createElement('div');
        document.body.insertBefore(portalRef.current, document.body.firstChild);
        setPortal(portalRef.current);
      }
      if (pending.current !== null) return;
      pending.current = query;
      // A search typed on the page needs the index at once: it is fetched and searched while the modal's code loads.
      if (query) warm(query);
      loadModal().then(
        (m) => {
          // Cancelled with Escape while the code loaded.
          if (pending.current === null) return;
          setModal(() => m);
          setInitialQuery(pending.current);
          setOpen(true);
        },
        () => (pending.current = null),
      );
    },
    [warm],
  );
  // In the commit that shows the modal with its input focused: keys go to the input from now on. Returns the query
  // typed so far, which may have grown while the modal rendered.
  const onShown = useCallback(() => {
    const typed = pending.current ?? '';
    pending.current = null;
    openRef.current = true;
    return typed;
  }, []);

  // A press or shortcut made before hydration, which the inline head script kept (lib/browser/head-scripts/early-presses.ts).
  useEffect(() => {
    const query = takeEarlyPress(document, 'search');
    if (query !== null) openModal(query);
  }, [openModal]);

  const closeModal = useCallback(() => {
    openRef.current = false;
    setOpen(false);
    setInitialQuery('');
  }, []);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      const action = pageKeyAction(event, {
        open: openRef.current,
        pending: pending.current !== null,
        onButton: event.target === button.current,
        openOnTypingPage: settings.openOnTyping === 'page',
      });
      if (action === null) return;
      event.preventDefault();
      if (action === 'close' || (action === 'toggle' && openRef.current)) {
        // Escape while the modal's code loads cancels the opening.
        pending.current = null;
        closeModal();
      } else if (action === 'extend') setInitialQuery((pending.current += event.key));
      // Ctrl/Cmd+K and "/" do not open search over another modal of the same kind (behaviours.md §4.7.2).
      else if (action === 'toggle' || event.key === '/') {
        if (!document.body.classList.contains('DocSearch--active')) openModal(action === 'toggle' ? '' : action.open);
      } else openModal(action.open);
    };
    // Another control of the page that opens this search (the not-found page's "Search the docs").
    const onOpener = (event: MouseEvent) => {
      if (!(event.target instanceof Element) || !event.target.closest('[data-opens-search]')) return;
      event.preventDefault();
      openModal();
    };
    // While the event goes down, after the inline head script, which stops once the early press is taken: a key whose
    // dispatch hydrates this button (React does that for a discrete event) was the head script's, and is not heard here.
    window.addEventListener('keydown', onKeyDown, true);
    window.addEventListener('click', onOpener);
    return () => {
      window.removeEventListener('keydown', onKeyDown, true);
      window.removeEventListener('click', onOpener);
    };
  }, [closeModal, openModal, settings.openOnTyping]);

  const label = apple === false ? 'Search (Ctrl+K)' : 'Search (Command+K)';
  return (
    <>
      <button
        ref={button}
        type="button"
        className="DocSearch DocSearch-Button"
        aria-label={label}
        onMouseOver={preload}
        onFocus={() => {
          warm();
          preload();
        }}
        // Mouse, touch or pen: the press comes a few tens of milliseconds before its click opens search.
        onPointerDown={preload}
        onClick={() => openModal()}
      >
        <span className="DocSearch-Button-Container">
          {icon}
          <span className="DocSearch-Button-Placeholder">Search</span>
        </span>
        <span className="DocSearch-Button-Keys">
          {apple === null ? null : (
            <>
              <kbd className="DocSearch-Button-Key">{apple ? '⌘' : 'Ctrl'}</kbd>
              <kbd className="DocSearch-Button-Key">K</kbd>
            </>
          )}
        </span>
      </button>
      {open && Modal && portal
        ? createPortal(
            <Modal settings={settings} initialQuery={initialQuery} onShown={onShown} onClose={closeModal} />,
            portal,
          )
        : null}
    </>
  );
}
