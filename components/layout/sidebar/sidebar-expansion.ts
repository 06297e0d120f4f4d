import 'client-only';
import { useCallback, useLayoutEffect, useSyncExternalStore } from 'react';

/**
 * Which sidebar categories are open, for the whole session: the docs sidebar is rendered by each page
 * (its HTML carries only what starts open), so the reader's state lives here and outlives navigation.
 * Every copy of the sidebar (desktop, mobile panel) reads the same state. A category opens when it holds
 * the current page and then stays open until the reader closes it; nothing closes by itself.
 */
const expanded = new Map<string, boolean>();
const listeners = new Set<() => void>();

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function set(key: string, open: boolean): void {
  if (expanded.get(key) === open) return;
  expanded.set(key, open);
  for (const listener of listeners) listener();
}

/**
 * Open state of one category (`key` is unique per sidebar, e.g. tree URL + category id). Before the
 * reader or a visit decided, it is `initiallyOpen`; when `active` (it holds the current page) turns true
 * it opens, before paint.
 */
export function useCategoryExpanded(
  key: string,
  active: boolean,
  initiallyOpen: boolean,
): [boolean, (open: boolean) => void] {
  const stored = useSyncExternalStore(
    subscribe,
    () => expanded.get(key),
    () => undefined,
  );
  useLayoutEffect(() => {
    if (active) set(key, true);
  }, [key, active]);
  const setOpen = useCallback((open: boolean) => set(key, open), [key]);
  return [active && stored === undefined ? true : (stored ?? initiallyOpen), setOpen];
}
