/**
 * Browser-only: reports every change of the page URL (pathname, query or hash) with its history action.
 * Next's router writes history through pushState/replaceState after the new route has been committed,
 * so listeners run (in a microtask) once the new page is in the DOM.
 */
export type HistoryAction = 'PUSH' | 'REPLACE' | 'POP';

export interface LocationChange {
  action: HistoryAction;
  from: URL;
  to: URL;
}

type Listener = (change: LocationChange) => void;

const listeners = new Set<Listener>();
let current: URL | undefined;
let installed = false;

function emit(action: HistoryAction, force: boolean): void {
  const from = current!;
  const to = new URL(window.location.href);
  if (!force && from.href === to.href) return;
  current = to;
  queueMicrotask(() => {
    for (const listener of listeners) listener({ action, from, to });
  });
}

function install(): void {
  if (installed) return;
  installed = true;
  current = new URL(window.location.href);
  const { pushState, replaceState } = window.history;
  window.history.pushState = function patchedPushState(...args: Parameters<History['pushState']>) {
    pushState.apply(this, args);
    // Pushing the same URL again is still a navigation (it scrolls again).
    emit('PUSH', true);
  };
  window.history.replaceState = function patchedReplaceState(...args: Parameters<History['replaceState']>) {
    replaceState.apply(this, args);
    emit('REPLACE', false);
  };
  window.addEventListener('popstate', () => emit('POP', false));
  // A plain `<a href="#x">` click changes the hash without the history API.
  window.addEventListener('hashchange', () => emit('PUSH', false));
}

/** Calls `listener` after each URL change; returns the unsubscribe function. */
export function onLocationChange(listener: Listener): () => void {
  install();
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The last URL seen by the listener machinery (the current URL once installed). */
export function currentUrl(): URL {
  install();
  return current!;
}
