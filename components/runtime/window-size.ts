import 'client-only';
/** 'ssr' until hydrated, so the first client render matches the server's. */
import { useSyncExternalStore } from 'react';

export type WindowSize = 'ssr' | 'mobile' | 'desktop';
export const MOBILE_QUERY = '(max-width: 996px)';

function subscribe(onChange: () => void): () => void {
  const query = window.matchMedia(MOBILE_QUERY);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

export function useWindowSize(): WindowSize {
  return useSyncExternalStore<WindowSize>(
    subscribe,
    () => (window.matchMedia(MOBILE_QUERY).matches ? 'mobile' : 'desktop'),
    () => 'ssr',
  );
}
