'use client';
/* eslint-disable @typescript-eslint/no-require-imports -- the server's synchronous copy (see gatedLeaf) */
import { gatedLeaf } from '@/components/gated-leaf';

/** The navbar's docs version dropdown: its code loads at the reader's first interaction (see gatedLeaf). */
export const VersionDropdown = gatedLeaf(
  typeof window === 'undefined'
    ? (require('./version-dropdown') as typeof import('./version-dropdown')).VersionDropdown
    : undefined,
  () => import('./version-dropdown').then((m) => m.VersionDropdown),
);
