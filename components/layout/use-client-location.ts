'use client';
import { usePathname } from 'next/navigation';
import { useEffect, useState } from 'react';

export interface ClientLocation {
  /** Path without the base URL, decoded ('/usage/web-ui'). */
  pathname: string;
  /** The current `?query#hash` ('' before mount). */
  suffix: string;
  /** False in the static HTML and during hydration; true once the browser's own URL is read. */
  mounted: boolean;
}

function stripBase(pathname: string, baseUrl: string): string {
  const base = baseUrl.replace(/\/+$/, '');
  let path = base && (pathname === base || pathname.startsWith(`${base}/`)) ? pathname.slice(base.length) : pathname;
  try {
    path = decodeURI(path);
  } catch {
    // Keep a malformed path as it is.
  }
  return path || '/';
}

/**
 * The current page for the navbar switchers. The static HTML uses the route being rendered; after mount
 * the browser's URL (with ?query#hash) is used, so the not-found page and hash changes get the right links.
 * Callers re-key their markup on `mounted` so the first client render replaces the static one.
 */
export function useClientLocation(baseUrl: string): ClientLocation {
  const routePath = usePathname();
  const [client, setClient] = useState<{ pathname: string; suffix: string } | null>(null);
  useEffect(() => {
    const read = () =>
      setClient({ pathname: stripBase(window.location.pathname, baseUrl), suffix: `${window.location.search}${window.location.hash}` });
    read();
    window.addEventListener('hashchange', read);
    window.addEventListener('popstate', read);
    return () => {
      window.removeEventListener('hashchange', read);
      window.removeEventListener('popstate', read);
    };
  }, [routePath, baseUrl]);
  return client ? { ...client, mounted: true } : { pathname: routePath ?? '/', suffix: '', mounted: false };
}
