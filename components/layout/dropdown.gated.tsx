'use client';
/* eslint-disable @typescript-eslint/no-require-imports -- the server's synchronous copy (see gatedLeaf) */
import { gatedLeaf } from '@/components/gated-leaf';

/** A navbar dropdown of links: its code loads at the reader's first interaction (see gatedLeaf). */
export const Dropdown = gatedLeaf(
  typeof window === 'undefined' ? (require('./dropdown') as typeof import('./dropdown')).Dropdown : undefined,
  () => import('./dropdown').then((m) => m.Dropdown),
);
