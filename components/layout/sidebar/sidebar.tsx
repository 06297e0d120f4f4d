import type { SidebarNode } from '@/lib/shared/page-tree/prune';
import { SidebarItems, type SidebarMarks } from './sidebar-items';

/** The docs sidebar; `sidebarNodes` is the whole tree for a small sidebar, only the open part of a large one. */
export function Sidebar({ nodes, marks }: { nodes: readonly SidebarNode[]; marks: SidebarMarks }) {
  return (
    <nav aria-label="Docs sidebar" className="menu sidebar">
      <SidebarItems nodes={nodes} marks={marks} />
    </nav>
  );
}
