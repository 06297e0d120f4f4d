'use client';
import { useEffect, useSyncExternalStore } from 'react';
import type { SamePage } from '@/lib/shared/versions/nav';

/**
 * Browser state shared by the root layout and the page, which are rendered apart and cannot hand props to each
 * other; it outlives navigations. One object, replaced on each change, so every reader selects from it.
 */
export interface UiState {
  /** The current page's copies in each docs version, for the navbar's version links; null off a docs page. */
  samePage: SamePage | null;
  /** The mobile sidebar is open. */
  mobileShown: boolean;
  /** Where the mobile panel takes the page's secondary menu (the docs sidebar); null while the panel is absent. */
  secondaryTarget: HTMLElement | null;
  /** How many secondary menus the page renders (0 or 1). */
  secondaryMenus: number;
  /** Sidebar categories the reader or a visit opened or closed, by tree URL and category id. */
  expanded: Readonly<Record<string, boolean>>;
}

/** Also the snapshot of the static HTML and of hydration. */
const INITIAL: UiState = { samePage: null, mobileShown: false, secondaryTarget: null, secondaryMenus: 0, expanded: {} };
let state = INITIAL;
const listeners = new Set<() => void>();

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Changes the state from its current value; a patch that changes nothing notifies no one. */
export function updateUi(change: (current: UiState) => Partial<UiState>): void {
  const patch = change(state);
  if ((Object.keys(patch) as (keyof UiState)[]).every((key) => patch[key] === state[key])) return;
  state = { ...state, ...patch };
  for (const listener of listeners) listener();
}

/** The part of the state `select` picks; re-renders when it changes (compared with Object.is). */
export function useUi<T>(select: (state: UiState) => T): T {
  return useSyncExternalStore(
    subscribe,
    () => select(state),
    () => select(INITIAL),
  );
}

export function setMobileShown(mobileShown: boolean): void {
  updateUi(() => ({ mobileShown }));
}

/** Opens or closes one sidebar category in every copy of the sidebar. */
export function setExpanded(key: string, open: boolean): void {
  updateUi(({ expanded }) => (expanded[key] === open ? {} : { expanded: { ...expanded, [key]: open } }));
}

/** Rendered by a docs page: tells the navbar's version links where this page is in each version. */
export function SamePageLinks({ value }: { value: SamePage }) {
  useEffect(() => {
    updateUi(() => ({ samePage: value }));
    return () => updateUi((current) => (current.samePage === value ? { samePage: null } : {}));
  }, [value]);
  return null;
}
