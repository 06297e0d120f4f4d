import type { TreeNode } from './types';

/**
 * Sidebar trees for the server render of the sidebar's client code. The page's route data names the
 * version's tree only by its address (so it does not carry the sidebar); the browser loads the tree from
 * there, and on the server the page's server component leaves it here for the client code's HTML render,
 * which runs in the same process after it. Kept on `globalThis`: the server components and the client
 * code's server render are separate instances of this module.
 */
const KEY = Symbol.for('ra-aid-docs.server-sidebar-trees');

function trees(): Map<string, readonly TreeNode[]> {
  const holder = globalThis as { [KEY]?: Map<string, readonly TreeNode[]> };
  return (holder[KEY] ??= new Map());
}

/** Trees kept: one per docs version, with room for the older stamps of trees being edited under `next dev`. */
const KEPT = 16;

/** Leaves the tree served at `source` for the server render of the sidebar. */
export function provideServerTree(source: string, tree: readonly TreeNode[]): void {
  const map = trees();
  map.delete(source);
  map.set(source, tree);
  // A Map keeps insertion order: the first key is the one provided longest ago.
  while (map.size > KEPT) map.delete(map.keys().next().value!);
}

/** The tree served at `source`, as the server component left it; throws when it did not. */
export function serverTree(source: string): readonly TreeNode[] {
  const tree = trees().get(source);
  if (!tree) throw new Error(`No sidebar tree was provided for ${source} before the sidebar rendered.`);
  return tree;
}

/** The address of a version's tree file with the stamp of the tree a page was built with. */
export function treeSource(url: string, stamp: string): string {
  return `${url}?v=${stamp}`;
}
