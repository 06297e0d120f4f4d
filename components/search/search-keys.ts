/**
 * The part of the navbar search that runs before the search button's own code has arrived (that code is a gated
 * leaf: ./search-button.gated.tsx). It watches the whole window, so it needs no element and no React:
 *
 * - the search button hovered, touched or focused, or a key that opens search typed: the button's code and the
 *   modal's code start loading at once, not at the next idle moment after the first interaction;
 * - the button focused or a search typed: the local index starts downloading too (the URL is in the button's
 *   `data-search-index`, rendered for the page);
 * - a key that opens search (Ctrl/Cmd+K, `/`, a letter or digit on the focused button, or anywhere with
 *   `openOnTyping: 'page'`) is held with what is typed after it, and handed to the button once it is live
 *   (`searchButtonLive`), which opens the modal with it;
 * - meanwhile the other gated leaves wait (`holdGate`), so the search has the network and the main thread, until
 *   the modal shows its first screen of results (or no search comes: see `releaseSearchHold`).
 *
 * Once the button is live, its own handlers do all of this and this module stays quiet, but for one listener that
 * serves for good: a click on a control marked `data-opens-search` elsewhere on the page (the not-found page's
 * "Search the docs") presses the button, so there is one modal with one state and the control needs no code. Without
 * the button, or before this code runs, the control does what its HTML does (a form submitted to the search page).
 */

import { holdGate } from '@/components/gated-leaf';

const BUTTON = '.DocSearch-Button';

/** The longest the other gated leaves wait for a search once the reader approached it (`holdGate`). */
const GATE_HOLD_MS = 1000;
/**
 * The longest they wait for the first screen of a search that has started: its code and index may come over a slow
 * network, and the leaves' code would compete with them.
 */
const SEARCH_HOLD_MS = 3000;

/** The button's own code (the gated leaf's loader asks for the same module), asked for first. */
const loadButtonModule = () => import('./search-button');
/** The modal's code, the index warmer and the local engine: asked for early, shared with the button's loaders. */
export const loadModalModule = () => import('./search-modal');
export const loadWarmerModule = () => import('./warm-local-search');
export const loadEngineModule = () => import('@/lib/search/providers/local-client');

const preloaded = new Set<string>();

/**
 * Starts the download of the local index with the reader's first sign of searching (the button focused, a
 * key typed), before any search code has arrived: a preload that the index loader's fetch then takes over
 * (same URL, same CORS mode and credentials). Once per URL and page session.
 */
export function preloadIndex(href: string): void {
  if (preloaded.has(href)) return;
  preloaded.add(href);
  const link = document.createElement('link');
  link.rel = 'preload';
  link.as = 'fetch';
  link.crossOrigin = 'anonymous';
  link.fetchPriority = 'high';
  link.href = href;
  document.head.appendChild(link);
}

export function isEditable(target: EventTarget | null): boolean {
  const el = target as HTMLElement | null;
  return !!el && (el.isContentEditable || ['INPUT', 'SELECT', 'TEXTAREA'].includes(el.tagName));
}

/**
 * What a key press does to search while the modal is closed and nothing is pending: `null` when it leaves search
 * alone, else the initial query it opens search with ('' for the shortcuts). Ctrl/Cmd+K works in inputs too; a
 * letter or digit opens search only on the button (or anywhere with `openOnTyping: 'page'`), never with Ctrl/Cmd
 * (Ctrl/Cmd+F stays the browser's find) or Alt.
 */
export function searchKey(event: KeyboardEvent, onButton: boolean, openOnTypingPage: boolean): string | null {
  const mod = event.ctrlKey || event.metaKey;
  if (mod && event.key.toLowerCase() === 'k') return '';
  if (isEditable(event.target) || event.altKey) return null;
  if (event.key === '/' && !mod) return '';
  if (/^[a-zA-Z0-9]$/.test(event.key) && !mod && (onButton || openOnTypingPage)) return event.key;
  return null;
}

/** A key that extends a pending search's query (typed while the modal's code loads). */
export function extendsQuery(event: KeyboardEvent): boolean {
  return event.key.length === 1 && !event.ctrlKey && !event.metaKey && !event.altKey;
}

let live = false;
/**
 * The key presses this module took. React can hydrate the button in the middle of one of them (a key pressed
 * once its code is there but before React got to it: React then hydrates at once, inside the event), and the
 * live button's own listener would see that key a second time on its way up.
 */
const taken = new WeakSet<Event>();

/** Whether this module already took `event` (see `taken`). */
export function takenEarly(event: Event): boolean {
  return taken.has(event);
}
/** The search typed before the button was live: its query so far, or null. */
let early: string | null = null;
let loadButton: (() => void) | undefined;

function button(): HTMLElement | null {
  return document.querySelector<HTMLElement>(BUTTON);
}

function onButton(target: EventTarget | null): boolean {
  return target instanceof Element && target.closest(BUTTON) !== null;
}

function warm(): void {
  const href = button()?.dataset.searchIndex;
  if (!href) return;
  preloadIndex(href);
  loadEngineModule().catch(() => {});
  loadWarmerModule().catch(() => {});
}

/**
 * The hold on the other gated leaves (`holdGate`) while the search goes first: placed at the reader's first move
 * towards search, released by `releaseSearchHold` or when its timer runs out; 'released' from then on.
 */
let gateHold: { release: () => void; timer?: ReturnType<typeof setTimeout> } | 'released' | undefined;

/** Holds the other gated leaves (a hold placed now, or the current one) for at most `ms` from now. */
function holdGateFor(ms: number): void {
  if (gateHold === 'released') return;
  if (!gateHold) {
    let release = () => {};
    holdGate(new Promise<void>((done) => (release = done)));
    gateHold = { release };
  }
  clearTimeout(gateHold.timer);
  gateHold.timer = setTimeout(releaseSearchHold, ms);
}

function wakeButton(): void {
  // The search goes first: the other gated leaves' code and hydration wait until it has shown its first screen.
  if (!gateHold) holdGateFor(GATE_HOLD_MS);
  loadButtonModule().catch(() => {});
  loadButton?.();
  loadModalModule().catch(() => {});
}

/**
 * A search has started (a key that opens it was typed): the hold placed when the reader approached, if it is still
 * on, lasts until the search's first screen, or SEARCH_HOLD_MS.
 */
export function searchStarted(): void {
  if (gateHold) holdGateFor(SEARCH_HOLD_MS);
}

/**
 * Lets the other gated leaves load (their code and hydration held back since the reader approached the search).
 * Called by the modal once it shows its first screen (hits, no hits, an error, or the start screen of a search
 * opened empty), and by the live button when no search is on its way: nothing typed and the button not focused.
 * A focused button keeps the hold (the reader is about to type) until a search starts or GATE_HOLD_MS.
 */
export function releaseSearchHold(): void {
  if (gateHold && gateHold !== 'released') {
    clearTimeout(gateHold.timer);
    gateHold.release();
  }
  gateHold = 'released';
}

function onKeyDown(event: KeyboardEvent): void {
  if (live) return;
  if (early !== null) {
    if (isEditable(event.target)) return;
    if (extendsQuery(event)) {
      event.preventDefault();
      taken.add(event);
      early += event.key;
    }
    return;
  }
  const query = searchKey(event, onButton(event.target), button()?.dataset.searchTyping === 'page');
  if (query === null) return;
  event.preventDefault();
  taken.add(event);
  early = query;
  wakeButton();
  searchStarted();
  if (query) warm();
}

function onOpenerClick(event: MouseEvent): void {
  if (!(event.target instanceof Element) || !event.target.closest('[data-opens-search]')) return;
  const target = button();
  if (!target) return;
  event.preventDefault();
  target.click();
}

function onApproach(event: Event): void {
  if (live || !onButton(event.target)) return;
  wakeButton();
  if (event.type === 'focusin') warm();
}

/**
 * The gated button's early check (gatedLeaf's `needsCodeEarly`): installs the window listeners above; `loadNow`
 * loads the button's code.
 */
export function watchEarlySearch(loadNow: () => void): void {
  loadButton = loadNow;
  window.addEventListener('click', onOpenerClick);
  window.addEventListener('keydown', onKeyDown, { capture: true });
  for (const type of ['pointerover', 'touchstart', 'focusin'] as const) {
    window.addEventListener(type, onApproach, { capture: true, passive: true });
  }
}

/**
 * Called by the live button when it mounts (and with `false` when it unmounts): from then on it handles keys
 * itself. Returns the search typed before then (its query so far), or null.
 */
export function searchButtonLive(isLive: boolean): string | null {
  live = isLive;
  const typed = early;
  early = null;
  return isLive ? typed : null;
}
