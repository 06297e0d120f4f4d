'use client';
/* eslint-disable @typescript-eslint/no-require-imports -- the server's synchronous copy (see gatedLeaf) */
import { gatedLeaf } from '@/components/gated-leaf';
import { tabChoiceOrTarget } from '@/lib/tabs/early';

/**
 * The tabs' client code, downloaded only by pages that have tabs, at the reader's first interaction (see
 * gatedLeaf); at once when the page opens on a remembered tab choice, a URL search (which may name a tab) or a
 * hash (which may point into a hidden panel), and when another browser tab remembers a new choice.
 */
export const TabsClient = gatedLeaf(
  typeof window === 'undefined' ? (require('./tabs-client') as typeof import('./tabs-client')).TabsClient : undefined,
  () => import('./tabs-client').then((m) => m.TabsClient),
  { needsCodeEarly: tabChoiceOrTarget },
);
