'use client';
import { useEffect } from 'react';
import { useHydrated } from './use-hydrated';

/**
 * Sets `data-has-hydrated="true"` on `<html>` once React has hydrated the page, in the commit that also enables the
 * controls that wait for hydration (`useHydrated`): from the marker on, every control answers a press.
 */
export function HydrationMarker() {
  const hydrated = useHydrated();
  useEffect(() => {
    if (hydrated) document.documentElement.setAttribute('data-has-hydrated', 'true');
  }, [hydrated]);
  return null;
}
