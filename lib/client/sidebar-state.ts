/**
 * Expanded/collapsed state of sidebar categories for this page session. The docs sidebar is rendered
 * again for every page, so the reader's choices are kept here: a category never collapses by itself.
 */
const expanded = new Map<string, boolean>();

export function rememberedExpanded(id: string): boolean | undefined {
  return expanded.get(id);
}

export function rememberExpanded(id: string, open: boolean): void {
  expanded.set(id, open);
}
