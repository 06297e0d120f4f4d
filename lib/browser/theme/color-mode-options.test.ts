import { afterEach, describe, expect, it, vi } from 'vitest';
import { installFakeWindow, MemoryStorage } from '../../../tests/helpers/fake-window';
import { resetStorageWarning } from '../../shared/storage';
import { setColorMode, showStoredColorMode } from './color-mode-options';

const options = { defaultMode: 'dark', respectPrefersColorScheme: false } as const;

/**
 * A page showing `shown`, its writes of `data-theme` and of storage counted. Each `storage` event shows the stored
 * mode, as the colour-mode manager does (components/layout/navbar/color-mode.tsx).
 */
function page(shown: string, stored: Record<string, string> = {}, prefersDark = false) {
  resetStorageWarning();
  const storage = new MemoryStorage(stored);
  const setItem = vi.spyOn(storage, 'setItem');
  const win = installFakeWindow(storage);
  Object.assign(win, {
    matchMedia: (media: string) => ({ matches: media.includes('dark') === prefersDark }),
  });
  const attributes = new Map([['data-theme', shown]]);
  const setAttribute = vi.fn((name: string, value: string) => void attributes.set(name, value));
  vi.stubGlobal('document', {
    documentElement: { getAttribute: (name: string) => attributes.get(name) ?? null, setAttribute },
  });
  win.addEventListener('storage', () => showStoredColorMode());
  return { theme: () => attributes.get('data-theme'), setAttribute, setItem, storage };
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('colour mode in the browser', () => {
  it('writes data-theme and the stored mode once for a press, though the storage event echoes it in this tab', () => {
    const p = page('dark');
    setColorMode('light', options);
    expect(p.theme()).toBe('light');
    expect(p.storage.getItem('theme')).toBe('light');
    expect(p.setAttribute).toHaveBeenCalledTimes(1);
    expect(p.setItem).toHaveBeenCalledTimes(1);
  });

  it('shows a mode another tab stored without storing it again', () => {
    const p = page('dark', { theme: 'light' });
    showStoredColorMode();
    expect(p.theme()).toBe('light');
    expect(p.setItem).not.toHaveBeenCalled();
  });

  it('forgets the choice and shows the OS preference when respected, else the default', () => {
    const os = page('dark', { theme: 'dark' }, false);
    setColorMode(null, { defaultMode: 'dark', respectPrefersColorScheme: true });
    expect(os.theme()).toBe('light');
    expect(os.storage.getItem('theme')).toBeNull();
    const fixed = page('light', { theme: 'light' }, false);
    setColorMode(null, options);
    expect(fixed.theme()).toBe('dark');
  });
});
