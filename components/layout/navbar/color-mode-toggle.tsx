'use client';
import { useSyncExternalStore, type ReactNode } from 'react';
import { useHydrated } from '@/components/use-hydrated';
import { colorModeToggleLabel, type ColorMode, type ColorModeOptions } from '@/lib/shared/theme/color-mode';
import { currentColorMode, setColorMode, subscribeColorMode } from '@/lib/browser/theme/color-mode-options';

/** The light/dark switch; its icons come from the server as children, so their markup stays out of the browser code. */
export function ColorModeToggle({
  children,
  ...options
}: ColorModeOptions & { className?: string; children?: ReactNode }) {
  const { defaultMode, className } = options;
  const mode = useSyncExternalStore<ColorMode>(subscribeColorMode, currentColorMode, () => defaultMode);
  const hydrated = useHydrated();
  const label = colorModeToggleLabel(mode);
  return (
    <div className={`color-mode-toggle${className ? ` ${className}` : ''}`}>
      <button
        type="button"
        className="clean-btn color-mode-toggle__button"
        title={label}
        aria-label={label}
        aria-live="polite"
        aria-pressed={mode === 'dark'}
        disabled={!hydrated}
        onClick={() => setColorMode(mode === 'dark' ? 'light' : 'dark', options)}
      >
        {children}
      </button>
    </div>
  );
}
