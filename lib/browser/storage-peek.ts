import 'client-only';
/**
 * A read of one localStorage key for code that runs with the page and only decides whether more code is needed
 * (a stale preferred version to delete, a remembered base URL to show): no warnings, no slots, null where storage
 * cannot be read. What it decides to load then uses the storage helpers (./storage.ts).
 */
export function peekStorage(
  key: string,
  storage: () => Pick<Storage, 'getItem'> = () => window.localStorage,
): string | null {
  try {
    return storage().getItem(key);
  } catch {
    return null;
  }
}
