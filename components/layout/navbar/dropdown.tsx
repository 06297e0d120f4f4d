import type { MouseEvent, ReactNode } from 'react';
import { SiteLink } from '@/components/site-link';
import { ExternalIcon } from '@/components/layout/icons';

export interface DropdownItem {
  label: string;
  href: string;
  external?: boolean;
  active?: boolean;
  lang?: string;
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
 * A navbar dropdown that works with no script: a `<details>` trigger, and CSS shows the menu while it is open or
 * hovered; ./dropdowns.ts adds the rest when it arrives.
 */
export function Dropdown({
  label,
  items,
  className,
  onClick,
}: {
  label: ReactNode;
  items: DropdownItem[];
  className?: string;
  /** On the menu: one handler for every item's click. */
  onClick?: (event: MouseEvent<HTMLElement>) => void;
}) {
  return (
    <div className={`navbar__item dropdown dropdown--hoverable${className ? ` ${className}` : ''}`}>
      <details className="dropdown__details">
        <summary className="navbar__link dropdown__trigger" aria-haspopup="true">
          {label}
        </summary>
      </details>
      <ul className="dropdown__menu" onClick={onClick}>
        {items.map((item) => (
          <li key={`${item.href}|${item.label}`}>
            <DropdownLink item={item} className="dropdown__link" />
          </li>
        ))}
      </ul>
    </div>
  );
}
