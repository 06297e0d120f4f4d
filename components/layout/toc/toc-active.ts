/** The part of a heading's box the active-heading choice needs. */
export interface AnchorBox {
  top: number;
  bottom: number;
}

/** `h{min}.anchor, …, h{max}.anchor`: the headings the TOC can point to, in document order when queried. */
export function anchorSelector(minLevel: number, maxLevel: number): string {
  const parts: string[] = [];
  for (let level = minLevel; level <= maxLevel; level++) parts.push(`h${level}.anchor`);
  return parts.join(', ');
}

/**
 * Index of the heading the reader is on (behaviours.md §2.4.6), or -1 for none; `offset` is what the fixed navbar
 * covers. The first heading below the offset counts only once it reaches the top half of the viewport; until then
 * the reader is still in the section before it.
 */
export function activeAnchorIndex(boxes: readonly AnchorBox[], offset: number, viewportHeight: number): number {
  const next = boxes.findIndex((box) => box.top >= offset);
  if (next === -1) return boxes.length - 1;
  const box = boxes[next];
  if (box.top > 0 && box.bottom < viewportHeight / 2) return next;
  return next - 1;
}
