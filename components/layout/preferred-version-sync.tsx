'use client';
import { useEffect } from 'react';
import { loadPreferredVersion, type VersionPersistence } from '@/lib/versions/preferred';

/** On load, deletes a stored preferred version that names a version the site no longer has. */
export function PreferredVersionSync({ names, persistence }: { names: string[]; persistence: VersionPersistence }) {
  useEffect(() => {
    loadPreferredVersion(
      names.map((name) => ({ name })),
      persistence,
    );
  }, [names, persistence]);
  return null;
}
