import { SiteLink as Link } from '@/components/site-link';
import type { TreeNode } from '@/lib/page-tree/types';
import { MethodBadge } from '@/components/api/method-badge';
import { SidebarCategory } from './sidebar-category';

interface Marks {
  current: string;
  /** Categories on the way to the current page (from the page's route data). */
  activeCategories: readonly string[];
}

function Items({ nodes, marks }: { nodes: readonly TreeNode[]; marks: Marks }) {
  const { current } = marks;
  return (
    <ul className="menu__list">
      {nodes.map((node) =>
        node.type === 'page' ? (
          <li
            key={node.pageId}
            className={`menu__list-item${node.method ? ` api-method ${node.method}` : ''}${node.deprecated ? ' menu__list-item--deprecated' : ''}`}
          >
            <Link
              className={`menu__link${node.pageId === current ? ' menu__link--active' : ''}`}
              href={node.href}
              aria-current={node.pageId === current ? 'page' : undefined}
            >
              {node.method ? <MethodBadge method={node.method} /> : null}
              {node.label}
            </Link>
          </li>
        ) : (
          <Category key={node.id} node={node} marks={marks} />
        ),
      )}
    </ul>
  );
}

function Category({ node, marks }: { node: Extract<TreeNode, { type: 'category' }>; marks: Marks }) {
  const active = marks.activeCategories.includes(node.id);
  return (
    <SidebarCategory
      id={node.id}
      label={node.label}
      href={node.href}
      isCurrent={node.pageId === marks.current}
      active={active}
      initiallyOpen={active || !node.collapsed}
    >
      <Items nodes={node.children} marks={marks} />
    </SidebarCategory>
  );
}

/** The one docs sidebar, with the current page marked `aria-current="page"` and its category open. */
export function Sidebar({ tree, ...marks }: { tree: readonly TreeNode[] } & Marks) {
  return (
    <nav aria-label="Docs sidebar" className="menu sidebar">
      <Items nodes={tree} marks={marks} />
    </nav>
  );
}
