import { fragmentId } from './hash-target';
import { focusProgrammatically, SKIP_REGION_ID } from './skip-link';
import type { LocationChange } from './route-events';

/** What every page does after a client navigation, loaded by <PageLifecycle> with the first one. */

/** Scroll after a client navigation: none for a query-only change, else the hash target or the top. */
function scrollAfter({ from, to }: LocationChange): void {
  if (from.pathname === to.pathname && from.hash === to.hash && from.search !== to.search) return;
  if (!to.hash) {
    window.scrollTo(0, 0);
    return;
  }
  document.getElementById(fragmentId(to.hash))?.scrollIntoView();
}

/**
 * After a pushed or popped URL: the scroll position, and focus for keyboard users (a pushed URL without a hash
 * moves focus to the top of the page, so Tab reaches the skip link next).
 */
export function afterLocationChange(change: LocationChange): void {
  scrollAfter(change);
  if (change.action === 'PUSH' && !change.to.hash) {
    const region = document.getElementById(SKIP_REGION_ID);
    if (region) focusProgrammatically(region, { preventScroll: true });
  }
}
