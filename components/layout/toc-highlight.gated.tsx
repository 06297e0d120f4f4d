'use client';
/* eslint-disable @typescript-eslint/no-require-imports -- the server's synchronous copy (see gatedLeaf) */
import { gatedLeaf } from '@/components/gated-leaf';
import { activeAnchorIndex, anchorSelector } from './toc-active';

/**
 * The TOC's mark on the heading being read: its code loads at the reader's first interaction (see gatedLeaf),
 * scrolling included, unless a heading is to be marked at load (the tracking runs once on mount: behaviours.md
 * §2.4.6). On most guides the first heading starts below the top half of the window, so nothing is marked until
 * the reader scrolls; after a short introduction, or on a page opened on a hash or restored further down (the
 * browser has scrolled before this runs), one is marked at once.
 */
export const TocHighlight = gatedLeaf(
  typeof window === 'undefined'
    ? (require('./toc-highlight') as typeof import('./toc-highlight')).TocHighlight
    : undefined,
  () => import('./toc-highlight').then((m) => m.TocHighlight),
  {
    needsCodeEarly: (loadNow) => {
      if (headingMarkedAtLoad()) loadNow();
    },
  },
);

/**
 * Whether the tracking would mark a heading now, on a page with a shown desktop TOC. Counts the headings of every
 * level a TOC can list (the page's own range is a prop of the leaf, not known here): with more headings the answer
 * can only turn from no to yes, so a page that needs its mark at load always gets it.
 */
function headingMarkedAtLoad(): boolean {
  const toc = document.querySelector('.theme-doc-toc-desktop');
  if (!toc || toc.getClientRects().length === 0) return false;
  const boxes = Array.from(document.querySelectorAll(anchorSelector(2, 6)), (h) => h.getBoundingClientRect());
  const offset = document.querySelector('.navbar')?.clientHeight ?? 0;
  return activeAnchorIndex(boxes, offset, window.innerHeight) !== -1;
}
