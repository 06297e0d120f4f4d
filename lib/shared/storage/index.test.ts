import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { installFakeWindow as installWindow, MemoryStorage } from '../../../tests/helpers/fake-window';
import { readJson, resetStorageWarning, STORAGE_UNAVAILABLE_WARNING, storageSlot } from './index';

beforeEach(() => resetStorageWarning());
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('storageSlot', () => {
  it('throws a clear error when used during server rendering', () => {
    const slot = storageSlot('theme');
    expect(() => slot.get()).toThrow('Illegal storage API usage for storage key "theme".');
  });

  it('reads, writes and deletes the suffixed key', () => {
    const storage = new MemoryStorage();
    installWindow(() => storage);
    const slot = storageSlot('theme', { suffix: '-abc' });
    expect(slot.get()).toBeNull();
    slot.set('light');
    expect(storage.getItem('theme-abc')).toBe('light');
    expect(slot.get()).toBe('light');
    slot.del();
    expect(storage.getItem('theme-abc')).toBeNull();
  });

  it('notifies same-tab listeners only when the value changes, and only for its key', () => {
    const storage = new MemoryStorage();
    installWindow(() => storage);
    const slot = storageSlot('theme');
    const other = storageSlot('other');
    const seen: Array<string | null> = [];
    const stop = slot.listen((e) => seen.push(e.newValue));
    slot.set('dark');
    slot.set('dark');
    other.set('x');
    slot.del();
    stop();
    slot.set('light');
    expect(seen).toEqual(['dark', null]);
  });

  it('becomes a no-op with one warning per session when storage is unavailable', () => {
    installWindow(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const a = storageSlot('theme');
    const b = storageSlot('docs-preferred-version-default');
    a.set('light');
    b.set('current');
    expect(a.get()).toBeNull();
    expect(b.get()).toBeNull();
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0][0]).toBe(STORAGE_UNAVAILABLE_WARNING);
  });

  it('logs and returns null when a single operation throws', () => {
    const storage = new MemoryStorage();
    storage.getItem = () => {
      throw new Error('boom');
    };
    installWindow(() => storage);
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const slot = storageSlot('theme');
    expect(slot.get()).toBeNull();
    slot.set('dark');
    expect(error).toHaveBeenCalledTimes(2);
    expect(String(error.mock.calls[0][0])).toContain('cannot get key=theme');
  });

  it("type 'none' stores nothing and warns about nothing", () => {
    const storage = new MemoryStorage();
    installWindow(() => storage);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const slot = storageSlot('theme', { type: 'none' });
    slot.set('light');
    expect(slot.get()).toBeNull();
    expect(storage.length).toBe(0);
    expect(warn).not.toHaveBeenCalled();
  });
});

describe('readJson', () => {
  const isStrings = (v: unknown): v is string[] => Array.isArray(v) && v.every((x) => typeof x === 'string');

  it('returns the fallback for missing, corrupt or wrongly shaped values', () => {
    const storage = new MemoryStorage();
    installWindow(() => storage);
    const slot = storageSlot('list');
    expect(readJson(slot, [], isStrings)).toEqual([]);
    storage.setItem('list', '{not json');
    expect(readJson(slot, [], isStrings)).toEqual([]);
    storage.setItem('list', '{"a":1}');
    expect(readJson(slot, [], isStrings)).toEqual([]);
    storage.setItem('list', '["a","b"]');
    expect(readJson(slot, [], isStrings)).toEqual(['a', 'b']);
  });
});
