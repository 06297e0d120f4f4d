'use client';
/* eslint-disable @typescript-eslint/no-require-imports -- the server's synchronous copy (see lazyLeaf) */
import { lazyLeaf } from '@/components/lazy-leaf';

/** The tabs' client code, downloaded only by pages that have tabs (see lazyLeaf). */
export const TabsClient = lazyLeaf(
  typeof window === 'undefined' ? (require('./tabs-client') as typeof import('./tabs-client')).TabsClient : undefined,
  () => import('./tabs-client').then((m) => m.TabsClient),
);
