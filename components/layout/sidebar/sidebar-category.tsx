'use client';
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { loadedSidebarTree, loadSidebarTree } from '@/components/layout/sidebar/sidebar-tree';
import { categoryChildren, type SidebarCategoryNode, type SidebarNode } from '@/lib/shared/page-tree/prune';
import { SiteLink as Link } from '@/components/site-link';
import { setExpanded, useUi } from '@/components/runtime/ui-store';
import { SidebarItems, type SidebarMarks } from './sidebar-items';

interface Props {
  node: SidebarCategoryNode;
  marks: SidebarMarks;
}

/** The category's items: from the page's nodes when they hold them, else from the already loaded whole tree. */
function knownChildren(node: SidebarCategoryNode, source: string): readonly SidebarNode[] | undefined {
  if (node.children) return node.children;
  const tree = loadedSidebarTree(source);
  return tree ? (categoryChildren(tree, node.id) ?? []) : undefined;
}

/**
 * Open state of one category, in the UI store so it outlives navigations and every copy of the sidebar shares it.
 * It opens before paint when it becomes `active`, and nothing but the reader closes it.
 */
function useCategoryExpanded(key: string, active: boolean, initiallyOpen: boolean): [boolean, (open: boolean) => void] {
  const stored = useUi((state) => state.expanded[key]);
  useLayoutEffect(() => {
    if (active) setExpanded(key, true);
  }, [key, active]);
  const setOpen = useCallback((open: boolean) => setExpanded(key, open), [key]);
  return [active && stored === undefined ? true : (stored ?? initiallyOpen), setOpen];
}

/**
 * A sidebar category: a `<details>` that opens with no script. One a pruned sidebar leaves empty gets its items
 * from the version's sidebar file when it opens.
 */
export function SidebarCategory({ node, marks }: Props) {
  const { id, label, href } = node;
  const isCurrent = node.pageId === marks.current;
  const active = marks.activeCategories.includes(id);
  const [open, setOpen] = useCategoryExpanded(`${marks.treeUrl}#${id}`, active, active || !node.collapsed);
  const details = useRef<HTMLDetailsElement>(null);
  const source = marks.treeSource;
  // Read at every render, so a newer tree (an edit under `next dev`) shows; the state re-renders once it loaded.
  const children = knownChildren(node, source);
  const [, setTreeLoaded] = useState(false);

  // A category opened or closed before this code ran: the state follows what the reader did.
  useEffect(() => {
    const el = details.current;
    if (el && el.open !== open) setOpen(el.open);
    // Only once, at mount: later changes come through onToggle.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const needsItems = open && children === undefined;
  useEffect(() => {
    if (!needsItems) return;
    let live = true;
    loadSidebarTree(source).then(
      () => live && setTreeLoaded(true),
      () => live && setOpen(false),
    );
    return () => {
      live = false;
    };
  }, [needsItems, source, setOpen]);

  return (
    <li
      className={`menu__list-item menu__category${open ? '' : ' menu__list-item--collapsed'}${node.className ? ` ${node.className}` : ''}`}
    >
      {href ? (
        <div className={`menu__category-row${active ? ' menu__category-row--active' : ''}`}>
          <Link
            href={href}
            className={`menu__link menu__link--sublist${isCurrent ? ' menu__link--active' : ''}`}
            aria-current={isCurrent ? 'page' : undefined}
            onClick={() => setOpen(true)}
          >
            {label}
          </Link>
        </div>
      ) : null}
      <details
        ref={details}
        className={`menu__details${href ? ' menu__details--linked' : ''}`}
        data-collapsible=""
        open={open}
        onToggle={(event) => setOpen(event.currentTarget.open)}
      >
        <summary
          className={href ? 'menu__caret caret' : 'menu__link menu__link--sublist menu__link--sublist-caret caret'}
          aria-label={href ? `${open ? 'Collapse' : 'Expand'} sidebar category '${label}'` : undefined}
          onPointerEnter={() => children === undefined && loadSidebarTree(source).catch(() => {})}
        >
          {href ? null : label}
        </summary>
        {children ? <SidebarItems nodes={children} marks={marks} /> : <ul className="menu__list" />}
      </details>
    </li>
  );
}
