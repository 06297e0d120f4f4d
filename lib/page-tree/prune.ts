import type { CategoryNode, PageNode, TreeNode } from './types';

/** A category as the page's HTML carries it: without `children` when it starts closed. */
export interface SidebarCategoryNode extends Omit<CategoryNode, 'children'> {
  children?: SidebarNode[];
}
export type SidebarNode = PageNode | SidebarCategoryNode;

/**
 * The part of a sidebar tree a page renders: the items of every category that starts open (it holds
 * the current page, or is not collapsed by default), and nothing inside categories that start closed.
 * Those load from the version's sidebar file when expanded, so a page's HTML and route data grow with
 * what it shows, not with the number of pages in the docs.
 */
export function pruneTree(nodes: readonly TreeNode[], activeCategories: readonly string[]): SidebarNode[] {
  return nodes.map((node) => {
    if (node.type === 'page') return node;
    const { children, ...category } = node;
    const startsOpen = activeCategories.includes(node.id) || !node.collapsed;
    return startsOpen ? { ...category, children: pruneTree(children, activeCategories) } : category;
  });
}

/** The children of the category with `id`, anywhere in the tree. */
export function categoryChildren(nodes: readonly TreeNode[], id: string): TreeNode[] | undefined {
  for (const node of nodes) {
    if (node.type !== 'category') continue;
    if (node.id === id) return node.children;
    const found = categoryChildren(node.children, id);
    if (found) return found;
  }
  return undefined;
}
