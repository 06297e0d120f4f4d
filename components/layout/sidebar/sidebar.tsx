import type { SidebarNode } from '@/lib/shared/page-tree/prune';
import { SidebarItems, type SidebarMarks } from './sidebar-items';

/**
 * The one docs sidebar, with the current page marked `aria-current="page"` and its category open. Its nodes come
 * from the route data (`sidebarNodes`): the whole tree for a small sidebar, the open part of a large one.
 */
export function Sidebar({ nodes, marks }: { nodes: readonly SidebarNode[]; marks: SidebarMarks }) {
  return (
    <nav aria-label="Docs sidebar" className="menu sidebar">
      <SidebarItems nodes={nodes} marks={marks} />
    </nav>
  );
}
