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
 * The current page for the navbar switchers: the rendered route until mount, then the browser's URL. On the
 * not-found page the first client render can differ from the HTML, so callers re-key their markup on `mounted`
 * unless they use `useVersionLocation`.
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
 * Until mount, the not-found page is treated as the path its HTML was rendered for, so the first client render
 * matches that HTML whatever unknown path it answers.
 */
export function useVersionLocation(baseUrl: string): ClientLocation {
  const location = useClientLocation(baseUrl);
  if (location.mounted || !hydratingNotFoundPage()) return location;
  return { ...location, pathname: NOT_FOUND_PATH };
}
