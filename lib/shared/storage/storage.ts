/**
 * The one way the site uses browser storage. Every operation survives storage being unavailable or throwing (a no-op
 * slot, one warning per page session), and writes that change a value notify listeners in the same tab.
 */

export type StorageType = 'localStorage' | 'sessionStorage' | 'none';

export interface StorageOptions {
  /** Which browser storage to use; 'none' turns persistence off silently. */
  type?: StorageType;
  /** Appended to every key (the site's storage namespace); '' by default. */
  suffix?: string;
}

export interface StorageSlot {
  /** The full key, suffix included. */
  readonly key: string;
  get(): string | null;
  set(value: string): void;
  del(): void;
  /** Calls `onChange` when this key changes in this tab or another; returns the unsubscribe function. */
  listen(onChange: (event: StorageEvent) => void): () => void;
}

export const STORAGE_UNAVAILABLE_WARNING =
  'Browser storage is not available.\nPossible reasons: the site runs in an iframe, in a private browsing session, or with strict privacy settings. Preferences will not be remembered.';

let warnedUnavailable = false;

/** Test hook: forget that the unavailable-storage warning was shown. */
export function resetStorageWarning(): void {
  warnedUnavailable = false;
}

function serverError(key: string): Error {
  return new Error(
    `Illegal storage API usage for storage key "${key}".\nStorage can only be used in the browser.\nCall storage APIs in effects and event handlers only.`,
  );
}

/** The browser storage object, or null (with a one-time warning) when reading it throws or it is missing. */
function browserStorage(type: Exclude<StorageType, 'none'>): Storage | null {
  try {
    const storage = window[type];
    if (!storage) throw new Error(`window.${type} is not defined`);
    return storage;
  } catch (err) {
    if (!warnedUnavailable) {
      warnedUnavailable = true;
      console.warn(STORAGE_UNAVAILABLE_WARNING, err);
    }
    return null;
  }
}

function noopSlot(key: string): StorageSlot {
  return { key, get: () => null, set: () => {}, del: () => {}, listen: () => () => {} };
}

function notify(storage: Storage, key: string, oldValue: string | null, newValue: string | null): void {
  if (oldValue === newValue) return;
  const init = { key, oldValue, newValue, url: window.location.href, storageArea: storage };
  const event =
    typeof StorageEvent === 'function' ? new StorageEvent('storage', init) : Object.assign(new Event('storage'), init);
  window.dispatchEvent(event);
}

/** A slot for one storage key. Throws when used during server rendering. */
export function storageSlot(key: string, options: StorageOptions = {}): StorageSlot {
  const type = options.type ?? 'localStorage';
  const fullKey = `${key}${options.suffix ?? ''}`;
  if (typeof window === 'undefined') {
    const fail = (): never => {
      throw serverError(fullKey);
    };
    return { key: fullKey, get: fail, set: fail, del: fail, listen: fail };
  }
  if (type === 'none') return noopSlot(fullKey);
  const storage = browserStorage(type);
  if (!storage) return noopSlot(fullKey);

  const read = (): string | null => {
    try {
      return storage.getItem(fullKey);
    } catch (err) {
      console.error(`Storage error: cannot get key=${fullKey}`, err);
      return null;
    }
  };
  return {
    key: fullKey,
    get: read,
    set(value) {
      try {
        const old = storage.getItem(fullKey);
        storage.setItem(fullKey, value);
        notify(storage, fullKey, old, value);
      } catch (err) {
        console.error(`Storage error: cannot set ${fullKey}=${value}`, err);
      }
    },
    del() {
      try {
        const old = storage.getItem(fullKey);
        storage.removeItem(fullKey);
        notify(storage, fullKey, old, null);
      } catch (err) {
        console.error(`Storage error: cannot delete key=${fullKey}`, err);
      }
    },
    listen(onChange) {
      try {
        const handler = (event: Event) => {
          const e = event as StorageEvent;
          if (e.storageArea === storage && e.key === fullKey) onChange(e);
        };
        window.addEventListener('storage', handler);
        return () => window.removeEventListener('storage', handler);
      } catch (err) {
        console.error(`Storage error: cannot listen for changes of key=${fullKey}`, err);
        return () => {};
      }
    },
  };
}

/** Reads a JSON value; a missing key, a storage failure or a corrupt value gives `fallback`. */
export function readJson<T>(slot: StorageSlot, fallback: T, isValid: (value: unknown) => value is T): T {
  const raw = slot.get();
  if (raw === null) return fallback;
  try {
    const parsed: unknown = JSON.parse(raw);
    return isValid(parsed) ? parsed : fallback;
  } catch {
    return fallback;
  }
}
