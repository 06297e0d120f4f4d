'use client';
import Link from 'next/link';
import { useRef, useSyncExternalStore, type ComponentProps } from 'react';
import { isSlowConnection, type ConnectionInfo } from '@/lib/chrome/connection';
import { routeChangeStarted } from '@/lib/client/route-progress';

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

/**
 * Every internal link of the site. Route data is prefetched when the link comes into view and on
 * hover (Next's Link, which skips routes already prefetched), except on 2g connections or with data
 * saver on. Scrolling after navigation is done by the page lifecycle (top, hash target, or none for a
 * query-only change), and a slow navigation shows the progress bar.
 */
export function SiteLink({ onNavigate, ...props }: Props) {
  const slow = useSyncExternalStore(subscribe, slowNow, slowNow);
  const anchor = useRef<HTMLAnchorElement>(null);
  return (
    <Link
      {...props}
      ref={anchor}
      prefetch={slow ? false : undefined}
      scroll={false}
      onNavigate={(event) => {
        onNavigate?.(event);
        if (anchor.current) routeChangeStarted(anchor.current.href);
      }}
    />
  );
}
