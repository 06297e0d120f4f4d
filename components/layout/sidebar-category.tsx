'use client';
import { useId, useState, type ReactNode } from 'react';
import { rememberedExpanded, rememberExpanded } from '@/lib/client/sidebar-state';
import { SiteLink as Link } from '@/components/site-link';
import { Collapsible } from './collapsible';

interface Props {
  /** Stable id of the category (its place in the tree). */
  id: string;
  label: string;
  href?: string;
  /** The category's own page is the current page. */
  isCurrent: boolean;
  /** Holds the current page, so it is highlighted (and starts expanded). */
  active: boolean;
  initiallyOpen: boolean;
  children: ReactNode;
}

/**
 * A sidebar category: its link (when it has a page) and a separate expand/collapse button. It is open
 * when it holds the current page and never collapses by itself (no auto-collapse of siblings either);
 * its children are mounted on first expand and open/close with the height animation.
 */
export function SidebarCategory({ id, label, href, isCurrent, active, initiallyOpen, children }: Props) {
  // The active category is open; others keep what the reader chose earlier in this session.
  const [open, setOpenState] = useState(() => (active ? true : (rememberedExpanded(id) ?? initiallyOpen)));
  const setOpen = (next: boolean) => {
    rememberExpanded(id, next);
    setOpenState(next);
  };
  const listId = useId();
  const toggle = (
    <button
      type="button"
      className={`menu__caret${href ? '' : ' menu__caret--label'}`}
      aria-expanded={open}
      aria-controls={listId}
      aria-label={href ? `${open ? 'Collapse' : 'Expand'} sidebar category '${label}'` : undefined}
      onClick={() => setOpen(!open)}
    >
      {href ? null : label}
    </button>
  );
  return (
    <li className={`menu__list-item menu__category${open ? '' : ' menu__list-item--collapsed'}`}>
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
      <Collapsible id={listId} collapsed={!open} lazy>
        {children}
      </Collapsible>
    </li>
  );
}
