'use client';
import { useEffect } from 'react';
import { peekStorage } from '@/lib/browser/storage-peek';
import { PREFERRED_VERSION_KEY } from '@/lib/shared/versions/meta';
import type { VersionPersistence } from '@/lib/browser/preferred-version';

/**
 * On load, deletes a stored preferred version that names a version the site no longer has. The check reads
 * storage directly; the storage helpers (with their warnings) load only when there is something to delete.
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
