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

/**
 * Reports each rendered route (path or query changed) to the route events, after the DOM of the new
 * route is in place and before the browser paints it. In the root layout, so it lives for the session.
 * (useSearchParams needs a Suspense boundary in a static export; this renders nothing either way.)
 */
export function RouteWatcher() {
  return (
    <Suspense fallback={null}>
      <Watcher />
    </Suspense>
  );
}
