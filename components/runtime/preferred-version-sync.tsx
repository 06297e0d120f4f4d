'use client';
import { useEffect } from 'react';
import { peekStorage } from '@/lib/browser/storage-peek';
import { PREFERRED_VERSION_KEY } from '@/lib/shared/versions/meta';
import type { VersionPersistence } from '@/lib/browser/preferred-version';

/**
 * Deletes a stored preferred version the site no longer has; the storage helpers load only when there is something
 * to delete.
 */
export function PreferredVersionSync({ names, persistence }: { names: string[]; persistence: VersionPersistence }) {
  useEffect(() => {
    if (persistence === 'none') return;
    const stored = peekStorage(PREFERRED_VERSION_KEY);
    if (stored === null || names.includes(stored)) return;
    import('@/lib/browser/preferred-version').then(
      (m) =>
        m.loadPreferredVersion(
          names.map((name) => ({ name })),
          persistence,
        ),
      () => {},
    );
  }, [names, persistence]);
  return null;
}
