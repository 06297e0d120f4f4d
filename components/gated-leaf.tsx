'use client';
import { Suspense, use, useEffect, useLayoutEffect, useState, type ComponentType } from 'react';
import { once } from '@/lib/cache/once';
import { tracked } from '@/lib/cache/tracked';
import { afterFirstInteraction } from './gate/first-interaction';
import { trackPendingLeaf } from './gate/click-replay';
import { navigationUnderWay } from './layout/route-events';

/**
 * When gated code may load: at the reader's first interaction. Under `next dev`, at once: an edited guide reaches
 * the open page as a refresh of the server components, rendered in a transition that waits for every leaf whose
 * props it changes, so a leaf still waiting for the reader would hold the edit back until the mouse moved. One
 * promise for every gated module of the page.
 */
const gateOpen = once((): Promise<unknown> =>
  process.env.NODE_ENV === 'development'
    ? Promise.resolve()
    : afterFirstInteraction()
        .then(nextIdle)
        .then(() => gateHeld),
);

let gateHeld: Promise<unknown> | undefined;

/**
 * Holds the gate shut (the gated leaves' code waiting) until `until` settles, when the first interaction starts
 * work the reader waits for: a search typed on the focused search button needs the network and the main thread
 * for its own code, index and first results, not for hydrating the sidebar. Leaves with their own early check are
 * not held. Call it at the first interaction, before the main thread is next idle.
 */
export function holdGate(until: Promise<unknown>): void {
  gateHeld = until.then(
    () => {},
    () => {},
  );
}

/** Resolves when the main thread is next idle (at most IDLE_WAIT_MS away), or at once where that cannot be told. */
function nextIdle(): Promise<void> {
  return new Promise((resolve) => {
    if (typeof requestIdleCallback === 'function') requestIdleCallback(() => resolve(), { timeout: IDLE_WAIT_MS });
    else resolve();
  });
}

/**
 * The longest the gated code waits for an idle main thread after the first interaction: long enough for the work
 * that interaction started (a search typed on the focused search button) to go first, short enough to stay ahead
 * of the reader's next move.
 */
const IDLE_WAIT_MS = 300;

/** Every gated module of the page's code: all of them start loading when the gate opens (gateOpen). */
const gatedModules: (() => Promise<unknown>)[] = [];
let warmed = false;

function warmAll() {
  if (warmed) return;
  warmed = true;
  for (const load of gatedModules) load().catch(() => {});
}

/**
 * A client leaf that is interactive only: its static HTML is final, and its code is needed once the reader
 * acts on it. Its code is a chunk of its own, downloaded after the reader's first interaction with the page
 * (`./gate/first-interaction.ts`), once the main thread is idle, instead of with the page, so it never competes
 * with the page's own resources and does not count as code the page needs to load.
 *
 * On the server it is the component itself inside a Suspense boundary. In the browser, hydration reaches the
 * boundary and leaves its server HTML in place while the code is pending; React hydrates it when the code has
 * arrived. A click on it before then is replayed (`./gate/click-replay.ts`). When the gate opens every
 * gated module starts loading, so a leaf that a later client-side navigation mounts has its code at hand.
 *
 * Only for leaves whose HTML does not change at hydration, unless `options.needsCodeEarly` loads their code at
 * once on the pages where it would. Server-rendered children are fine: when React writes a large boundary at the
 * end of the document, the export puts it back in place (scripts/build-steps/inline-boundaries.ts); they hydrate
 * with the leaf. Like `lazyLeaf`, a leaf's wrapper is the module `x.gated.tsx` beside `x`, with the same exports
 * (unit tests import `x`), and server components import it from components/client-leaves.tsx.
 */
export function gatedLeaf<P extends object>(
  onServer: ComponentType<P> | undefined,
  load: () => Promise<ComponentType<P>>,
  options: GatedLeafOptions = {},
): ComponentType<P> {
  if (onServer) {
    const Component = onServer;
    return function GatedLeafOnServer(props: P) {
      return (
        <Suspense>
          <Component {...props} />
        </Suspense>
      );
    };
  }
  // One tracked promise shared by every instance; a failed download is tried again by the next render. Set up when
  // the first instance renders, not when the wrapper's module runs: every page runs the module that holds all the
  // wrappers (components/client-leaves.tsx), and a page registers, checks early and warms only the leaves it has.
  let loadCode: (() => Promise<ComponentType<P>>) | undefined;
  function code(): () => Promise<ComponentType<P>> {
    if (!loadCode) {
      const early = options.needsCodeEarly ? earlyFor(options.needsCodeEarly) : null;
      loadCode = once(() => tracked((early ? Promise.race([gateOpen(), early]) : gateOpen()).then(() => load())));
      gatedModules.push(loadCode);
      void gateOpen().then(() => warmAll());
    }
    return loadCode;
  }

  function Live({ leaf, ...props }: P & { leaf: LeafState }) {
    const Component = use(code()());
    useLayoutEffect(() => {
      leaf.settled = true;
      leaf.release?.();
    }, [leaf]);
    return <Component {...(props as P)} />;
  }
  return function GatedLeaf(props: P) {
    code();
    const [leaf] = useState<LeafState>(() => ({ settled: false }));
    // Decided once, when the leaf first renders: see mountedByNavigation.
    const [waitWithPage] = useState(mountedByNavigation);
    // Passive effects run after the layout effects of the same commit: a leaf hydrated at once is not counted.
    useEffect(() => {
      if (!leaf.settled) leaf.release = trackPendingLeaf();
      return () => leaf.release?.();
    }, [leaf]);
    if (waitWithPage) return <Live {...props} leaf={leaf} />;
    return (
      <Suspense fallback={null}>
        <Live {...props} leaf={leaf} />
      </Suspense>
    );
  };
}

/**
 * Whether a leaf rendering for the first time is part of a page that a router navigation is rendering (after the
 * page's hydration). Such a leaf has no server HTML to keep, and its own Suspense boundary would show nothing until
 * its code arrives: the new page would appear without its tab panels or API widgets, which then push the content
 * down. So it suspends the navigation instead, which the router renders in a transition: the old page stays until
 * the new one is complete (its code is usually on its way already: every gated module starts loading when the gate
 * opens, and a navigation comes after an interaction). A leaf mounted outside a navigation (the mobile menu's copy
 * of the sidebar, opened by a tap) keeps its boundary, since a suspended urgent update would show a fallback
 * further up.
 */
function mountedByNavigation(): boolean {
  return (
    typeof document !== 'undefined' &&
    document.documentElement.getAttribute('data-has-hydrated') === 'true' &&
    navigationUnderWay()
  );
}

type EarlyCheck = NonNullable<GatedLeafOptions['needsCodeEarly']>;

/** One promise per check: the wrappers that share one (every tab set, every sample language) run it only once. */
const earlyChecks = new Map<EarlyCheck, Promise<void>>();

function earlyFor(check: EarlyCheck): Promise<void> {
  let early = earlyChecks.get(check);
  if (!early) {
    early = new Promise<void>((open) => check(() => open()));
    earlyChecks.set(check, early);
  }
  return early;
}

export interface GatedLeafOptions {
  /**
   * For a leaf that sometimes has work to do before the reader acts: called once in the browser, when the page
   * first renders one of its leaves (at hydration, or in a page a navigation renders), with a function that loads
   * the leaf's code at once instead of at the first interaction. It calls it now when the page needs the leaf at
   * load (a remembered choice to show, a URL hash that points into it), or later, from a listener, when something
   * other than the reader asks for it (a choice made in another browser tab).
   */
  needsCodeEarly?: (loadNow: () => void) => void;
}

/** One rendered leaf: whether its code has hydrated it, and how it stops counting as pending. */
interface LeafState {
  settled: boolean;
  release?: () => void;
}
