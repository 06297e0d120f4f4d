'use client';
import { useEffect } from 'react';

/** Sets `data-has-hydrated="true"` on `<html>` once React has hydrated the page. */
export function HydrationMarker() {
  useEffect(() => {
    document.documentElement.setAttribute('data-has-hydrated', 'true');
  }, []);
  return null;
}
