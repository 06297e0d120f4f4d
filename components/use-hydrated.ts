import 'client-only';
import { useSyncExternalStore } from 'react';

const noSubscription = () => () => {};

/**
 * False while the server renders and while the page hydrates, true from the render right after hydration (and in
 * every later client render). A control that needs its script renders `disabled` until then, so that it never looks
 * ready while a press would do nothing.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
