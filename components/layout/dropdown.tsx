'use client';
import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { SiteLink } from '@/components/site-link';
import { ExternalIcon } from './icons';

export interface DropdownItem {
  label: string;
  href: string;
  external?: boolean;
  active?: boolean;
  lang?: string;
}

export interface DropdownProps {
  label: ReactNode;
  items: DropdownItem[];
  className?: string;
}

/** A link of a dropdown menu (also used by the mobile sidebar's sub-lists). */
export function DropdownLink({
  item,
  className,
  onClick,
}: {
  item: DropdownItem;
  className: string;
  onClick?: () => void;
}) {
  const cls = `${className}${item.active ? ` ${className}--active` : ''}`;
  const common = {
    className: cls,
    lang: item.lang,
    onClick,
    'aria-current': item.active ? ('page' as const) : undefined,
  };
  if (item.lang) {
    // A locale switch is a full page load; the href already carries the base URL.
    return (
      <a {...common} href={item.href} target="_self" hrefLang={item.lang}>
        {item.label}
      </a>
    );
  }
  if (item.external) {
    return (
      <a {...common} href={item.href} target="_blank" rel="noopener noreferrer">
        {item.label}
        <ExternalIcon size={12} />
      </a>
    );
  }
  return (
    <SiteLink {...common} href={item.href}>
      {item.label}
    </SiteLink>
  );
}

/**
 * A navbar dropdown: opens on click or Enter/Space/ArrowDown (and shows on hover on desktop), closes on
 * a press, touch or focus outside it and on Escape. Arrow keys move between the items.
 */
export function Dropdown({ label, items, className }: DropdownProps) {
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const trigger = useRef<HTMLButtonElement>(null);
  const menuId = useId();

  useEffect(() => {
    if (!open) return;
    const outside = (event: Event) => {
      if (root.current && !root.current.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('mousedown', outside);
    document.addEventListener('touchstart', outside);
    document.addEventListener('focusin', outside);
    return () => {
      document.removeEventListener('mousedown', outside);
      document.removeEventListener('touchstart', outside);
      document.removeEventListener('focusin', outside);
    };
  }, [open]);

  const links = () => [...(root.current?.querySelectorAll<HTMLAnchorElement>('.dropdown__link') ?? [])];
  const focusItem = (index: number) => {
    const all = links();
    if (all.length) all[(index + all.length) % all.length]!.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape' && open) {
      event.preventDefault();
      setOpen(false);
      trigger.current?.focus();
      return;
    }
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
    event.preventDefault();
    const current = links().indexOf(document.activeElement as HTMLAnchorElement);
    if (!open) setOpen(true);
    if (current === -1) requestAnimationFrame(() => focusItem(event.key === 'ArrowDown' ? 0 : -1));
    else focusItem(current + (event.key === 'ArrowDown' ? 1 : -1));
  };

  return (
    <div
      ref={root}
      className={`navbar__item dropdown dropdown--hoverable${open ? ' dropdown--show' : ''}${className ? ` ${className}` : ''}`}
      onKeyDown={onKeyDown}
    >
      <button
        ref={trigger}
        type="button"
        className="navbar__link dropdown__trigger"
        aria-haspopup="true"
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => setOpen((o) => !o)}
      >
        {label}
      </button>
      <ul id={menuId} className="dropdown__menu">
        {items.map((item) => (
          <li key={`${item.href}|${item.label}`}>
            <DropdownLink item={item} className="dropdown__link" onClick={() => setOpen(false)} />
          </li>
        ))}
      </ul>
    </div>
  );
}
