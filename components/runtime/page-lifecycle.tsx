'use client';
import { useEffect } from 'react';
import { installDisclosures } from '@/components/layout/disclosures';
import { installDropdowns } from '@/components/layout/navbar/dropdowns';
import { afterLocationChange } from './page-behaviour';
import { onLocationChange } from './route-events';

const KEYBOARD_CLASS = 'navigation-with-keyboard';

/**
 * Installs every page's behaviours for the session. The `navigation-with-keyboard` class is in the HTML from the start,
 * so keyboard users see focus outlines before any script; a mouse press removes it and Tab sets it again.
 */
export function PageLifecycle() {
  useEffect(() => {
    const stopDisclosures = installDisclosures();
    const stopDropdowns = installDropdowns();
    const stop = onLocationChange((change) => {
      if (change.action !== 'REPLACE') afterLocationChange(change);
    });
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Tab') document.body.classList.add(KEYBOARD_CLASS);
    };
    const onMouse = () => document.body.classList.remove(KEYBOARD_CLASS);
    document.addEventListener('keydown', onKey);
    document.addEventListener('mousedown', onMouse);
    return () => {
      stop();
      stopDisclosures();
      stopDropdowns();
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('mousedown', onMouse);
    };
  }, []);
  return null;
}
