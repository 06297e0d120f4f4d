'use client';
import { useSyncExternalStore } from 'react';

// Viewport prefetching waits until the page has loaded and the browser has had an idle moment, then a short
// pause more: a page's own work (hydration, the code and data a reader's first key press or click asks for)
// goes first, and speculative route fetches never compete with it. Hover and touch prefetch at once.
const PAUSE_MS = 300;

let ready = false;
const listeners = new Set<() => void>();

function open() {
  ready = true;
  for (const listener of listeners) listener();
}

function start() {
  const idle = (cb: () => void) =>
    'requestIdleCallback' in window ? requestIdleCallback(cb, { timeout: 2000 }) : setTimeout(cb, 50);
  const afterLoad = () => idle(() => setTimeout(open, PAUSE_MS));
  if (document.readyState === 'complete') afterLoad();
  else window.addEventListener('load', afterLoad, { once: true });
}

let started = false;
function subscribe(listener: () => void) {
  listeners.add(listener);
  if (!started) {
    started = true;
    start();
  }
  return () => listeners.delete(listener);
}

/** False until viewport prefetching may start on this page load (then true for the rest of the session). */
export function usePrefetchReady(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => ready,
    () => false,
  );
}
