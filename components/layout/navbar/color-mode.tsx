'use client';
import { useEffect } from 'react';
import { COLOR_MODE_STORAGE_KEY, coerceColorMode, type ColorMode } from '@/lib/shared/theme/color-mode';

interface ManagerProps {
  defaultMode: ColorMode;
  respectPrefersColorScheme: boolean;
  disableSwitch: boolean;
}

/** The code that applies and stores a mode (and storage with it): loaded when a change has to be applied. */
const loadModes = () => import('@/lib/browser/theme/color-mode-options');

/** Whether a `storage` event is a change of the stored colour mode in localStorage. */
function isStoredModeChange(event: StorageEvent): boolean {
  if (event.key !== COLOR_MODE_STORAGE_KEY) return false;
  try {
    return event.storageArea === window.localStorage;
  } catch {
    return false;
  }
}

/**
 * Keeps the colour mode in step after the pre-paint script applied it (other tabs, the OS preference, a disabled
 * switch); only listeners load up front, the code that changes the mode loads when a change comes.
 */
export function ColorModeManager({ disableSwitch, defaultMode, respectPrefersColorScheme }: ManagerProps) {
  useEffect(() => {
    const root = document.documentElement;
    const shown = root.getAttribute('data-theme');
    const mode = coerceColorMode(shown);
    if (shown !== mode) root.setAttribute('data-theme', mode);
    const opts = { defaultMode, respectPrefersColorScheme };
    const stop = new AbortController();
    if (disableSwitch) {
      loadModes().then(
        (m) => m.themeSlot().del(),
        () => {},
      );
    } else {
      const onStorage = (event: StorageEvent) => {
        if (!isStoredModeChange(event)) return;
        // The stored value is read once the code is here (it may have changed meanwhile).
        loadModes().then(
          (m) => m.showStoredColorMode(),
          () => {},
        );
      };
      window.addEventListener('storage', onStorage, { signal: stop.signal });
    }
    if (!disableSwitch || respectPrefersColorScheme) {
      const query = window.matchMedia('(prefers-color-scheme: dark)');
      const print = window.matchMedia('print');
      let wasPrint = print.matches;
      const onOsChange = () => {
        const isPrint = print.matches;
        const skip = isPrint || wasPrint;
        wasPrint = isPrint;
        if (skip) return;
        loadModes().then(
          (m) => m.setColorMode(null, opts),
          () => {},
        );
      };
      query.addEventListener('change', onOsChange, { signal: stop.signal });
    }
    return () => stop.abort();
  }, [disableSwitch, defaultMode, respectPrefersColorScheme]);
  return null;
}
