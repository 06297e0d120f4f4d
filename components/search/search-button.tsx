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
import { once } from '@/lib/cache/once';
import type { SearchSettings } from '@/lib/search/build/settings';
import { indexUrlForRoute } from '@/lib/search/route-search';
import type { SearchModalProps } from './search-modal';
import {
  extendsQuery,
  isEditable,
  loadEngineModule,
  loadModalModule,
  loadWarmerModule,
  preloadIndex,
  searchKey,
} from './search-keys';

type ModalComponent = ComponentType<SearchModalProps>;

/** Loads the modal's code (react-instantsearch, the engine) once per page session. */
const loadModal = once((): Promise<ModalComponent> => loadModalModule().then((m) => m.SearchModal));
/** The code that fetches and indexes the local search index: its own chunk, so the page does not load it up front. */
const loadWarmer = once(loadWarmerModule);
/**
 * The local engine (MiniSearch), which the warmer imports in turn: asked for alongside the warmer, so its download
 * does not wait for the warmer's.
 */
const loadEngine = once(loadEngineModule);

function isApple(): boolean {
  return /(Mac|iPhone|iPod|iPad)/i.test(navigator.platform);
}

const noSubscription = () => () => {};

/**
 * The navbar search button. It is in the static HTML; the modal's code loads on hover, focus or touch
 * of the button, and on a click or shortcut, then the modal opens.
 */
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
  // This page's part of the local index, preloaded as soon as a search is likely.
  const indexUrl = local ? indexUrlForRoute(settings, pathname) : undefined;
  const preload = useCallback(() => {
    loadModal().then(
      (m) => setModal(() => m),
      () => {},
    );
    if (local) loadWarmer().catch(() => {});
  }, [local]);

  // The local index is fetched and indexed as soon as search is wanted: typed on the page, or the button
  // focused (a reader about to type; a click focuses it too), so the first key finds it on its way.
  const warm = useCallback(() => {
    if (!indexUrl) return;
    preloadIndex(indexUrl);
    loadEngine().catch(() => {});
    loadWarmer().then(
      (m) => m.warmForRoute(settings, pathname),
      () => {},
    );
  }, [indexUrl, settings, pathname]);

  // Keys typed while the modal's code is still loading are kept and become its initial query.
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
      // A search typed on the page needs the index at once: it is fetched and indexed while the modal's code loads.
      if (query) warm();
      loadModal().then(
        (m) => {
          setModal(() => m);
          setInitialQuery(pending.current ?? '');
          pending.current = null;
          openRef.current = true;
          setOpen(true);
        },
        () => (pending.current = null),
      );
    },
    [warm],
  );

  const closeModal = useCallback(() => {
    openRef.current = false;
    setOpen(false);
    setInitialQuery('');
  }, []);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.code === 'Escape' && openRef.current) {
        event.preventDefault();
        closeModal();
        return;
      }
      const mod = event.ctrlKey || event.metaKey;
      if (mod && event.key.toLowerCase() === 'k') {
        event.preventDefault();
        if (openRef.current) closeModal();
        else if (!document.body.classList.contains('DocSearch--active')) openModal();
        return;
      }
      if (openRef.current || isEditable(event.target)) return;
      if (pending.current !== null) {
        if (extendsQuery(event)) {
          event.preventDefault();
          pending.current += event.key;
        }
        return;
      }
      const query = searchKey(event, event.target === button.current, settings.openOnTyping === 'page');
      if (query === null) return;
      event.preventDefault();
      openModal(query);
    };
    // Another control of the page that opens this search (the not-found page's "Search the docs").
    const onOpener = (event: MouseEvent) => {
      if (!(event.target instanceof Element) || !event.target.closest('[data-opens-search]')) return;
      event.preventDefault();
      openModal();
    };
    window.addEventListener('keydown', onKeyDown);
    window.addEventListener('click', onOpener);
    return () => {
      window.removeEventListener('keydown', onKeyDown);
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
          preload();
          warm();
        }}
        onTouchStart={preload}
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
        ? createPortal(<Modal settings={settings} initialQuery={initialQuery} onClose={closeModal} />, portal)
        : null}
    </>
  );
}
