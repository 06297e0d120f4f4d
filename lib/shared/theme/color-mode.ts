/** Colour modes, the texts of the colour-mode toggle and the order that decides the mode (behaviours.md §4.1). */
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

/** URL parameter that sets the mode of one page view, as in Docusaurus; it is not stored. */
export const COLOR_MODE_QUERY_KEY = 'docusaurus-theme';

export interface ColorModeOptions {
  defaultMode: ColorMode;
  respectPrefersColorScheme: boolean;
}

/** What a page knows when it decides its mode; `matches` answers a media query, false when it cannot tell. */
export interface ColorModeFacts {
  query: string | null;
  stored: string | null;
  matches: (media: string) => boolean;
}

/**
 * The mode a page shows: `?docusaurus-theme=`, else the stored choice, else the OS preference when respected, else the
 * default. A URL or stored value is shown as it is (the colour-mode manager coerces it at hydration). The pre-paint
 * script is built from this function's source text, so it names nothing outside itself.
 */
export function decideColorMode(facts: ColorModeFacts, options: ColorModeOptions): string {
  if (facts.query !== null) return facts.query;
  if (facts.stored !== null) return facts.stored;
  if (options.respectPrefersColorScheme) {
    if (facts.matches('(prefers-color-scheme: dark)')) return 'dark';
    if (facts.matches('(prefers-color-scheme: light)')) return 'light';
  }
  return options.defaultMode;
}
