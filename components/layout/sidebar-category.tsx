'use client';
import Link from 'next/link';
import { useId, useState, type ReactNode } from 'react';

interface Props {
  label: string;
  href?: string;
  /** The category's own page is the current page. */
  isCurrent: boolean;
  /** Holds the current page, so it is highlighted (and starts expanded). */
  active: boolean;
  initiallyOpen: boolean;
  children: ReactNode;
}

/** A sidebar category: its link (when it has a page) and a separate expand/collapse button. */
export function SidebarCategory({ label, href, isCurrent, active, initiallyOpen, children }: Props) {
  const [open, setOpen] = useState(initiallyOpen);
  const listId = useId();
  const toggle = (
    <button
      type="button"
      className={`menu__caret${href ? '' : ' menu__caret--label'}`}
      aria-expanded={open}
      aria-controls={listId}
      aria-label={href ? `${open ? 'Collapse' : 'Expand'} sidebar category '${label}'` : undefined}
      onClick={() => setOpen((o) => !o)}
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
          >
            {label}
          </Link>
        ) : null}
        {toggle}
      </div>
      <div id={listId} hidden={!open}>
        {children}
      </div>
    </li>
  );
}
