'use client';
import { useState, type MouseEvent, type ReactNode } from 'react';
import { Collapsible } from './collapsible';
import { DropdownLink, type DropdownItem } from './dropdown';

/** A navbar dropdown in the mobile menu: a collapsible sub-list under its label. */
export function MobileSubList({
  label,
  items,
  onNavigate,
  onClick,
  className,
}: {
  label: ReactNode;
  items: DropdownItem[];
  onNavigate?: () => void;
  onClick?: (event: MouseEvent<HTMLElement>) => void;
  className?: string;
}) {
  const [collapsed, setCollapsed] = useState(true);
  return (
    <li
      className={`menu__list-item${collapsed ? ' menu__list-item--collapsed' : ''}${className ? ` ${className}` : ''}`}
      onClick={onClick}
    >
      <button
        type="button"
        className="menu__link menu__link--sublist menu__link--sublist-caret clean-btn"
        aria-expanded={!collapsed}
        onClick={() => setCollapsed(!collapsed)}
      >
        {label}
      </button>
      <Collapsible as="ul" className="menu__list" collapsed={collapsed} lazy>
        {items.map((item) => (
          <li key={`${item.href}|${item.label}`} className="menu__list-item">
            <DropdownLink item={item} className="menu__link" onClick={onNavigate} />
          </li>
        ))}
      </Collapsible>
    </li>
  );
}
