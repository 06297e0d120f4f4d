'use client';
import { SiteLink as Link } from '@/components/site-link';
import { methodLabel } from '@/components/api/method-badge';
import type { SidebarNode } from '@/lib/shared/page-tree/prune';
import { SidebarCategory } from './sidebar-category';

export interface SidebarMarks {
  current: string;
  /** Categories on the way to the current page (from the page's route data). */
  activeCategories: readonly string[];
  /** The version's sidebar file: names the reader's open/closed state of its categories for the session. */
  treeUrl: string;
  /** That file with the stamp of the tree the page was built with (`treeSource`): where the tree is loaded from. */
  treeSource: string;
}

/** One level of the docs sidebar: page links and categories. */
export function SidebarItems({ nodes, marks }: { nodes: readonly SidebarNode[]; marks: SidebarMarks }) {
  const { current } = marks;
  return (
    <ul className="menu__list">
      {nodes.map((node, i) => {
        if (node.type === 'category') return <SidebarCategory key={node.id} node={node} marks={marks} />;
        // A page's own nodes mark it; the version's sidebar file (a closed category's items) has page ids.
        const isCurrent = node.current === true || (node.pageId !== undefined && node.pageId === current);
        // An API operation's method badge is the link's ::before (components/api/method-badge.css).
        return (
          <li
            key={`${i}:${node.href}`}
            className={`menu__list-item${node.method ? ` api-method ${node.method}` : ''}${node.deprecated ? ' menu__list-item--deprecated' : ''}${node.className ? ` ${node.className}` : ''}`}
          >
            <Link
              className={`menu__link${isCurrent ? ' menu__link--active' : ''}`}
              href={node.href}
              aria-current={isCurrent ? 'page' : undefined}
              data-badge={node.method ? methodLabel(node.method) : undefined}
            >
              {node.label}
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
