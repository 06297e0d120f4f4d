/**
 * A click on a control whose code has not arrived yet is held, then replayed once the control is live.
 *
 * A gated leaf (`../gated-leaf.tsx`) keeps its server-rendered HTML until its code has loaded, after the
 * reader's first interaction. React drops a click on such a not-yet-hydrated control (it replays only
 * continuous events such as hover), so a reader who clicks at once would lose the click. This listener runs
 * first (window, capture phase) while any gated leaf is still waiting: a click on a button that React has not
 * hydrated is stopped, and the same button is clicked again as soon as it and every other gated leaf of the page
 * are hydrated, unless the reader has moved on to something else by then.
 */

import { afterFirstInteraction } from './first-interaction';

const CONTROL = 'button, summary, [role="button"]';

/** Leaves rendered with their code still pending (see `trackPendingLeaf`). */
let pendingLeaves = 0;
let listening = false;

/**
 * Whether React has hydrated this element: React keeps its fiber on every element it owns, under a key
 * `__reactFiber$<random>`, and sets it when it hydrates (or creates) the element. This reads React's
 * internals on purpose, and only here; if React renamed the key, clicks would just not be held (React's own
 * behaviour).
 */
export function isHydrated(element: Element): boolean {
  return Object.keys(element).some((key) => key.startsWith('__reactFiber$'));
}

function whenHydrated(element: Element, timeoutMs: number): Promise<boolean> {
  return new Promise((resolve) => {
    const started = performance.now();
    const check = () => {
      if (!element.isConnected) return resolve(false);
      // The whole page's gated leaves, not only this one: a control may act on others (Expand all opens the
      // schema's folds), which React hydrates one boundary at a time once their common code has arrived.
      if (isHydrated(element) && pendingLeaves === 0) return resolve(true);
      if (performance.now() - started > timeoutMs) return resolve(false);
      requestAnimationFrame(check);
    };
    check();
  });
}

function onClick(event: MouseEvent) {
  if (pendingLeaves === 0 || !(event.target instanceof Element)) return;
  const control = event.target.closest(CONTROL);
  if (!control || isHydrated(control)) return;
  event.preventDefault();
  event.stopImmediatePropagation();
  let done = false;
  const replay = () => {
    if (done) return;
    done = true;
    moved.stop();
    if (control instanceof HTMLElement) control.click();
  };
  // A control already live, still waiting for the page's other leaves, is replayed before the reader's next move
  // acts: that move came after the control could have taken the click, so the click is not dropped for it.
  const moved = movedOnFrom(control, () => isHydrated(control) && (replay(), true));
  void whenHydrated(control, 10_000).then((live) => {
    moved.stop();
    if (live && !moved.happened) replay();
  });
}

/**
 * Watches for the reader moving on from a held click's control: focus going to, or a press on, something outside
 * it. A click replayed after that would act on a control the reader has left (open a menu while the focus is in
 * the sidebar), so it is dropped instead. Another control still waiting for its code does not count: its own
 * click is held too, and both are replayed in order (two sidebar categories opened one after the other). Nor
 * does a move made once the control itself is live (it waits for the page's other leaves): `replayedFirst`
 * replays the click then, before the move acts.
 */
function movedOnFrom(control: Element, replayedFirst: () => boolean): { readonly happened: boolean; stop: () => void } {
  const watch = new AbortController();
  const state = { happened: false, stop: () => watch.abort() };
  const onEvent = (event: Event) => {
    // Only the reader's own moves count (React's hydration may move the focus back where it was, untrusted).
    if (!event.isTrusted || !(event.target instanceof Element)) return;
    const other = event.target.closest(CONTROL);
    if (control.contains(event.target) || (other && !isHydrated(other))) return;
    if (replayedFirst()) return;
    state.happened = true;
    watch.abort();
  };
  for (const type of ['focusin', 'pointerdown'] as const) {
    window.addEventListener(type, onEvent, { capture: true, passive: true, signal: watch.signal });
  }
  return state;
}

/**
 * `<html data-gated-leaves="live">` once the first interaction has come and every gated leaf of the page has its
 * code (as `data-has-hydrated` marks hydration); a leaf that a later navigation renders does not reset it.
 */
function markLive() {
  if (pendingLeaves === 0) document.documentElement.setAttribute('data-gated-leaves', 'live');
}

if (typeof window !== 'undefined') void afterFirstInteraction().then(() => markLive());

/**
 * Counts a gated leaf whose code is pending; the returned function is called once it has hydrated. The
 * click listener is installed with the first leaf and does nothing while no leaf is pending.
 */
export function trackPendingLeaf(): () => void {
  if (!listening) {
    listening = true;
    window.addEventListener('click', onClick, { capture: true });
  }
  pendingLeaves++;
  let settled = false;
  return () => {
    if (settled) return;
    settled = true;
    pendingLeaves--;
    markLive();
    if (pendingLeaves === 0) for (const resolve of liveWaiters.splice(0)) resolve();
  };
}

const liveWaiters: (() => void)[] = [];

/** Resolves once no gated leaf of the page is waiting for its code (at once when none is). */
export function whenLeavesLive(): Promise<void> {
  return pendingLeaves === 0 ? Promise.resolve() : new Promise((resolve) => liveWaiters.push(resolve));
}
