'use client';
import { useEffect, useId, useState } from 'react';
import { loadedSidebarTree, loadSidebarTree } from '@/components/layout/sidebar-tree';
import { categoryChildren, type SidebarCategoryNode, type SidebarNode } from '@/lib/page-tree/prune';
import { SiteLink as Link } from '@/components/site-link';
import { Collapsible } from './collapsible';
import { useCategoryExpanded } from './sidebar-expansion';
import { SidebarItems, type SidebarMarks } from './sidebar-items';

interface Props {
  node: SidebarCategoryNode;
  marks: SidebarMarks;
}

/** The category's items: from the page's tree when it keeps them, else from the already loaded tree. */
function knownChildren(node: SidebarCategoryNode, source: string): readonly SidebarNode[] | undefined {
  if (node.children) return node.children;
  const tree = loadedSidebarTree(source);
  return tree ? (categoryChildren(tree, node.id) ?? []) : undefined;
}

/**
 * A sidebar category: its link (when it has a page) and a separate expand/collapse button. It is open
 * when it holds the current page and never collapses by itself (no auto-collapse of siblings either);
 * its panel and items are added on first expand and open/close with the height animation. A category the
 * page rendered closed has no items in the page: they come from the version's sidebar file, fetched
 * when the reader points at or opens it, and the category opens once they are there.
 */
export function SidebarCategory({ node, marks }: Props) {
  const { id, label, href } = node;
  const isCurrent = node.pageId === marks.current;
  const active = marks.activeCategories.includes(id);
  const initiallyOpen = active || !node.collapsed;
  // Read at every render, so a newer tree (an edit under `next dev`) shows; the state re-renders once it loaded.
  const children = knownChildren(node, marks.treeSource);
  const [, setTreeLoaded] = useState(false);
  // Open while it holds the current page; otherwise as the reader left it on any page of this session.
  const [wanted, setOpen] = useCategoryExpanded(`${marks.treeUrl}#${id}`, active, initiallyOpen);
  const open = wanted && children !== undefined;

  const source = marks.treeSource;
  const needsItems = wanted && children === undefined;
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
  const preload = () => {
    if (children === undefined) loadSidebarTree(source).catch(() => {});
  };

  const listId = useId();
  // A category that has never been open has no panel in the page (Collapsible's lazy 'panel').
  const [panelShown, setPanelShown] = useState(open);
  if (open && !panelShown) setPanelShown(true);
  const toggle = (
    <button
      type="button"
      className={`menu__caret${href ? '' : ' menu__caret--label'}`}
      aria-expanded={open}
      aria-controls={panelShown ? listId : undefined}
      aria-label={href ? `${open ? 'Collapse' : 'Expand'} sidebar category '${label}'` : undefined}
      onClick={() => setOpen(!open)}
      onMouseEnter={preload}
      onFocus={preload}
    >
      {href ? null : label}
    </button>
  );
  return (
    <li
      className={`menu__list-item menu__category${open ? '' : ' menu__list-item--collapsed'}${node.className ? ` ${node.className}` : ''}`}
    >
      <div className={`menu__category-row${active ? ' menu__category-row--active' : ''}`}>
        {href ? (
          <Link
            href={href}
            className={`menu__link menu__link--sublist${isCurrent ? ' menu__link--active' : ''}`}
            aria-current={isCurrent ? 'page' : undefined}
            onClick={() => setOpen(true)}
          >
            {label}
          </Link>
        ) : null}
        {toggle}
      </div>
      <Collapsible id={listId} collapsed={!open} lazy="panel">
        {children ? <SidebarItems nodes={children} marks={marks} /> : null}
      </Collapsible>
    </li>
  );
}
