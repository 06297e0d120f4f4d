import type { CategoryNode, PageNode, TreeNode } from './types';

/** A category as the page's HTML carries it: without `children` when it starts closed. */
export interface SidebarCategoryNode extends Omit<CategoryNode, 'children'> {
  children?: SidebarNode[];
}
/**
 * A page link as a page's payload carries it (`sidebarNodes`): no `type` or `pageId`, the page shown marked `current`;
 * the version's sidebar file, loaded for a closed category, has whole page nodes.
 */
export interface SidebarPageNode extends Omit<PageNode, 'type' | 'pageId'> {
  type?: 'page';
  pageId?: string;
  current?: true;
}
export type SidebarNode = SidebarPageNode | SidebarCategoryNode;

/**
 * The part of a sidebar tree a page renders: categories that start closed are left empty and load from the version's
 * sidebar file when expanded, so a page's size follows what it shows, not the number of docs.
 */
export function pruneTree(nodes: readonly TreeNode[], activeCategories: readonly string[]): SidebarNode[] {
  return nodes.map((node) => {
    if (node.type === 'page') return node;
    const { children, ...category } = node;
    const startsOpen = activeCategories.includes(node.id) || !node.collapsed;
    return startsOpen ? { ...category, children: pruneTree(children, activeCategories) } : category;
  });
}

/**
 * Sidebars up to this many nodes ship whole in every page, so each category opens without JavaScript or a fetch. Each
 * node costs a page about 450 bytes (its HTML and the same again in the inline payload): a whole tree of 100 is some
 * 45 KB, past which a large API's pages go over their 300 KB budget (issue 51).
 */
export const WHOLE_TREE_MAX_NODES = 100;

function countNodes(nodes: readonly TreeNode[]): number {
  return nodes.reduce((n, node) => n + 1 + (node.type === 'category' ? countNodes(node.children) : 0), 0);
}

/**
 * Page links as the payload carries them: each is written in the HTML and again in the payload of every page of its
 * sidebar, and a large API group lists 140 of them (issue 51).
 */
function compact(nodes: readonly SidebarNode[], current: string): SidebarNode[] {
  return nodes.map((node) => {
    if (node.type === 'category') return node.children ? { ...node, children: compact(node.children, current) } : node;
    const { label, href, method, deprecated, className } = node;
    return {
      label,
      href,
      ...(method ? { method } : {}),
      ...(deprecated ? { deprecated } : {}),
      ...(className ? { className } : {}),
      ...(node.pageId === current ? { current: true as const } : {}),
    };
  });
}

/** The sidebar as page `current` renders it: the whole tree when it is small, else `pruneTree`. */
export function sidebarNodes(nodes: readonly TreeNode[], activeCategories: readonly string[], current: string) {
  return compact(countNodes(nodes) <= WHOLE_TREE_MAX_NODES ? nodes : pruneTree(nodes, activeCategories), current);
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
