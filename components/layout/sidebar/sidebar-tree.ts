import 'client-only';
import type { TreeNode } from '@/lib/shared/page-tree/types';
import { oncePerKey } from '@/lib/shared/once';

const loaded = new Map<string, TreeNode[]>();

async function fetchTree(url: string): Promise<TreeNode[]> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`Could not load the sidebar from ${url}: HTTP ${response.status}`);
  const tree = (await response.json()) as TreeNode[];
  loaded.set(url, tree);
  return tree;
}

/** The whole tree, for categories a pruned sidebar leaves empty; a failed fetch is tried again by the next call. */
export const loadSidebarTree: (url: string) => Promise<TreeNode[]> = oncePerKey(fetchTree);

/** The tree, if it has already been loaded in this page session. */
export function loadedSidebarTree(url: string): TreeNode[] | undefined {
  return loaded.get(url);
}
