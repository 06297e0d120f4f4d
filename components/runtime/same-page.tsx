'use client';
import { useEffect, useSyncExternalStore } from 'react';
import type { SamePage } from '@/lib/versions/nav';

// The current page's copies in each docs version. The navbar lives in the root layout, which is the same for
// every page, so it cannot carry them; the page hands them over here once it is on screen.
let current: SamePage | null = null;
const listeners = new Set<() => void>();

function publish(value: SamePage | null) {
  current = value;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Rendered by a docs page: tells the navbar's version links where this page is in each version. */
export function SamePageLinks({ value }: { value: SamePage }) {
  useEffect(() => {
    publish(value);
    return () => {
      if (current === value) publish(null);
    };
  }, [value]);
  return null;
}

/**
 * The current page's copies, or null: off a docs page, in the static HTML and while hydrating (the static
 * HTML links each version's main doc, which is also right where the page has no copy).
 */
export function useSamePage(): SamePage | null {
  return useSyncExternalStore(
    subscribe,
    () => current,
    () => null,
  );
}
