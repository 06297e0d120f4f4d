'use client';
import { SiteLink as Link } from '@/components/site-link';
import type { ReactNode } from 'react';
import { savePreferredVersion, type VersionPersistence } from '@/lib/versions/preferred';

/** A link into another docs version that remembers that version as the reader's choice when clicked. */
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
    <Link href={href} onClick={() => savePreferredVersion(name, persistence)}>
      {children}
    </Link>
  );
}
