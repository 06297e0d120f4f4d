'use client';
import { usePathname } from 'next/navigation';
import { useEffect, useState } from 'react';
import { withoutBase } from '@/lib/shared/paths';

export interface ClientLocation {
  /** Path without the base URL, decoded ('/usage/web-ui'). */
  pathname: string;
  /** The current `?query#hash` ('' before mount). */
  suffix: string;
  /** False in the static HTML and during hydration; true once the browser's own URL is read. */
  mounted: boolean;
}

/** The browser's path without the base URL, decoded; a path outside the base is kept whole. */
function stripBase(pathname: string, baseUrl: string): string {
  let path = withoutBase(baseUrl, pathname) ?? pathname;
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
 * On the not-found page the client's first render can differ from the static HTML (rendered once for
 * every unknown path), and React keeps the static attributes it hydrated: callers re-key their markup on
 * `mounted` unless they use `useVersionLocation`, whose first render matches the HTML.
 */
export function useClientLocation(baseUrl: string): ClientLocation {
  const routePath = usePathname();
  const [client, setClient] = useState<{ pathname: string; suffix: string } | null>(null);
  useEffect(() => {
    const read = () =>
      setClient({
        pathname: stripBase(window.location.pathname, baseUrl),
        suffix: `${window.location.search}${window.location.hash}`,
      });
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

/** Where the not-found page's shared static HTML is rendered (one HTML file for every unknown path). */
const NOT_FOUND_PATH = '/_not-found';

/** Whether the document being hydrated is the not-found page's static HTML (rendered for `/_not-found`). */
function hydratingNotFoundPage(): boolean {
  return typeof document !== 'undefined' && document.querySelector('main.not-found') !== null;
}

/**
 * The client location for the navbar's version and language switchers. Until mount, the not-found page is treated as the
 * path its static HTML was rendered for (the version at the root), so the first client render matches the
 * HTML whatever unknown path it answers; after mount the real path is used.
 */
export function useVersionLocation(baseUrl: string): ClientLocation {
  const location = useClientLocation(baseUrl);
  if (location.mounted || !hydratingNotFoundPage()) return location;
  return { ...location, pathname: NOT_FOUND_PATH };
}
