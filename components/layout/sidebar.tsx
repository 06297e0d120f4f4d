import { pruneTree } from '@/lib/page-tree/prune';
import type { TreeNode } from '@/lib/page-tree/types';
import { SidebarItems, type SidebarMarks } from './sidebar-items';

/**
 * The one docs sidebar, with the current page marked `aria-current="page"` and its category open. The
 * page carries only what starts open (`pruneTree`); closed categories load their items on expand.
 */
export function Sidebar({ tree, ...marks }: { tree: readonly TreeNode[] } & SidebarMarks) {
  return (
    <nav aria-label="Docs sidebar" className="menu sidebar">
      <SidebarItems nodes={pruneTree(tree, marks.activeCategories)} marks={marks} />
    </nav>
  );
}
