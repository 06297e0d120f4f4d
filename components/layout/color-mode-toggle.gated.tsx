'use client';
/* eslint-disable @typescript-eslint/no-require-imports -- the server's synchronous copy (see gatedLeaf) */
import { gatedLeaf } from '@/components/gated-leaf';

/**
 * The light/dark switch of the navbar: its code loads at the reader's first interaction (see gatedLeaf); it
 * is disabled until then, as before any hydration. The pre-paint script has already applied the mode.
 */
export const ColorModeToggle = gatedLeaf(
  typeof window === 'undefined'
    ? (require('./color-mode-toggle') as typeof import('./color-mode-toggle')).ColorModeToggle
    : undefined,
  () => import('./color-mode-toggle').then((m) => m.ColorModeToggle),
);
