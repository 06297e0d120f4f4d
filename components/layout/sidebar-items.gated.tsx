'use client';
/* eslint-disable @typescript-eslint/no-require-imports -- the server's synchronous copy (see gatedLeaf) */
import { gatedLeaf } from '@/components/gated-leaf';

/**
 * The docs sidebar's list: its code (category toggles, link prefetching) loads at the reader's first
 * interaction (see gatedLeaf). Until then its links are plain links of the static HTML.
 */
export const SidebarItems = gatedLeaf(
  typeof window === 'undefined'
    ? (require('./sidebar-items') as typeof import('./sidebar-items')).SidebarItems
    : undefined,
  () => import('./sidebar-items').then((m) => m.SidebarItems),
);
