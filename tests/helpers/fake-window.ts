import { vi } from 'vitest';

/** A Storage kept in a Map, which tests can also read and write directly through `map`. */
export class MemoryStorage implements Storage {
  readonly map: Map<string, string>;
  constructor(initial: Record<string, string> = {}) {
    this.map = new Map(Object.entries(initial));
  }
  get length() {
    return this.map.size;
  }
  clear() {
    this.map.clear();
  }
  getItem(key: string) {
    return this.map.get(key) ?? null;
  }
  key(i: number) {
    return [...this.map.keys()][i] ?? null;
  }
  removeItem(key: string) {
    this.map.delete(key);
  }
  setItem(key: string, value: string) {
    this.map.set(key, String(value));
  }
}

export type FakeWindow = EventTarget & { location: { href: string } };

/**
 * Stubs the global `window` for unit tests of browser-only modules (Vitest runs in Node): an EventTarget
 * with a location, whose localStorage and sessionStorage come from `storage` — a getter may throw to
 * play unavailable storage. Undo with `vi.unstubAllGlobals()`.
 */
export function installFakeWindow(storage: Storage | (() => Storage) = new MemoryStorage()): FakeWindow {
  const get = typeof storage === 'function' ? storage : () => storage;
  const target = new EventTarget() as FakeWindow;
  Object.defineProperty(target, 'localStorage', { get, configurable: true });
  Object.defineProperty(target, 'sessionStorage', { get, configurable: true });
  target.location = { href: 'http://127.0.0.1/' };
  vi.stubGlobal('window', target);
  return target;
}
