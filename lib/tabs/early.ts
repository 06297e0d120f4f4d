/**
 * Whether a page's tab sets (and the API pages' sample languages, stored the same way) need their code before the
 * reader's first interaction: their static HTML shows each set's default tab, which is final unless the page opens
 * on a remembered choice, a URL search (`?install=pip` names a tab), or a hash (it may point into a hidden panel).
 * Over-approximates on purpose (any remembered choice, any search, any hash): the cost of a wrong yes is only the
 * code loading with the page, as it did before it was gated.
 */
import { TAB_STORAGE_PREFIX } from './keys';

/** The parts of `window` read here (a test passes its own). */
export interface EarlyWindow {
  location: { search: string; hash: string };
  localStorage?: Pick<Storage, 'length' | 'key'>;
  addEventListener(type: 'storage', listener: (event: { key: string | null }) => void): void;
  removeEventListener(type: 'storage', listener: (event: { key: string | null }) => void): void;
}

/**
 * Whether storage holds a key that starts with `prefix`; false where storage cannot be read (where it is disabled,
 * reading `window.localStorage` itself throws).
 */
function hasKeyWithPrefix(win: EarlyWindow, prefix: string): boolean {
  try {
    const storage = win.localStorage;
    if (!storage) return false;
    for (let i = 0; i < storage.length; i++) if (storage.key(i)?.startsWith(prefix)) return true;
  } catch {
    // Storage disabled (a privacy setting): nothing is remembered.
  }
  return false;
}

/**
 * Calls `loadNow` at once when the page opens on a URL search or hash, or with a tab choice stored (a key under
 * `docusaurus.tab.`); otherwise calls it on the first `storage` event for such a key (a choice made in another
 * browser tab).
 */
export function tabChoiceOrTarget(loadNow: () => void, win: EarlyWindow = window as unknown as EarlyWindow): void {
  const prefix = TAB_STORAGE_PREFIX;
  const { search, hash } = win.location;
  if (search.length > 1 || hash.length > 1 || hasKeyWithPrefix(win, prefix)) {
    loadNow();
    return;
  }
  const onStorage = (event: { key: string | null }) => {
    if (!event.key?.startsWith(prefix)) return;
    win.removeEventListener('storage', onStorage);
    loadNow();
  };
  win.addEventListener('storage', onStorage);
}
