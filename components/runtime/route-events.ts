import 'client-only';
/**
 * Browser-only: one stream of URL changes, from public Next.js APIs only. A navigation starts at
 * `onRouterTransitionStart` (instrumentation-client.ts) and completes when `<RouteWatcher>` reports the new route;
 * one that keeps the path and query renders nothing new, so it completes once the browser's URL shows its target.
 */
export type HistoryAction = 'PUSH' | 'REPLACE' | 'POP';

export interface LocationChange {
  action: HistoryAction;
  from: URL;
  to: URL;
}

export type RouterNavigationType = 'push' | 'replace' | 'traverse';

type Listener = (change: LocationChange) => void;
type StartListener = (target: URL, action: HistoryAction) => void;

const ACTIONS: Record<RouterNavigationType, HistoryAction> = { push: 'PUSH', replace: 'REPLACE', traverse: 'POP' };
/** How many animation frames a same-page navigation may take to show its URL before it is dropped. */
const SAME_PAGE_FRAMES = 30;

const listeners = new Set<Listener>();
const startListeners = new Set<StartListener>();
let current: URL | undefined;
/** The router navigation under way: started, its new route not rendered yet. */
let pending: { to: URL; action: HistoryAction } | undefined;
let installed = false;
let committedOnce = false;

function install(): void {
  if (installed) return;
  installed = true;
  current = new URL(window.location.href);
  // A plain `<a href="#x">` click changes the hash without the router.
  window.addEventListener('hashchange', () => emit('PUSH', new URL(window.location.href), false));
  watchFailedRouteData();
}

/**
 * The router silently answers a route whose data fails to load with a full page load, so the page being left logs
 * the failed request (from the Resource Timing API), also when it was reported too late or during a prefetch.
 */
function watchFailedRouteData(): void {
  if (typeof PerformanceObserver === 'undefined' || !PerformanceObserver.supportedEntryTypes?.includes('resource'))
    return;
  let warned: typeof pending;
  const failed: PerformanceResourceTiming[] = [];
  const warnFor = (entries: readonly PerformanceResourceTiming[]) => {
    if (!pending || warned === pending) return;
    const to = pending.to;
    const entry = entries.find((e) => new URL(e.name).pathname.startsWith(to.pathname));
    if (!entry) return;
    warned = pending;
    console.warn(
      new Error(
        `Loading the route data ${entry.name} failed with HTTP ${entry.responseStatus}; loading ${to.href} in full instead.`,
      ),
    );
  };
  const record = (entries: PerformanceEntryList) => {
    const now = (entries as PerformanceResourceTiming[]).filter((e) => e.responseStatus >= 400);
    failed.push(...now);
    failed.splice(0, Math.max(0, failed.length - FAILURES_KEPT));
    return now;
  };
  const observer = new PerformanceObserver((list) => warnFor(record(list.getEntries())));
  observer.observe({ type: 'resource' });
  window.addEventListener('pagehide', () => {
    record(observer.takeRecords());
    warnFor(failed);
  });
}

/** Failed requests remembered for the warning when the page is left. */
const FAILURES_KEPT = 20;

function emit(action: HistoryAction, to: URL, force: boolean): void {
  const from = current!;
  if (!force && from.href === to.href) return;
  current = to;
  for (const listener of listeners) listener({ action, from, to });
}

function sameDocument(a: URL, b: URL): boolean {
  return a.origin === b.origin && a.pathname === b.pathname && a.search === b.search;
}

/** The target of a router navigation as an absolute URL (the router gives app paths without the base path). */
function resolveTarget(href: string): URL {
  if (/^[a-z][a-z0-9+.-]*:/i.test(href)) return new URL(href);
  const here = new URL(window.location.href);
  if (!href.startsWith('/')) return new URL(href, here);
  // `href` is an app path ('/usage/web-ui'); the page's own app path ends the browser's pathname.
  const base = basePathOf(here.pathname);
  return new URL(`${base}${href}`, here);
}

let appPath: string | undefined;

/** The base path: what the browser's pathname holds before the app path the router rendered last. */
function basePathOf(pathname: string): string {
  const path = safeDecode(pathname).replace(/\/+$/, '');
  const app = (appPath ?? '/').replace(/\/+$/, '');
  return path.endsWith(app) ? path.slice(0, path.length - app.length) : '';
}

function safeDecode(path: string): string {
  try {
    return decodeURI(path);
  } catch {
    return path;
  }
}

/** Called by instrumentation-client.ts for every router navigation (link, router.push/replace, back/forward). */
export function routeTransitionStarted(href: string, type: RouterNavigationType): void {
  install();
  const to = resolveTarget(href);
  const action = ACTIONS[type] ?? 'PUSH';
  for (const listener of startListeners) listener(to, action);
  if (!sameDocument(to, current!)) {
    pending = { to, action };
    return;
  }
  // Same path and query: no new route renders. Done once the browser shows the target URL.
  let frames = 0;
  const settle = () => {
    if (window.location.href === to.href || ++frames > SAME_PAGE_FRAMES) {
      emit(action, new URL(window.location.href), action === 'PUSH');
      return;
    }
    requestAnimationFrame(settle);
  };
  requestAnimationFrame(settle);
}

/**
 * Called by `<RouteWatcher>` in a layout effect after the route for `pathname` (an app path) and its query
 * have rendered. The first call is the page load and reports nothing.
 */
export function routeCommitted(pathname: string): void {
  appPath = safeDecode(pathname);
  install();
  if (!committedOnce) {
    committedOnce = true;
    current = new URL(window.location.href);
    return;
  }
  const to = new URL(window.location.href);
  // A change without a router navigation came from `history.replaceState`/`pushState` called directly
  // (the router follows those): nothing to scroll.
  const action = pending && pending.to.pathname === to.pathname ? pending.action : 'REPLACE';
  pending = undefined;
  emit(action, to, action === 'PUSH');
}

/** Calls `listener` after each URL change; returns the unsubscribe function. */
export function onLocationChange(listener: Listener): () => void {
  install();
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Calls `listener` when a router navigation starts, with its target; returns the unsubscribe function. */
export function onNavigationStart(listener: StartListener): () => void {
  startListeners.add(listener);
  return () => startListeners.delete(listener);
}

/** The current URL as last reported. */
export function currentUrl(): URL {
  install();
  return current!;
}
