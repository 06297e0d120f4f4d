'use client';
/* eslint-disable @typescript-eslint/no-require-imports -- the server's synchronous copy (see gatedLeaf) */
import { gatedLeaf } from '@/components/gated-leaf';

/**
 * The collapsible "On this page" at ≤ 996 px: its code loads at the reader's first interaction (see
 * gatedLeaf). Its list is not in the static HTML (it is mounted on the first expand), so it is a leaf.
 */
export const TocCollapsible = gatedLeaf(
  typeof window === 'undefined'
    ? (require('./toc-collapsible') as typeof import('./toc-collapsible')).TocCollapsible
    : undefined,
  () => import('./toc-collapsible').then((m) => m.TocCollapsible),
);
