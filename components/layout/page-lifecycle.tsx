'use client';
import { useEffect } from 'react';
import { afterFirstInteraction } from '@/components/gate/first-interaction';
import { onLocationChange } from './route-events';

const loadBehaviour = () => import('./page-behaviour');

const KEYBOARD_CLASS = 'navigation-with-keyboard';

/**
 * Behaviour of every page across client navigations (scroll and focus: ./page-behaviour.ts, whose code loads at
 * the reader's first interaction, which comes before any navigation), and the `navigation-with-keyboard` class
 * on <body> that shows focus outlines: in the HTML from the start, removed by a mouse press, set again by Tab.
 */
export function PageLifecycle() {
  useEffect(() => {
    afterFirstInteraction()
      .then(loadBehaviour)
      .catch(() => {});
    const stop = onLocationChange((change) => {
      if (change.action === 'REPLACE') return;
      loadBehaviour().then(
        (m) => m.afterLocationChange(change),
        () => {},
      );
    });
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Tab') document.body.classList.add(KEYBOARD_CLASS);
    };
    const onMouse = () => document.body.classList.remove(KEYBOARD_CLASS);
    document.addEventListener('keydown', onKey);
    document.addEventListener('mousedown', onMouse);
    return () => {
      stop();
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('mousedown', onMouse);
    };
  }, []);
  return null;
}
