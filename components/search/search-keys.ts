/** The keys of the modal's list, as a pure rule over a key event (the page's keys: lib/shared/search/page-keys.ts). */

type Keys = Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey' | 'altKey' | 'shiftKey' | 'target'>;

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
