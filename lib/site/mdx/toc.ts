import type { Heading } from './types';

export interface TocItem {
  id: string;
  text: string;
  depth: number;
  children: TocItem[];
}

/**
 * Nests headings under the nearest preceding lower level, keeping levels in [min, max]; the in-range descendants of a
 * dropped heading move up into its place.
 */
export function buildToc(headings: readonly Heading[], min = 2, max = 3): TocItem[] {
  const root: TocItem[] = [];
  const stack: TocItem[] = [];
  for (const h of headings) {
    if (h.depth < min || h.depth > max) continue;
    const item: TocItem = { id: h.id, text: h.text, depth: h.depth, children: [] };
    while (stack.length && stack[stack.length - 1].depth >= h.depth) stack.pop();
    (stack.length ? stack[stack.length - 1].children : root).push(item);
    stack.push(item);
  }
  return root;
}
