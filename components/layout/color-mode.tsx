'use client';
import { useEffect } from 'react';
import { coerceColorMode } from '@/lib/theme/color-mode';
import { currentColorMode, setColorMode, themeSlot, type ColorModeOptions } from '@/lib/theme/color-mode-options';

interface ManagerProps extends ColorModeOptions {
  disableSwitch: boolean;
}

/**
 * Keeps the colour mode in step after the pre-paint script applied it: writes the coerced mode back,
 * follows changes made in other tabs, returns to the default when the OS preference changes, and with
 * the switch disabled forgets any stored choice.
 */
export function ColorModeManager({ disableSwitch, ...options }: ManagerProps) {
  const { defaultMode, respectPrefersColorScheme } = options;
  useEffect(() => {
    const opts = { defaultMode, respectPrefersColorScheme };
    document.documentElement.setAttribute('data-theme', currentColorMode());
    const cleanups: (() => void)[] = [];
    if (disableSwitch) {
      themeSlot().del();
    } else {
      cleanups.push(
        themeSlot().listen((event) => {
          // A removal in another tab leaves this tab as it is.
          if (event.newValue !== null) setColorMode(coerceColorMode(event.newValue), opts);
        }),
      );
    }
    if (!disableSwitch || respectPrefersColorScheme) {
      const query = window.matchMedia('(prefers-color-scheme: dark)');
      const print = window.matchMedia('print');
      let wasPrint = print.matches;
      const onOsChange = () => {
        const isPrint = print.matches;
        const skip = isPrint || wasPrint;
        wasPrint = isPrint;
        if (!skip) setColorMode(null, opts);
      };
      query.addEventListener('change', onOsChange);
      cleanups.push(() => query.removeEventListener('change', onOsChange));
    }
    return () => cleanups.forEach((c) => c());
  }, [disableSwitch, defaultMode, respectPrefersColorScheme]);
  return null;
}
