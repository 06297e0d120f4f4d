'use client';
import { useEffect } from 'react';
import { onLocationChange } from '@/components/runtime/route-events';
import { installLazyFolds, revealLazyFoldTarget } from './lazy-folds';

/** Rendered only by an operation page with lazy folds, in a chunk of its own (components/split-code.tsx). */
export function LazyFoldsInstaller() {
  useEffect(() => {
    const stop = installLazyFolds();
    const stopWatching = onLocationChange((change) => {
      if (change.to.hash) revealLazyFoldTarget();
    });
    return () => {
      stop();
      stopWatching();
    };
  }, []);
  return null;
}
