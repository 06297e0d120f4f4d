import Link from 'next/link';
import type { ReactNode } from 'react';

/** Same shape as the generic navbar dropdown's items (components/layout/dropdown.tsx). */
export interface DropdownItem {
  label: string;
  href: string;
  external?: boolean;
  active?: boolean;
  lang?: string;
}

/**
 * ─── THE ONE PLACE the version and language switchers render their menu. ───
 * Merge note: swap this body for `<Dropdown label={label} items={items} className={className} />`
 * once components/layout/dropdown.tsx exists. Item rules to keep when swapping:
 *   - an item with `lang` (language switcher) is a plain `<a target="_self">` whose href already has the
 *     base URL: switching locale is a full page load;
 *   - other items are internal routes without the base URL (next/link adds it);
 *   - the active item gets `dropdown__link--active` and aria-current.
 */
export function SwitcherDropdown({ label, items, className }: { label: ReactNode; items: DropdownItem[]; className?: string }) {
  return (
    <details className={`navbar__item dropdown${className ? ` ${className}` : ''}`}>
      <summary className="navbar__link">{label}</summary>
      <ul className="dropdown__menu">
        {items.map((item) => {
          const cls = `dropdown__link${item.active ? ' dropdown__link--active' : ''}`;
          const current = item.active ? ('true' as const) : undefined;
          return (
            <li key={item.href}>
              {item.lang ? (
                <a className={cls} href={item.href} target="_self" lang={item.lang} hrefLang={item.lang} aria-current={current}>
                  {item.label}
                </a>
              ) : (
                <Link className={cls} href={item.href} aria-current={current}>
                  {item.label}
                </Link>
              )}
            </li>
          );
        })}
      </ul>
    </details>
  );
}
