'use client';
/* eslint-disable @typescript-eslint/no-require-imports -- the server's synchronous copy (see lazyLeaf) */
import { lazyLeaf } from '@/components/lazy-leaf';

// The not-found page is part of every page's layout: its client parts are downloaded by that page only
// (see lazyLeaf).
const onServer =
  typeof window === 'undefined' ? (require('./not-found-parts') as typeof import('./not-found-parts')) : undefined;

export const NotFoundSearch = lazyLeaf(onServer?.NotFoundSearch, () =>
  import('./not-found-parts').then((m) => m.NotFoundSearch),
);
export const NotFoundSuggestions = lazyLeaf(onServer?.NotFoundSuggestions, () =>
  import('./not-found-parts').then((m) => m.NotFoundSuggestions),
);
