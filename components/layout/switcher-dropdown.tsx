import type { ReactNode } from 'react';
import { Dropdown, type DropdownItem } from './dropdown';

export type { DropdownItem };

/**
 * The one place the version and language switchers render their menu: the site's navbar dropdown.
 * Items with `lang` (language switcher) are full page loads whose href already has the base URL; other
 * items are internal routes.
 */
export function SwitcherDropdown({ label, items, className }: { label: ReactNode; items: DropdownItem[]; className?: string }) {
  return <Dropdown label={label} items={items} className={className} />;
}
