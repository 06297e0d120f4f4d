/** Colour modes and the texts of the colour-mode toggle (behaviours.md §4.1). */
export type ColorMode = 'light' | 'dark';

/** localStorage key of the chosen colour mode. */
export const COLOR_MODE_STORAGE_KEY = 'theme';

/** Exactly "dark" is dark; anything else (including an invalid stored value) is light. */
export function coerceColorMode(value: string | null | undefined): ColorMode {
  return value === 'dark' ? 'dark' : 'light';
}

/** title and aria-label of the toggle: names the current mode, so it says what a press switches from/to. */
export function colorModeToggleLabel(mode: ColorMode): string {
  return `Switch between dark and light mode (currently ${mode} mode)`;
}
