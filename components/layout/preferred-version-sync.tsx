'use client';
import { useEffect } from 'react';
import { PREFERRED_VERSION_KEY } from '@/lib/versions/meta';
import type { VersionPersistence } from '@/lib/versions/preferred';

/** The stored preferred version, read without the storage helpers (null where storage cannot be read). */
function peekPreferredVersion(): string | null {
  try {
    return window.localStorage.getItem(PREFERRED_VERSION_KEY);
  } catch {
    return null;
  }
}

/**
 * On load, deletes a stored preferred version that names a version the site no longer has. The check reads
 * storage directly; the storage helpers (with their warnings) load only when there is something to delete.
 */
export function PreferredVersionSync({ names, persistence }: { names: string[]; persistence: VersionPersistence }) {
  useEffect(() => {
    if (persistence === 'none') return;
    const stored = peekPreferredVersion();
    if (stored === null || names.includes(stored)) return;
    import('@/lib/versions/preferred').then(
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
