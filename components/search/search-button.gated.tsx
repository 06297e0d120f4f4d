'use client';
/* eslint-disable @typescript-eslint/no-require-imports -- the server's synchronous copy (see gatedLeaf) */
import { gatedLeaf } from '@/components/gated-leaf';
import { watchEarlySearch } from './search-keys';

/**
 * The navbar search button: its code loads at the reader's first interaction (see gatedLeaf), or at once when the
 * reader goes for search (./search-keys.ts watches for that until then and keeps what was typed).
 */
export const SearchButton = gatedLeaf(
  typeof window === 'undefined'
    ? (require('./search-button') as typeof import('./search-button')).SearchButton
    : undefined,
  () => import('./search-button').then((m) => m.SearchButton),
  { needsCodeEarly: watchEarlySearch },
);
