'use client';
import { useEffect } from 'react';
import { onLocationChange, type LocationChange } from './route-events';
import { focusProgrammatically, SKIP_REGION_ID } from './skip-link';

/** Scroll after a client navigation: none for a query-only change, else the hash target or the top. */
function scrollAfter({ from, to }: LocationChange): void {
  if (from.pathname === to.pathname && from.hash === to.hash && from.search !== to.search) return;
  if (!to.hash) {
    window.scrollTo(0, 0);
    return;
  }
  let id = to.hash.slice(1);
  try {
    id = decodeURIComponent(id);
  } catch {
    // keep the raw id
  }
  document.getElementById(id)?.scrollIntoView();
}

/**
 * Behaviour of every page across client navigations: scroll position, focus for keyboard users (a
 * pushed URL without a hash moves focus to the top of the page, so Tab reaches the skip link next), and
 * the `navigation-with-keyboard` class on <body> (set by Tab, removed by a mouse press) that shows focus outlines.
 */
export function PageLifecycle() {
  useEffect(() => {
    const stop = onLocationChange((change) => {
      if (change.action === 'REPLACE') return;
      scrollAfter(change);
      if (change.action === 'PUSH' && !change.to.hash) {
        const region = document.getElementById(SKIP_REGION_ID);
        if (region) focusProgrammatically(region, { preventScroll: true });
      }
    });
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Tab') document.body.classList.add('navigation-with-keyboard');
    };
    const onMouse = () => document.body.classList.remove('navigation-with-keyboard');
    document.addEventListener('keydown', onKey);
    document.addEventListener('mousedown', onMouse);
    return () => {
      stop();
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('mousedown', onMouse);
    };
  }, []);
  return null;
}
