'use client';
/* eslint-disable @typescript-eslint/no-require-imports -- the server's synchronous copy (see lazyLeaf) */
import { lazyLeaf } from '@/components/lazy-leaf';

/** The announcement bar, downloaded only by sites that configure one (see lazyLeaf). */
export const AnnouncementBar = lazyLeaf(
  typeof window === 'undefined'
    ? (require('./announcement-bar') as typeof import('./announcement-bar')).AnnouncementBar
    : undefined,
  () => import('./announcement-bar').then((m) => m.AnnouncementBar),
);
