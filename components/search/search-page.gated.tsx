'use client';
/* eslint-disable @typescript-eslint/no-require-imports -- the server's synchronous copy (see gatedLeaf) */
import { gatedLeaf } from '@/components/gated-leaf';

/**
 * The /search page's box and results. Its HTML is final for a page opened without a query (the heading and an empty,
 * focused box), so its code is gated (see gatedLeaf): it loads at once when the URL holds a query to show, and
 * otherwise at the reader's first interaction, which is usually the first key typed into the box (a search typed
 * before the code arrives is kept: ./search-page.tsx). Without JavaScript, Enter submits the box's form to this
 * page with `?q=`.
 */
export const SearchPage = gatedLeaf(
  typeof window === 'undefined' ? (require('./search-page') as typeof import('./search-page')).SearchPage : undefined,
  () => import('./search-page').then((m) => m.SearchPage),
  { needsCodeEarly: queryInUrl },
);

/** Loads the page's code at once when the URL holds a query (`?q=`). */
function queryInUrl(loadNow: () => void): void {
  if (new URLSearchParams(window.location.search).get('q')) loadNow();
}
