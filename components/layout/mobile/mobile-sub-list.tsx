'use client';
import type { MouseEvent, ReactNode } from 'react';
import { DropdownLink, type DropdownItem } from '@/components/layout/navbar/dropdown';

/** A navbar dropdown in the mobile menu: a `<details>` sub-list that opens with no script. */
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
  return (
    <li className={`menu__list-item${className ? ` ${className}` : ''}`} onClick={onClick}>
      <details className="menu__details" data-collapsible="">
        <summary className="menu__link menu__link--sublist menu__link--sublist-caret caret">{label}</summary>
        <ul className="menu__list">
          {items.map((item) => (
            <li key={`${item.href}|${item.label}`} className="menu__list-item">
              <DropdownLink item={item} className="menu__link" onClick={onNavigate} />
            </li>
          ))}
        </ul>
      </details>
    </li>
  );
}
