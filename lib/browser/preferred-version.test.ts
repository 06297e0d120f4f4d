import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { installFakeWindow as installWindow, MemoryStorage } from '../../tests/helpers/fake-window';
import { resetStorageWarning, STORAGE_UNAVAILABLE_WARNING } from '../shared/storage';
import { loadPreferredVersion, savePreferredVersion } from './preferred-version';

const KEY = 'docs-preferred-version-default';
const versions = [{ name: 'current' }, { name: '1.0' }];

const memoryStorage = (initial: Record<string, string> = {}) => new MemoryStorage(initial);

beforeEach(() => resetStorageWarning());
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('preferred docs version', () => {
  it('is saved by name under docs-preferred-version-default', () => {
    const storage = memoryStorage();
    installWindow(() => storage);
    savePreferredVersion('1.0', 'localStorage');
    expect(storage.getItem(KEY)).toBe('1.0');
  });

  it('loads a stored name of an existing version', () => {
    const storage = memoryStorage({ [KEY]: '1.0' });
    installWindow(() => storage);
    expect(loadPreferredVersion(versions, 'localStorage')).toBe('1.0');
    expect(storage.getItem(KEY)).toBe('1.0');
  });

  it('deletes a stored name of a version that no longer exists', () => {
    const storage = memoryStorage({ [KEY]: '0.9' });
    installWindow(() => storage);
    expect(loadPreferredVersion(versions, 'localStorage')).toBeNull();
    expect(storage.getItem(KEY)).toBeNull();
  });

  it("with versionPersistence 'none' nothing is read or written", () => {
    const storage = memoryStorage({ [KEY]: '1.0' });
    installWindow(() => storage);
    savePreferredVersion('current', 'none');
    expect(loadPreferredVersion(versions, 'none')).toBeNull();
    expect(storage.getItem(KEY)).toBe('1.0');
  });

  it('with storage unavailable, warns once on the console and keeps working without persistence', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    installWindow(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    expect(() => savePreferredVersion('1.0', 'localStorage')).not.toThrow();
    expect(loadPreferredVersion(versions, 'localStorage')).toBeNull();
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0][0]).toBe(STORAGE_UNAVAILABLE_WARNING);
  });
});
