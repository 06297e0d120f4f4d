'use client';
/* eslint-disable @typescript-eslint/no-require-imports -- the server's synchronous copy (see gatedLeaf) */
import { gatedLeaf } from '@/components/gated-leaf';

/** The code blocks' copy button: its code loads at the reader's first interaction (see gatedLeaf). */
export const CopyButton = gatedLeaf(
  typeof window === 'undefined' ? (require('./copy-button') as typeof import('./copy-button')).CopyButton : undefined,
  () => import('./copy-button').then((m) => m.CopyButton),
);
