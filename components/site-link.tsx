'use client';
import Link from 'next/link';
import { usePathname, useRouter } from 'next/navigation';
import { useRef, useSyncExternalStore, type ComponentProps } from 'react';
import { normalizeRoute } from '@/lib/shared/paths';
import { isSlowConnection, type ConnectionInfo } from '@/lib/browser/theme/connection';

type Connection = ConnectionInfo & EventTarget;

function connection(): Connection | undefined {
  return (navigator as Navigator & { connection?: Connection }).connection;
}

function subscribe(onChange: () => void): () => void {
  const c = connection();
  c?.addEventListener?.('change', onChange);
  return () => c?.removeEventListener?.('change', onChange);
}

// Read on the client during hydration too: the value only changes a prop, never the HTML.
const slowNow = () => (typeof navigator === 'undefined' ? false : isSlowConnection(connection()));

type Props = Omit<ComponentProps<typeof Link>, 'prefetch' | 'scroll' | 'ref'>;

/** The route an internal href leads to, without its query and hash ('/a/b/?x#y' → '/a/b'). */
const routeOf = (href: string): string => normalizeRoute(href.replace(/[?#].*$/, ''));

/**
 * Every internal link of the site. A route is prefetched on the reader's intent (pointer, touch, focus), not when
 * its link comes into view: the router's prefetch works on the main thread, and a sidebar's many links in view at
 * load would compete with the reader's first input. Never on 2g connections or with data saver on.
 */
export function SiteLink({ onMouseEnter, onTouchStart, onFocus, ...props }: Props) {
  const slow = useSyncExternalStore(subscribe, slowNow, slowNow);
  const router = useRouter();
  // The page being read is never prefetched: the sidebar's link to it is always in view.
  const pathname = usePathname();
  const current = typeof props.href === 'string' && pathname !== null && routeOf(props.href) === routeOf(pathname);
  const intentPrefetched = useRef(false);
  // Once per link; the router skips routes it has already prefetched.
  const prefetchOnIntent = () => {
    if (slow || current || intentPrefetched.current || typeof props.href !== 'string') return;
    intentPrefetched.current = true;
    router.prefetch(props.href);
  };
  return (
    <Link
      {...props}
      prefetch={false}
      scroll={false}
      onMouseEnter={(event) => {
        onMouseEnter?.(event);
        prefetchOnIntent();
      }}
      onTouchStart={(event) => {
        onTouchStart?.(event);
        prefetchOnIntent();
      }}
      onFocus={(event) => {
        onFocus?.(event);
        prefetchOnIntent();
      }}
    />
  );
}
