'use client';
/* eslint-disable @typescript-eslint/no-require-imports -- the server's synchronous copy (see gatedLeaf) */
import { gatedLeaf } from '@/components/gated-leaf';

/** The navbar's language dropdown: its code loads at the reader's first interaction (see gatedLeaf). */
export const LocaleDropdown = gatedLeaf(
  typeof window === 'undefined'
    ? (require('./locale-dropdown') as typeof import('./locale-dropdown')).LocaleDropdown
    : undefined,
  () => import('./locale-dropdown').then((m) => m.LocaleDropdown),
);
