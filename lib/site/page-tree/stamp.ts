import { createHash } from 'node:crypto';
import type { TreeNode } from '../../shared/page-tree/types';

const stamps = new WeakMap<readonly TreeNode[], string>();

/**
 * A short hash of a sidebar tree, added to its file's address so a page never uses a tree cached from another build.
 */
export function treeStamp(tree: readonly TreeNode[]): string {
  let stamp = stamps.get(tree);
  if (stamp === undefined) {
    stamp = createHash('sha256').update(JSON.stringify(tree)).digest('base64url').slice(0, 10);
    stamps.set(tree, stamp);
  }
  return stamp;
}
