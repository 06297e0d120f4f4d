import { openDetailsAround } from '@/components/layout/disclosures';
import { fragmentId } from './hash-target';
import { focusProgrammatically, SKIP_REGION_ID } from '@/components/layout/skip-link';
import type { LocationChange } from './route-events';

/** What every page does after a client navigation (<PageLifecycle>). */

/** Scroll after a client navigation: none for a query-only change, else the hash target or the top. */
function scrollAfter({ from, to }: LocationChange): void {
  if (from.pathname === to.pathname && from.hash === to.hash && from.search !== to.search) return;
  if (!to.hash) {
    window.scrollTo(0, 0);
    return;
  }
  const target = document.getElementById(fragmentId(to.hash));
  if (!target) return;
  openDetailsAround(target);
  target.scrollIntoView();
  holdInView(target);
}

/** The longest a navigation's hash target is held in view. */
const HOLD_MAX_MS = 1000;

/**
 * Content that appears above a hash target after the scroll pushes it down, so each change of the page's size
 * scrolls to it again, until the reader scrolls or presses anything, or HOLD_MAX_MS has passed.
 */
function holdInView(target: HTMLElement): void {
  const done = new AbortController();
  const observer = new ResizeObserver(() => target.scrollIntoView());
  const end = () => {
    observer.disconnect();
    done.abort();
  };
  observer.observe(document.body);
  for (const type of ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const) {
    window.addEventListener(type, end, { signal: done.signal, passive: true });
  }
  setTimeout(end, HOLD_MAX_MS);
}

/** A pushed URL without a hash moves focus to the top of the page, so Tab reaches the skip link next. */
export function afterLocationChange(change: LocationChange): void {
  scrollAfter(change);
  if (change.action === 'PUSH' && !change.to.hash) {
    const region = document.getElementById(SKIP_REGION_ID);
    if (region) focusProgrammatically(region, { preventScroll: true });
  }
}
