'use client';
import { SiteLink as Link } from '@/components/site-link';
import type { ReactNode } from 'react';
import type { VersionPersistence } from '@/lib/browser/preferred-version';

/**
 * A link into another docs version that remembers it as the reader's choice; the storage code loads with the click,
 * which is safe because the router keeps the page's scripts across the navigation.
 */
export function PreferredVersionLink({
  href,
  name,
  persistence,
  children,
}: {
  href: string;
  name: string;
  persistence: VersionPersistence;
  children: ReactNode;
}) {
  return (
    <Link
      href={href}
      onClick={() => {
        import('@/lib/browser/preferred-version').then(
          (m) => m.savePreferredVersion(name, persistence),
          () => {},
        );
      }}
    >
      {children}
    </Link>
  );
}
