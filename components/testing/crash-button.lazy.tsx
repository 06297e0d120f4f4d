'use client';
/* eslint-disable @typescript-eslint/no-require-imports -- the server's synchronous copy (see lazyLeaf) */
import { lazyLeaf } from '@/components/lazy-leaf';

/** The crash test hook, downloaded only by the fixture build that renders it (see lazyLeaf). */
export const CrashButton = lazyLeaf(
  typeof window === 'undefined'
    ? (require('./crash-button') as typeof import('./crash-button')).CrashButton
    : undefined,
  () => import('./crash-button').then((m) => m.CrashButton),
);
