'use client';
import { usePathname, useSearchParams } from 'next/navigation';
import { Suspense, useLayoutEffect } from 'react';
import { routeCommitted } from './route-events';

function Watcher() {
  const pathname = usePathname();
  const search = useSearchParams().toString();
  useLayoutEffect(() => {
    routeCommitted(pathname);
  }, [pathname, search]);
  return null;
}

/** Reports each rendered route to the route events before the browser paints it; lives in the root layout. */
export function RouteWatcher() {
  return (
    <Suspense fallback={null}>
      <Watcher />
    </Suspense>
  );
}
