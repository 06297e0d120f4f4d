'use client';
/* eslint-disable @typescript-eslint/no-require-imports -- the server's synchronous copy (see gatedLeaf) */
import { gatedLeaf } from '@/components/gated-leaf';

/**
 * The docs sidebar's list: its code (category toggles, link prefetching) and the version's tree load at the
 * reader's first interaction (see gatedLeaf). Until then its links are plain links of the static HTML.
 */
export const SidebarRoot = gatedLeaf(
  typeof window === 'undefined'
    ? (require('./sidebar-root') as typeof import('./sidebar-root')).SidebarRoot
    : undefined,
  () => import('./sidebar-root').then((m) => m.SidebarRoot),
);
