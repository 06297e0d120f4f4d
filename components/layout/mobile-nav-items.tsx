'use client';
import { useState } from 'react';
import type { ResolvedNavItem } from '@/lib/config/navbar';
import { Collapsible } from './collapsible';
import { DropdownLink } from './dropdown';

type LinkItem = Extract<ResolvedNavItem, { kind: 'link' }>;

function MobileDropdown({ item, onNavigate }: { item: Extract<ResolvedNavItem, { kind: 'dropdown' }>; onNavigate: () => void }) {
  const [collapsed, setCollapsed] = useState(true);
  const links = item.items.filter((i): i is LinkItem => i.kind === 'link');
  return (
    <li className={`menu__list-item${collapsed ? ' menu__list-item--collapsed' : ''}`}>
      <button type="button" className="menu__link menu__link--sublist menu__link--sublist-caret clean-btn" aria-expanded={!collapsed} onClick={() => setCollapsed(!collapsed)}>
        {item.label}
      </button>
      <Collapsible as="ul" className="menu__list" collapsed={collapsed} lazy>
        {links.map((link) => (
          <li key={`${link.href}|${link.label}`} className="menu__list-item">
            <DropdownLink item={link} className="menu__link" onClick={onNavigate} />
          </li>
        ))}
      </Collapsible>
    </li>
  );
}

/** The navbar items in mobile form: a menu list, dropdowns as collapsible sub-lists. */
export function MobileNavItems({ items, onNavigate }: { items: ResolvedNavItem[]; onNavigate: () => void }) {
  return (
    <ul className="menu__list">
      {items.map((item, i) => {
        if (item.kind === 'link') {
          return (
            <li key={i} className="menu__list-item">
              <DropdownLink item={item} className="menu__link" onClick={onNavigate} />
            </li>
          );
        }
        if (item.kind === 'dropdown') return <MobileDropdown key={i} item={item} onNavigate={onNavigate} />;
        return null;
      })}
    </ul>
  );
}
