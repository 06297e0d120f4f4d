import type { MouseEvent, ReactNode } from 'react';
import { Dropdown, type DropdownItem } from './dropdown';
import { MobileSubList } from './mobile-sub-list';

export type { DropdownItem };

/**
 * The one place the version and language switchers render their menu: the site's navbar dropdown.
 * Items with `lang` (language switcher) are full page loads whose href already has the base URL; other
 * items are internal routes.
 */
export function SwitcherDropdown({
  label,
  items,
  className,
  mobileLabel,
  onClick,
}: {
  label: ReactNode;
  items: DropdownItem[];
  className?: string;
  /** Set in the mobile menu: the switcher becomes a collapsible sub-list under this label. */
  mobileLabel?: ReactNode;
  onClick?: (event: MouseEvent<HTMLElement>) => void;
}) {
  if (mobileLabel !== undefined)
    return <MobileSubList label={mobileLabel} items={items} className={className} onClick={onClick} />;
  return (
    <span className="navbar__switcher" onClick={onClick}>
      <Dropdown label={label} items={items} className={className} />
    </span>
  );
}
