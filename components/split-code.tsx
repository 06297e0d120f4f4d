'use client';
import { lazy, type ComponentType } from 'react';

/**
 * A client component whose code is a chunk of its own, loaded only by the pages that render it (`React.lazy`).
 * There is deliberately no Suspense boundary: on the server the page waits for it, so its HTML is in place; in the
 * browser, hydration waits for its chunk, so the control works from hydration on and is never left with static
 * HTML that ignores a press.
 */
function split<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  const Lazy = lazy(() => load().then((component) => ({ default: component })));
  return function Split(props: P) {
    return <Lazy {...props} />;
  };
}

export const TryItActions = split(() => import('./api/try-it/actions').then((m) => m.TryItActions));
export const AnnouncementBar = split(() => import('./layout/announcement-bar').then((m) => m.AnnouncementBar));
export const NotFoundSuggestions = split(() => import('./not-found-suggestions').then((m) => m.NotFoundSuggestions));
