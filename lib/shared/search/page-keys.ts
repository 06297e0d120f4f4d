/** What a key typed on the page does to search, as a pure rule over a key event (the search button and, before
 * hydration, the inline head script of lib/browser/head-scripts/early-presses.ts). */

type Keys = Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey' | 'altKey' | 'shiftKey' | 'target'>;

export interface PageKeyState {
  /** The modal is open. */
  open: boolean;
  /** The modal's code is loading after a key asked for it: printable keys extend its query. */
  pending: boolean;
  /** The key was typed on the search button. */
  onButton: boolean;
  /** `openOnTyping: 'page'`: a letter typed anywhere opens search. */
  openOnTypingPage: boolean;
}

/** What a key typed on the page does: close (or cancel the opening), toggle (Ctrl/Cmd+K), extend the pending query,
 * open with a query. */
export type PageKeyAction = 'close' | 'toggle' | 'extend' | { open: string } | null;

/**
 * Ctrl/Cmd+K works in text fields too; "/" and letters only outside them, and never with Ctrl/Cmd (Ctrl/Cmd+F stays
 * the browser's find) or Alt. Self-contained: the inline head script that keeps keys typed before hydration is built
 * from its source text (lib/browser/head-scripts/early-presses.ts).
 */
export function pageKeyAction(event: Keys & Pick<KeyboardEvent, 'code'>, state: PageKeyState): PageKeyAction {
  const mod = event.ctrlKey || event.metaKey;
  if (event.code === 'Escape' && (state.open || state.pending)) return 'close';
  if (mod && event.key.toLowerCase() === 'k') return 'toggle';
  const el = event.target as HTMLElement | null;
  const editable = !!el && (el.isContentEditable || ['INPUT', 'SELECT', 'TEXTAREA'].includes(el.tagName));
  if (state.open || editable) return null;
  if (state.pending) return event.key.length === 1 && !mod && !event.altKey ? 'extend' : null;
  if (mod || event.altKey) return null;
  if (event.key === '/') return { open: '' };
  if (/^[a-zA-Z0-9]$/.test(event.key) && (state.onButton || state.openOnTypingPage)) return { open: event.key };
  return null;
}
