import 'client-only';
import { useSyncExternalStore } from 'react';

const noSubscription = () => () => {};

/** False until hydration is done: a control that needs its script renders `disabled` until then. */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
