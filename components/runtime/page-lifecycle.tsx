'use client';
import { useEffect } from 'react';
import { installDisclosures } from '@/components/layout/disclosures';
import { installDropdowns } from '@/components/layout/navbar/dropdowns';
import { afterLocationChange } from './page-behaviour';
import { onLocationChange } from './route-events';

const KEYBOARD_CLASS = 'navigation-with-keyboard';

/**
 * Behaviour of every page across client navigations (scroll and focus: ./page-behaviour.ts), what the disclosures
 * and dropdowns do beyond opening and closing (components/layout/disclosures.ts and navbar/dropdowns.ts), and the
 * `navigation-with-keyboard` class on <body> that shows focus outlines: in the HTML from the start, removed by a
 * mouse press, set again by Tab.
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
