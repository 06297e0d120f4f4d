'use client';
import { useEffect } from 'react';
import { useHydrated } from './use-hydrated';

/**
 * Sets `data-has-hydrated="true"` on `<html>` in the commit that enables the controls waiting for hydration
 * (`useHydrated`), so from the marker on every control answers a press.
 */
export function HydrationMarker() {
  const hydrated = useHydrated();
  useEffect(() => {
    if (hydrated) document.documentElement.setAttribute('data-has-hydrated', 'true');
  }, [hydrated]);
  return null;
}
