import type { CategoryNode, TreeLink, TreeNode } from '../../shared/page-tree/types';

/** Every linkable entry in reading order: a category's own page comes before its children. */
export function flattenLinks(tree: readonly TreeNode[]): TreeLink[] {
  const out: TreeLink[] = [];
  const walk = (nodes: readonly TreeNode[]) => {
    for (const node of nodes) {
      if (node.type === 'page') out.push({ pageId: node.pageId, label: node.label, href: node.href });
      else {
        if (node.href && node.pageId) out.push({ pageId: node.pageId, label: node.label, href: node.href });
        walk(node.children);
      }
    }
  };
  walk(tree);
  return out;
}

/** The entries before and after a page in reading order (previous/next links). */
export function neighbours(tree: readonly TreeNode[], pageId: string): { prev?: TreeLink; next?: TreeLink } {
  const links = flattenLinks(tree);
  const i = links.findIndex((l) => l.pageId === pageId);
  if (i < 0) return {};
  return { prev: links[i - 1], next: links[i + 1] };
}

/** Nodes from the top of the tree down to the page (inclusive), or [] when the page is not in the tree. */
export function pathTo(tree: readonly TreeNode[], pageId: string): TreeNode[] {
  for (const node of tree) {
    if (node.type === 'page' && node.pageId === pageId) return [node];
    if (node.type === 'category') {
      if (node.pageId === pageId) return [node];
      const sub = pathTo(node.children, pageId);
      if (sub.length) return [node, ...sub];
    }
  }
  return [];
}

/** The sidebar categories on the way to a page, outermost first. */
export function categoriesTo(tree: readonly TreeNode[], pageId: string): CategoryNode[] {
  return pathTo(tree, pageId).filter((node): node is CategoryNode => node.type === 'category');
}

/** Label of the innermost sidebar category holding a page (search lvl0, social cards), if any. */
export function innermostCategory(tree: readonly TreeNode[], pageId: string): string | undefined {
  return categoriesTo(tree, pageId).at(-1)?.label;
}

/** The first link inside a category, used when the category has no page of its own. */
export function firstLink(nodes: readonly TreeNode[]): TreeLink | undefined {
  return flattenLinks(nodes)[0];
}

/** Finds a category node by its id (its folder). */
export function findCategory(tree: readonly TreeNode[], id: string): CategoryNode | undefined {
  for (const node of tree) {
    if (node.type !== 'category') continue;
    if (node.id === id) return node;
    const found = findCategory(node.children, id);
    if (found) return found;
  }
  return undefined;
}
