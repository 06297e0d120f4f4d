/** Every keyboard shortcut of search in one place, as pure rules over a key event. */

type Keys = Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey' | 'altKey' | 'shiftKey' | 'target'>;

function isEditable(target: EventTarget | null): boolean {
  const el = target as HTMLElement | null;
  return !!el && (el.isContentEditable || ['INPUT', 'SELECT', 'TEXTAREA'].includes(el.tagName));
}

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

/** What a key typed on the page does: close, toggle (Ctrl/Cmd+K), extend the pending query, open with a query. */
export type PageKeyAction = 'close' | 'toggle' | 'extend' | { open: string } | null;

/**
 * Ctrl/Cmd+K works in text fields too; "/" and letters only outside them, and never with Ctrl/Cmd (Ctrl/Cmd+F stays
 * the browser's find) or Alt.
 */
export function pageKeyAction(event: Keys & Pick<KeyboardEvent, 'code'>, state: PageKeyState): PageKeyAction {
  const mod = event.ctrlKey || event.metaKey;
  if (event.code === 'Escape' && state.open) return 'close';
  if (mod && event.key.toLowerCase() === 'k') return 'toggle';
  if (state.open || isEditable(event.target)) return null;
  if (state.pending) return event.key.length === 1 && !mod && !event.altKey ? 'extend' : null;
  if (mod || event.altKey) return null;
  if (event.key === '/') return { open: '' };
  if (/^[a-zA-Z0-9]$/.test(event.key) && (state.onButton || state.openOnTypingPage)) return { open: event.key };
  return null;
}

/** How Enter opens the selected hit: in place, in a new tab (Ctrl/Cmd) or a new window (Shift). */
export type OpenHow = 'here' | 'tab' | 'window';

/** What a key does to the modal's list; null for the keys the input keeps, otherwise the key's default is prevented. */
export function listKeyAction(event: Keys, count: number, current: number): { select?: number; open?: OpenHow } | null {
  if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
    return count ? { select: (current + (event.key === 'ArrowDown' ? 1 : -1) + count) % count } : {};
  }
  if (event.key !== 'Enter') return null;
  if (!count || event.altKey) return {};
  return { open: event.ctrlKey || event.metaKey ? 'tab' : event.shiftKey ? 'window' : 'here' };
}
