import { whenLeavesLive } from '@/components/gate/click-replay';
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
  const target = document.getElementById(fragmentId(to.hash));
  if (!target) return;
  target.scrollIntoView();
  holdInView(target);
}

/** The longest a navigation's hash target is held in view. */
const HOLD_MAX_MS = 3000;

/**
 * Holds a navigation's hash target in view while the new page settles: content that appears above the target
 * after the scroll pushes it down. Gated leaves the navigation mounts no longer do (the navigation waits for their
 * code: components/gated-leaf.tsx), but the page's other late content still can (a lazy leaf's code, an image
 * without a size). So each change of the page's size scrolls to the target again, until the page's gated leaves
 * are live, the reader scrolls or presses anything, or HOLD_MAX_MS has passed.
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
  // The leaves the navigation mounted start counting as pending in their first passive effects, which React runs
  // after the new page's first paint: by the frame after next they have.
  requestAnimationFrame(() =>
    requestAnimationFrame(() => {
      void whenLeavesLive().then(() =>
        requestAnimationFrame(() => {
          if (done.signal.aborted) return;
          target.scrollIntoView();
          end();
        }),
      );
    }),
  );
  setTimeout(end, HOLD_MAX_MS);
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
