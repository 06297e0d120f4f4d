/**
 * The navbar search's key rules and loaders (the button itself: ./search-button.tsx): which key opens search with
 * what query, and the modules and index a search needs, each fetched once when search is first wanted.
 */

/** The modal's code, the index warmer and the local engine: each a chunk of its own, loaded when search is wanted. */
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
