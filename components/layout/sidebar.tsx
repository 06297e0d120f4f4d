import type { SidebarNode } from '@/lib/page-tree/prune';
import type { SidebarMarks } from './sidebar-items';
import { SidebarItems } from './sidebar-items.gated';

/**
 * The one docs sidebar, with the current page marked `aria-current="page"` and its category open. The
 * page carries only what starts open (`pruneTree`); closed categories load their items on expand.
 */
export function Sidebar({ nodes, ...marks }: { nodes: readonly SidebarNode[] } & SidebarMarks) {
  return (
    <nav aria-label="Docs sidebar" className="menu sidebar">
      <SidebarItems nodes={nodes} marks={marks} />
    </nav>
  );
}
