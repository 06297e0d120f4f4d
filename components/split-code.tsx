'use client';
import { lazy, type ComponentType } from 'react';

/**
 * A client component in a chunk of its own (`React.lazy`), deliberately without a Suspense boundary: hydration
 * waits for its chunk, so the control is never static HTML that ignores a press.
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
export const LazyFolds = split(() => import('./api/lazy-folds-installer').then((m) => m.LazyFoldsInstaller));
