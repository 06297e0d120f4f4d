'use client';
import { Fragment, type ReactNode } from 'react';
import type { ResolvedNavItem } from '@/lib/site/types';
import { DropdownLink } from '@/components/layout/navbar/dropdown';
import { MobileSubList } from './mobile-sub-list';

type LinkItem = Extract<ResolvedNavItem, { kind: 'link' }>;

/** The navbar items in mobile form; `switchers` come in by item index because they need the current page. */
export function MobileNavItems({
  items,
  switchers = {},
  onNavigate,
}: {
  items: ResolvedNavItem[];
  switchers?: Readonly<Record<number, ReactNode>>;
  onNavigate: () => void;
}) {
  return (
    <ul className="menu__list">
      {items.map((item, i) => {
        if (switchers[i]) return <Fragment key={i}>{switchers[i]}</Fragment>;
        if (item.kind === 'link') {
          return (
            <li key={i} className="menu__list-item">
              <DropdownLink item={item} className="menu__link" onClick={onNavigate} />
            </li>
          );
        }
        if (item.kind === 'dropdown') {
          const links = item.items.filter((l): l is LinkItem => l.kind === 'link');
          return <MobileSubList key={i} label={item.label} items={links} onNavigate={onNavigate} />;
        }
        return null;
      })}
    </ul>
  );
}
