import 'client-only';
/** Browser-only colour-mode state: `<html data-theme>` is the source of truth, storage the memory. */
import {
  coerceColorMode,
  COLOR_MODE_STORAGE_KEY,
  decideColorMode,
  type ColorMode,
  type ColorModeOptions,
} from '../../shared/theme/color-mode';
import { storageSlot } from '../../shared/storage/index';

export const themeSlot = () => storageSlot(COLOR_MODE_STORAGE_KEY);

/** The mode shown now (the attribute, coerced: an invalid stored value shows as light). */
export function currentColorMode(): ColorMode {
  return coerceColorMode(document.documentElement.getAttribute('data-theme'));
}

/** Shows a mode; the attribute is written only when it changes, so its observers hear of each change once. */
function show(mode: ColorMode): void {
  const root = document.documentElement;
  if (root.getAttribute('data-theme') !== mode) root.setAttribute('data-theme', mode);
}

/** Applies and stores a mode; null forgets the choice and shows what a page with none shows (OS preference, default). */
export function setColorMode(mode: ColorMode | null, options: ColorModeOptions): void {
  const matches = (media: string) => window.matchMedia(media).matches;
  show(mode ?? coerceColorMode(decideColorMode({ query: null, stored: null, matches }, options)));
  if (mode) themeSlot().set(mode);
  else themeSlot().del();
}

/**
 * Shows the stored mode after a `storage` event: a choice made in another tab, or the echo of setColorMode in this one,
 * which finds the mode already shown. Storage is only read, since it already holds the value; a removal changes nothing.
 */
export function showStoredColorMode(): void {
  const stored = themeSlot().get();
  if (stored !== null) show(coerceColorMode(stored));
}

/** Calls `onChange` whenever `<html data-theme>` changes. */
export function subscribeColorMode(onChange: () => void): () => void {
  const observer = new MutationObserver(onChange);
  observer.observe(document.documentElement, { attributes: true, attributeFilter: ['data-theme'] });
  return () => observer.disconnect();
}
