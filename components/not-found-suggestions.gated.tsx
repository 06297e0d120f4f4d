'use client';
/* eslint-disable @typescript-eslint/no-require-imports -- the server's synchronous copy (see gatedLeaf) */
import { gatedLeaf } from '@/components/gated-leaf';

/**
 * The not-found page's "Closest pages". The static HTML has none (one 404.html answers every unknown path, and the
 * list depends on the path), so the list's code, and the list of pages it compares the path with, load at the
 * reader's first interaction (see gatedLeaf), not with the page: its search and home links come first and need no
 * code.
 */
export const NotFoundSuggestions = gatedLeaf(
  typeof window === 'undefined'
    ? (require('./not-found-suggestions') as typeof import('./not-found-suggestions')).NotFoundSuggestions
    : undefined,
  () => import('./not-found-suggestions').then((m) => m.NotFoundSuggestions),
);
