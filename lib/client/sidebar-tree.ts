import type { TreeNode } from '@/lib/page-tree/types';

const loads = new Map<string, Promise<TreeNode[]>>();
const loaded = new Map<string, TreeNode[]>();

/** A version's whole sidebar tree, fetched once per page session (a failed fetch is retried next time). */
export function loadSidebarTree(url: string): Promise<TreeNode[]> {
  let load = loads.get(url);
  if (!load) {
    load = fetch(url).then(async (response) => {
      if (!response.ok) throw new Error(`Could not load the sidebar from ${url}: HTTP ${response.status}`);
      const tree = (await response.json()) as TreeNode[];
      loaded.set(url, tree);
      return tree;
    });
    loads.set(url, load);
    load.catch(() => loads.delete(url));
  }
  return load;
}

/** The tree, if it has already been loaded in this page session. */
export function loadedSidebarTree(url: string): TreeNode[] | undefined {
  return loaded.get(url);
}
