import 'client-only';
/** Browser-only colour-mode state: `<html data-theme>` is the source of truth, storage the memory. */
import { coerceColorMode, COLOR_MODE_STORAGE_KEY, type ColorMode } from '../../shared/theme/color-mode';
import { storageSlot } from '../../shared/storage/index';

export interface ColorModeOptions {
  defaultMode: ColorMode;
  respectPrefersColorScheme: boolean;
}

export const themeSlot = () => storageSlot(COLOR_MODE_STORAGE_KEY);

/** The mode shown now (the attribute, coerced: an invalid stored value shows as light). */
export function currentColorMode(): ColorMode {
  return coerceColorMode(document.documentElement.getAttribute('data-theme'));
}

function osMode(): ColorMode {
  return window.matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light';
}

/** Applies and stores a mode; null returns to the default (or the OS preference) and forgets the choice. */
export function setColorMode(mode: ColorMode | null, options: ColorModeOptions): void {
  const applied = mode ?? (options.respectPrefersColorScheme ? osMode() : options.defaultMode);
  document.documentElement.setAttribute('data-theme', applied);
  if (mode) themeSlot().set(mode);
  else themeSlot().del();
}

/** Calls `onChange` whenever `<html data-theme>` changes. */
export function subscribeColorMode(onChange: () => void): () => void {
  const observer = new MutationObserver(onChange);
  observer.observe(document.documentElement, { attributes: true, attributeFilter: ['data-theme'] });
  return () => observer.disconnect();
}
