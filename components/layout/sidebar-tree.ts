import 'client-only';
import type { TreeNode } from '@/lib/page-tree/types';
import { oncePerKey } from '../../lib/cache/once';
import { tracked } from '../../lib/cache/tracked';

const loaded = new Map<string, TreeNode[]>();

async function fetchTree(url: string): Promise<TreeNode[]> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`Could not load the sidebar from ${url}: HTTP ${response.status}`);
  const tree = (await response.json()) as TreeNode[];
  loaded.set(url, tree);
  return tree;
}

/** A version's whole sidebar tree, fetched once per page session (a failed fetch is retried next time). */
export const loadSidebarTree: (url: string) => Promise<TreeNode[]> = oncePerKey(fetchTree);

/** The tree, if it has already been loaded in this page session. */
export function loadedSidebarTree(url: string): TreeNode[] | undefined {
  return loaded.get(url);
}

/** How long a failed load of the tree waits before the next try, doubling up to a minute. */
const RETRY_FIRST_MS = 2000;
const RETRY_MAX_MS = 60_000;

const settling = new Map<string, Promise<TreeNode[]>>();

/**
 * The tree, for a sidebar that cannot render without it (read with React's `use`): a promise that only
 * resolves, trying again after a failed load (offline, a server error), and that `use` reads without
 * suspending once it has. The sidebar keeps its static HTML, whose links work, until then.
 */
export function sidebarTreeWhenLoaded(url: string): Promise<TreeNode[]> {
  let promise = settling.get(url);
  if (!promise) {
    promise = tracked(
      new Promise((resolve) => {
        const attempt = (wait: number) =>
          loadSidebarTree(url).then(resolve, () => {
            setTimeout(() => attempt(Math.min(wait * 2, RETRY_MAX_MS)), wait);
          });
        attempt(RETRY_FIRST_MS);
      }),
    );
    settling.set(url, promise);
  }
  return promise;
}
