import { describe, expect, it, vi } from 'vitest';
import { tabChoiceOrTarget, type EarlyWindow } from './early';

type Listener = (event: { key: string | null }) => void;

function fakeWindow(init: { search?: string; hash?: string; keys?: string[]; storageThrows?: boolean }) {
  const listeners = new Set<Listener>();
  const keys = init.keys ?? [];
  const win: EarlyWindow = {
    location: { search: init.search ?? '', hash: init.hash ?? '' },
    localStorage: {
      get length() {
        if (init.storageThrows) throw new Error('SecurityError');
        return keys.length;
      },
      key: (i: number) => keys[i] ?? null,
    },
    addEventListener: (_type, listener) => void listeners.add(listener),
    removeEventListener: (_type, listener) => void listeners.delete(listener),
  };
  return { win, fire: (key: string | null) => [...listeners].forEach((l) => l({ key })), listeners };
}

describe('tabChoiceOrTarget', () => {
  it('loads at once when a choice of the prefix is stored', () => {
    const loadNow = vi.fn();
    tabChoiceOrTarget(loadNow, fakeWindow({ keys: ['theme', 'docusaurus.tab.install'] }).win);
    expect(loadNow).toHaveBeenCalledTimes(1);
  });

  it('loads at once when the URL has a search or a hash, which may name a tab or point into a panel', () => {
    for (const at of [{ search: '?install=pip' }, { hash: '#with-pip' }]) {
      const loadNow = vi.fn();
      tabChoiceOrTarget(loadNow, fakeWindow(at).win);
      expect(loadNow).toHaveBeenCalledTimes(1);
    }
  });

  it('waits on a plain URL with nothing stored, and ignores a bare "?" or "#" and keys of other prefixes', () => {
    const loadNow = vi.fn();
    const { win } = fakeWindow({ search: '?', hash: '#', keys: ['theme', 'docusaurus.tabs'] });
    tabChoiceOrTarget(loadNow, win);
    expect(loadNow).not.toHaveBeenCalled();
  });

  it('loads when another browser tab stores a choice of the prefix, once, and stops listening', () => {
    const loadNow = vi.fn();
    const { win, fire, listeners } = fakeWindow({});
    tabChoiceOrTarget(loadNow, win);
    fire('theme');
    fire(null);
    expect(loadNow).not.toHaveBeenCalled();
    fire('docusaurus.tab.install');
    expect(loadNow).toHaveBeenCalledTimes(1);
    expect(listeners.size).toBe(0);
  });

  it('treats storage that cannot be read as holding nothing', () => {
    const loadNow = vi.fn();
    tabChoiceOrTarget(loadNow, fakeWindow({ storageThrows: true }).win);
    expect(loadNow).not.toHaveBeenCalled();
  });

  it('does not throw where storage is disabled and reading window.localStorage itself throws', () => {
    const loadNow = vi.fn();
    const { win } = fakeWindow({});
    Object.defineProperty(win, 'localStorage', {
      get() {
        throw new Error('SecurityError');
      },
    });
    expect(() => tabChoiceOrTarget(loadNow, win)).not.toThrow();
    expect(loadNow).not.toHaveBeenCalled();
  });
});
