import 'client-only';
/**
 * The reader's preferred docs version, kept through lib/shared/storage so unavailable storage just means no
 * persistence.
 */
import { storageSlot, type StorageSlot } from '../shared/storage';
import { PREFERRED_VERSION_KEY } from '../shared/versions/meta';
import { validPreferredVersion } from '../shared/versions/nav';

export type VersionPersistence = 'localStorage' | 'none';

function slot(persistence: VersionPersistence): StorageSlot {
  return storageSlot(PREFERRED_VERSION_KEY, { type: persistence === 'none' ? 'none' : 'localStorage' });
}

/** Remembers the chosen version (dropdown item or banner link click). */
export function savePreferredVersion(name: string, persistence: VersionPersistence): void {
  slot(persistence).set(name);
}

/**
 * The stored preferred version if it still exists (a stale one is deleted). Call after mount: storage is browser-only.
 */
export function loadPreferredVersion(
  versions: readonly { name: string }[],
  persistence: VersionPersistence,
): string | null {
  const s = slot(persistence);
  const stored = s.get();
  const valid = validPreferredVersion(versions, stored);
  if (stored !== null && valid === null) s.del();
  return valid;
}
