'use client';
import { useSyncExternalStore } from 'react';
import { colorModeToggleLabel, type ColorMode } from '@/lib/theme/color-mode';
import {
  currentColorMode,
  setColorMode,
  subscribeColorMode,
  type ColorModeOptions,
} from '@/lib/theme/color-mode-options';

const noSubscribe = () => () => {};

/** The light/dark switch. Disabled until the page is interactive; its label names the current mode. */
export function ColorModeToggle(options: ColorModeOptions & { className?: string }) {
  const { defaultMode, className } = options;
  const mode = useSyncExternalStore<ColorMode>(subscribeColorMode, currentColorMode, () => defaultMode);
  const hydrated = useSyncExternalStore(
    noSubscribe,
    () => true,
    () => false,
  );
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
        <svg
          className="color-mode-toggle__icon color-mode-toggle__icon--light"
          viewBox="0 0 24 24"
          width={22}
          height={22}
          aria-hidden="true"
        >
          <g fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
            <circle cx="12" cy="12" r="4" />
            <path d="M12 2v2M12 20v2M2 12h2M20 12h2M4.9 4.9l1.4 1.4M17.7 17.7l1.4 1.4M4.9 19.1l1.4-1.4M17.7 6.3l1.4-1.4" />
          </g>
        </svg>
        <svg
          className="color-mode-toggle__icon color-mode-toggle__icon--dark"
          viewBox="0 0 24 24"
          width={22}
          height={22}
          aria-hidden="true"
        >
          <path
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinejoin="round"
            d="M20 14.5A8 8 0 0 1 9.5 4a8 8 0 1 0 10.5 10.5z"
          />
        </svg>
      </button>
    </div>
  );
}
