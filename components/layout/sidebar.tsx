import { provideServerTree } from '@/lib/page-tree/server-trees';
import type { TreeNode } from '@/lib/page-tree/types';
import type { SidebarMarks } from './sidebar-items';
import { SidebarRoot } from '@/components/client-leaves';

/**
 * The one docs sidebar, with the current page marked `aria-current="page"` and its category open. The
 * page carries only what starts open (`pruneTree`); closed categories load their items on expand. The
 * tree itself is not in the page's route data: the sidebar's code renders from the version's sidebar file.
 */
export function Sidebar({ tree, marks }: { tree: readonly TreeNode[]; marks: SidebarMarks }) {
  provideServerTree(marks.treeSource, tree);
  return (
    <nav aria-label="Docs sidebar" className="menu sidebar">
      <SidebarRoot marks={marks} />
    </nav>
  );
}
