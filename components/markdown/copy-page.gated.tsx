'use client';
/* eslint-disable @typescript-eslint/no-require-imports -- the server's synchronous copy (see gatedLeaf) */
import { gatedLeaf } from '@/components/gated-leaf';

/** The 'Copy page' button: its code loads at the reader's first interaction (see gatedLeaf). */
export const CopyPage = gatedLeaf(
  typeof window === 'undefined' ? (require('./copy-page') as typeof import('./copy-page')).CopyPage : undefined,
  () => import('./copy-page').then((m) => m.CopyPage),
);
