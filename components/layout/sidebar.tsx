import Link from 'next/link';
import type { TreeNode } from '@/lib/page-tree/types';
import { SidebarCategory } from './sidebar-category';

function contains(node: TreeNode, pageId: string): boolean {
  if (node.type === 'page') return node.pageId === pageId;
  return node.pageId === pageId || node.children.some((c) => contains(c, pageId));
}

function Items({ nodes, current }: { nodes: readonly TreeNode[]; current: string }) {
  return (
    <ul className="menu__list">
      {nodes.map((node) =>
        node.type === 'page' ? (
          <li key={node.pageId} className="menu__list-item">
            <Link
              className={`menu__link${node.pageId === current ? ' menu__link--active' : ''}`}
              href={node.href}
              aria-current={node.pageId === current ? 'page' : undefined}
            >
              {node.label}
            </Link>
          </li>
        ) : (
          <Category key={node.id} node={node} current={current} />
        ),
      )}
    </ul>
  );
}

function Category({ node, current }: { node: Extract<TreeNode, { type: 'category' }>; current: string }) {
  const active = contains(node, current);
  return (
    <SidebarCategory
      label={node.label}
      href={node.href}
      isCurrent={node.pageId === current}
      active={active}
      initiallyOpen={active || !node.collapsed}
    >
      <Items nodes={node.children} current={current} />
    </SidebarCategory>
  );
}

/** The one docs sidebar, with the current page marked `aria-current="page"` and its category open. */
export function Sidebar({ tree, current }: { tree: readonly TreeNode[]; current: string }) {
  return (
    <nav aria-label="Docs sidebar" className="menu sidebar">
      <Items nodes={tree} current={current} />
    </nav>
  );
}
