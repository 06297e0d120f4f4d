import 'client-only';
/**
 * A silent read of one localStorage key for code that only decides whether more code is needed; what it then loads uses
 * lib/shared/storage.
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
